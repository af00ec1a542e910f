import Foundation
import SandboxKit

/// The overlay's controller table: one row per live controller of the device application, in tree
/// order (each window's root first, then its children and presented controllers depth-first, then
/// controllers outside any tree in creation order), so the name column indented by `depth` is also the
/// controller tree.
struct ControllerRow: Equatable {
    var name: String
    var depth: Int
    var state: AppearanceState
    var parent: String?
    var isViewLoaded: Bool
    var isInWindow: Bool

    init(_ c: UIViewController, depth: Int) {
        name = c.debugName
        self.depth = depth
        state = c.appearanceState
        parent = c.parent?.debugName
        isViewLoaded = c.isViewLoaded
        isInWindow = c.viewIfLoaded?.window != nil
    }

    /// The row as the overlay prints it after the name: state, parent, loaded and in-window flags.
    var columns: String {
        let flag = { (b: Bool) in b ? "yes" : "no" }
        return Self.columns(state.rawValue, parent ?? "—", flag(isViewLoaded), flag(isInWindow))
    }

    /// The column titles, aligned with `columns`.
    static let columnsHeader = columns("state", "parent", "loaded", "in window")

    private static func columns(_ state: String, _ parent: String, _ loaded: String, _ inWindow: String) -> String {
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
        return pad(state, 13) + pad(parent, 12) + pad(loaded, 8) + inWindow
    }

    /// The rows for every live controller of `app`.
    static func rows(of app: UIApplication) -> [ControllerRow] {
        var rows: [ControllerRow] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ c: UIViewController, _ depth: Int) {
            guard seen.insert(ObjectIdentifier(c)).inserted else { return }
            rows.append(ControllerRow(c, depth: depth))
            for child in c.children { visit(child, depth + 1) }
            if let presented = c.presentedViewController { visit(presented, depth + 1) }
        }
        for window in app.windows { if let root = window.rootViewController { visit(root, 0) } }
        for c in app.liveViewControllers { visit(c, 0) }
        return rows
    }
}
