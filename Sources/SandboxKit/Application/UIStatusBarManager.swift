import Foundation

/// The status bar of a window scene (`windowScene.statusBarManager`): its frame is the top of the screen
/// down to the safe area's top inset (the notch's height on a notched iPhone), as apps read it to lay
/// out under it.
@MainActor
public final class UIStatusBarManager: NSObject {
    private let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    public var isStatusBarHidden: Bool { false }
    public var statusBarStyle: UIStatusBarStyle { .default }
}
