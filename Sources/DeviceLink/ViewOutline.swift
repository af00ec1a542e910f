import Foundation
import SandboxKit

/// The view inspector's outline on the device screen: a bordered, see-through view on top of the
/// window's subviews, around the view selected in the overlay's tree. It is the inspector's, not the
/// app's, so `tree(of:)` leaves it out of the tree it shows, and it takes no touches.
@MainActor
public final class ViewOutline {
    private let view = UIView()

    public init() {
        view.isUserInteractionEnabled = false
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor(rgb: 0xFF2D55).cgColor
        view.backgroundColor = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 0.12)
    }

    /// Outlines `rect` (window coordinates) in `window`, or removes the outline when nil.
    public func show(_ rect: CGRect?, in window: UIWindow) {
        guard let rect else { view.removeFromSuperview(); return }
        view.frame = rect
        if view.superview !== window || window.subviews.last !== view { window.addSubview(view) }
    }

    /// The window's view tree without the outline, at most `maxNodes` views (deeper ones are left out
    /// past that, so the tree fits one message of the control socket).
    public func tree(of window: UIWindow, maxNodes: Int = 1500) -> ViewTreeNode {
        var node = window.viewTree()
        if let i = window.subviews.firstIndex(where: { $0 === view }), node.children.indices.contains(i) {
            node.children.remove(at: i)
        }
        var budget = maxNodes
        return Self.pruned(node, budget: &budget)
    }

    private static func pruned(_ node: ViewTreeNode, budget: inout Int) -> ViewTreeNode {
        budget -= 1
        var copy = node
        copy.children = []
        for child in node.children where budget > 0 { copy.children.append(pruned(child, budget: &budget)) }
        return copy
    }
}
