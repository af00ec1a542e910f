import Foundation

/// Where a bar sits, which decides which way its hairline and background reach.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A bar that has a position: toolbars, navigation bars and search bars.
@MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate, asked where the bar sits. The sandbox's bars are drawn at the place they are put
/// (a toolbar's hairline along its top edge), so the answer is kept for the bar's `barPosition` only.
@MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate.
@MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

extension UIToolbar: UIBarPositioning {
    /// The delegate's answer, else `.bottom`, as a toolbar at the bottom of the screen reports.
    public var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }
}
