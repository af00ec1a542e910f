import Foundation
import SandboxKit

/// The overlay's controller table: one row per live controller of the device application, in tree
/// order (each window's root first, then its children and presented controllers depth-first, then
/// controllers outside any tree in creation order), so the name column indented by `depth` is also the
/// controller tree. The device computes the rows and sends them to the window (`DeviceMessage.controllers`).
public struct ControllerRow: Equatable, Sendable {
    public var name: String
    public var depth: Int
    public var state: AppearanceState
    public var parent: String?
    public var isViewLoaded: Bool
    public var isInWindow: Bool

    public init(name: String, depth: Int, state: AppearanceState, parent: String?, isViewLoaded: Bool, isInWindow: Bool) {
        self.name = name; self.depth = depth; self.state = state; self.parent = parent
        self.isViewLoaded = isViewLoaded; self.isInWindow = isInWindow
    }

    @MainActor public init(_ c: UIViewController, depth: Int) {
        name = c.debugName
        self.depth = depth
        state = c.appearanceState
        parent = c.parent?.debugName
        isViewLoaded = c.isViewLoaded
        isInWindow = c.viewIfLoaded?.window != nil
    }

    /// The row as the overlay prints it after the name: state, parent, loaded and in-window flags.
    public var columns: String {
        let flag = { (b: Bool) in b ? "yes" : "no" }
        return Self.columns(state.rawValue, parent ?? "—", flag(isViewLoaded), flag(isInWindow))
    }

    /// The column titles, aligned with `columns`.
    public static let columnsHeader = columns("state", "parent", "loaded", "in window")

    /// The parent column is as wide as `UINavigationController` and a space, so the flags after it line
    /// up under a container's children as under anything else.
    private static func columns(_ state: String, _ parent: String, _ loaded: String, _ inWindow: String) -> String {
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
        return pad(state, 13) + pad(parent, 24) + pad(loaded, 8) + inWindow
    }

    /// The rows for every live controller of `app`.
    @MainActor public static func rows(of app: UIApplication) -> [ControllerRow] {
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

    /// The row as one line of `DeviceMessage.controllers`: depth, name, state, parent ("" for none) and the
    /// two flags, separated by tabs (names never hold tabs or newlines; any there become spaces).
    var encoded: String {
        func clean(_ s: String) -> String { String(s.map { $0 == "\t" || $0 == "\n" ? " " : $0 }) }
        return [String(depth), clean(name), state.rawValue, clean(parent ?? ""), isViewLoaded ? "1" : "0", isInWindow ? "1" : "0"]
            .joined(separator: "\t")
    }

    init?(encoded line: String) {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 6, let depth = Int(f[0]), depth >= 0, let state = AppearanceState(rawValue: f[2]) else { return nil }
        self.init(name: f[1], depth: depth, state: state, parent: f[3].isEmpty ? nil : f[3],
                  isViewLoaded: f[4] == "1", isInWindow: f[5] == "1")
    }
}
