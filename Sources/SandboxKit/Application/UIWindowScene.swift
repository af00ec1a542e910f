/// A scene that shows windows: the kind every iPhone app's scene is. Its windows are those made with
/// `UIWindow(windowScene:)` or given it through `windowScene`. (UIKit's `traitCollection` waits for a
/// trait collection in SandboxKit.) Source: https://developer.apple.com/documentation/uikit/uiwindowscene
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they joined it.
    public var windows: [UIWindow] { application?.windows.filter { $0.windowScene === self } ?? [] }

    /// The window made key last, among the scene's.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    public var screen: UIScreen { application?.screen ?? .main }

    public var interfaceOrientation: UIInterfaceOrientation { application?.interfaceOrientation ?? .portrait }
}
