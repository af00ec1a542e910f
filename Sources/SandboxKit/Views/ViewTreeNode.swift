import Foundation

/// One view of a window's view tree, as the overlay's inspector, `sandbox run --dump-views` and tests
/// show it: the view's class, geometry and visibility, the controller whose root view it is, the
/// constraints that involve it, and its subviews. A plain value (Codable) so a device process can send it
/// to the window.
public struct ViewTreeNode: Equatable, Sendable, Codable {
    /// The view's class name (`UIButton`, `InboxCell`).
    public var className: String
    /// The controller whose root view this is: its name in the trace and its class.
    public var controller: String?
    public var controllerClass: String?
    public var frame: CGRect
    public var bounds: CGRect
    /// The affine transform's `a b c d tx ty`.
    public var transform: [Double]
    public var alpha: Double
    public var isHidden: Bool
    /// The active constraints that name this view, in UIKit's description form.
    public var constraints: [String]
    public var children: [ViewTreeNode]

    public init(className: String, controller: String? = nil, controllerClass: String? = nil, frame: CGRect,
                bounds: CGRect, transform: [Double] = [1, 0, 0, 1, 0, 0], alpha: Double = 1,
                isHidden: Bool = false, constraints: [String] = [], children: [ViewTreeNode] = []) {
        self.className = className
        self.controller = controller
        self.controllerClass = controllerClass
        self.frame = frame
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.constraints = constraints
        self.children = children
    }

    /// The tree in the form of UIKit's `recursiveDescription`, one view a line, each level indented by
    /// `   | `; without the addresses (so the text is the same on every run and can be a snapshot), and
    /// with what differs from a plain view: alpha and hidden when not 1 and NO, a transform that is not
    /// the identity, bounds that do not start at the origin or differ in size from the frame, and the
    /// controller owning a root view.
    public var recursiveDescription: String {
        var out = ""
        appendDescription(to: &out, depth: 0)
        return out
    }

    /// This view's own line, without indentation.
    public var summary: String {
        var parts = ["frame = \(Self.text(frame))"]
        if bounds.origin != .zero || bounds.size != frame.size { parts.append("bounds = \(Self.text(bounds))") }
        if transform != [1, 0, 0, 1, 0, 0] {
            parts.append("transform = [" + transform.map { LifecycleEvent.formatNumber($0) }.joined(separator: ", ") + "]")
        }
        if alpha != 1 { parts.append("alpha = \(LifecycleEvent.formatNumber(alpha))") }
        if isHidden { parts.append("hidden = YES") }
        if let controller { parts.append("viewController = <\(controller): \(controllerClass ?? "UIViewController")>") }
        return "<\(className); " + parts.joined(separator: "; ") + ">"
    }

    /// Frames print as UIKit prints them: `(x y; width height)`.
    public static func text(_ r: CGRect) -> String {
        let n = LifecycleEvent.formatNumber
        return "(\(n(Double(r.minX))) \(n(Double(r.minY))); \(n(Double(r.width))) \(n(Double(r.height))))"
    }

    /// Levels drawn as `   | ` bars; a deeper line gets the bars of this many levels and its depth in
    /// brackets (`   | … [depth 300] <UIView; …>`), so the text grows with the number of views, not with
    /// the square of the depth (an 8,192-deep chain printed 336 MB of bars). Real screens are far shallower.
    public static let indentedLevels = 48

    private func appendDescription(to out: inout String, depth: Int) {
        out += String(repeating: "   | ", count: min(depth, Self.indentedLevels))
        if depth > Self.indentedLevels { out += "[depth \(depth)] " }
        out += summary + "\n"
        for child in children { DeepWalk.descend { child.appendDescription(to: &out, depth: depth + 1) } }
    }

    /// The node at `path` (child indexes from this one), if any.
    public func node(at path: [Int]) -> ViewTreeNode? {
        var node = self
        for i in path {
            guard node.children.indices.contains(i) else { return nil }
            node = node.children[i]
        }
        return node
    }
}

extension UIView {
    /// This view and every view below it, as a `ViewTreeNode` (the model's values, not the presentation's).
    public func viewTree() -> ViewTreeNode {
        let t = transform
        return ViewTreeNode(
            className: String(describing: type(of: self)),
            controller: owningViewController?.debugName,
            controllerClass: owningViewController.map { String(describing: type(of: $0)) },
            frame: frame, bounds: bounds,
            transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) },
            alpha: Double(alpha), isHidden: isHidden,
            constraints: constraintsNamingSelf().map(\.description),
            children: subviews.map { s in DeepWalk.descend { s.viewTree() } }
        )
    }

    /// `viewTree().recursiveDescription`: UIKit's `recursiveDescription` without addresses.
    public func recursiveDescription() -> String { viewTree().recursiveDescription }

    /// The active constraints installed on this view or an ancestor whose first or second item is this
    /// view (what Xcode's view debugger lists for a selected view).
    private func constraintsNamingSelf() -> [NSLayoutConstraint] {
        guard autoLayout != nil else { return [] }
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let h = holder {
            found += h.constraints.filter { $0.isActive && ($0.firstItem === self || $0.secondItem === self) }
            holder = h.superview
        }
        return found
    }
}
