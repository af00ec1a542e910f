import Foundation

/// A rectangle of a view's layout that is not a view (UIKit's layout guide): anchors like a view's, a
/// `layoutFrame` in the owning view's coordinates. The safe-area and margins guides are kept in place by
/// required constraints against their view, whose constants follow the insets.
@MainActor
open class UILayoutGuide: NSObject, LayoutAnchorProvider {
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    lazy var variables = LayoutItemVariables("UILayoutGuide")
    let serial = LayoutEngine.shared.nextSerial()
    /// For the view's own guides: left, top, width and height against the owning view (see `LayoutEngine`).
    var pins: [SolverConstraint] = []
    var insets = UIEdgeInsets.zero
    /// How the engine keeps the guide in place: by the app's constraints alone, by pins to its view
    /// inset by the view's safe area or margins (or nothing: a scroll view's frame guide), or as a
    /// scroll view's content (`LayoutEngine.pinContent`).
    enum Placement { case app, inset, scrollContent }
    var placement = Placement.app

    public override init() {}

    /// The guide's rectangle in its owning view's bounds coordinates (zero before layout).
    open var layoutFrame: CGRect {
        guard let view = owningView, view.autoLayout?.variables != nil else { return .zero }
        let engine = LayoutEngine.shared
        return CGRect(x: engine.value(variables.left) + view.bounds.minX, y: engine.value(variables.top) + view.bounds.minY,
                      width: engine.value(variables.width), height: engine.value(variables.height))
    }
}

extension UIView {
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }
}
