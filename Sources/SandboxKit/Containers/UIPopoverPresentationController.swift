import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Told about a popover's presentation; a popover's delegate is its presentation controller's.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

public extension UIPopoverPresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a `.popover` presentation: where the popover points (a view and a
/// rectangle in it, or a bar button item) and how. On an iPhone UIKit adapts a popover to a sheet, and
/// the sandbox presents it so, where none of these change what shows; on an iPad, where UIKit draws the
/// popover at its source, the anchor is reported once as not simulated (the sandbox shows a sheet there too).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? { didSet { if sourceView != nil { reportAnchorOnPad() } } }
    open var sourceRect: CGRect = .zero { didSet { reportAnchorOnPad() } }
    open var barButtonItem: UIBarButtonItem? { didSet { if barButtonItem != nil { reportAnchorOnPad() } } }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points once presented: a sheet has none.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    private func reportAnchorOnPad() {
        let app = UIApplication.current
        if app.screen.device.idiom == .pad {
            NotSimulated.record("UIPopoverPresentationController's popover on an iPad (shown as a form sheet)", in: app)
        }
    }
}
