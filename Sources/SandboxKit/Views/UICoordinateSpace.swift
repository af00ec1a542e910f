import Foundation

/// Something with its own coordinates: a view, or the screen (`window.windowScene?.coordinateSpace`,
/// `UIScreen.main.coordinateSpace`). Converting between them goes through views (`convert(_:to:)`).
@MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}
extension UIScreen: UICoordinateSpace {
    public var coordinateSpace: UICoordinateSpace { self }
    public var fixedCoordinateSpace: UICoordinateSpace { self }
    /// The screen's brightness (0...1): the sandbox's screen is always at full brightness; setting it is
    /// reported once as not simulated.
    public var brightness: CGFloat {
        get { 1 }
        set { NotSimulated.record("UIScreen.brightness") }
    }
}
