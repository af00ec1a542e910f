import Foundation

/// The background of a configured button (`UIButton.Configuration.background`): a fill, a corner radius
/// and a stroke. Nil colours leave the choice to the button configuration's style and state.
public struct UIBackgroundConfiguration: Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

    public init() {}

    /// UIKit's empty background, for building one from nothing.
    public static func clear() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = .clear
        return c
    }
}
