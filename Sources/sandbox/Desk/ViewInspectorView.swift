import Foundation
import SandboxKit

/// The overlay's view inspector (V): the device's views as a collapsible tree, each root view under
/// the controller that owns it, and below it the selected view's frame, bounds, transform, alpha,
/// hidden and constraints, as Xcode's view debugger shows them.
///
/// - Clicking a row's triangle (or double-clicking the row) collapses or expands it; clicking a row
///   selects it (again: deselects); the window outlines the selected view on the device screen.
/// - The wheel or a drag scrolls the rows.
/// - The tree is a `ViewTreeNode` value: in-process demos give their window's, a device process sends
///   its own on request; a new tree keeps the selection and the collapsed rows by their index path.
final class ViewInspectorView: UIView {
    /// The selection changed: the view's rectangle in window coordinates, or nil.
    var onSelect: ((CGRect?) -> Void)?
    /// The colour of a controller's name (the panel's palette).
    var colour: (String) -> UIColor = { _ in .white }

    private(set) var tree: ViewTreeNode?
    /// Rows collapsed by the user, by index path from the window.
    private(set) var collapsed: Set<[Int]> = []
    private(set) var selectedPath: [Int]?
    /// The first visible row shown at the top (scrolled by the wheel or a drag).
    private(set) var firstRow = 0
    private var lineScroll = LineScroll()
    private var rows: [UILabel] = []
    private let detail = OverlayPanel.monoLabel(UIColor(rgb: 0xE8EAED))
    private let detailBox = UIView()
    static let detailHeight: CGFloat = 150
    static let rowHeight = OverlayPanel.rowHeight
    static let indent: CGFloat = 14

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        detailBox.backgroundColor = UIColor(rgb: 0x202124)
        detailBox.layer.cornerRadius = 6
        detailBox.layer.borderWidth = 1
        detailBox.layer.borderColor = UIColor(rgb: 0x5F6368).cgColor
        detailBox.clipsToBounds = true
        detail.numberOfLines = 0
        detailBox.addSubview(detail)
        addSubview(detailBox)
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] g in
            self.click(at: g.location(in: self))
        })
        let pan = UIPanGestureRecognizer(target: self) { [unowned self] g in self.pan(g as! UIPanGestureRecognizer) }
        pan.allowedScrollTypesMask = .all
        addGestureRecognizer(pan)
    }

    /// Shows `tree` (nil: nothing to show yet). Redraws only when it changed.
    func show(_ tree: ViewTreeNode?) {
        guard tree != self.tree else { return }
        self.tree = tree
        if let p = selectedPath, tree?.node(at: p) == nil { selectedPath = nil; onSelect?(nil) }
        else if selectedPath != nil { onSelect?(selectedRect) }
        refresh()
    }

    /// One visible row: its path, depth and node.
    struct Row: Equatable {
        var path: [Int]
        var node: ViewTreeNode
        var depth: Int { path.count }
    }

    /// The rows shown, in tree order, leaving out what lies under collapsed rows.
    var visibleRows: [Row] {
        guard let tree else { return [] }
        var out: [Row] = []
        func walk(_ node: ViewTreeNode, _ path: [Int]) {
            out.append(Row(path: path, node: node))
            guard !collapsed.contains(path) else { return }
            for (i, child) in node.children.enumerated() { walk(child, path + [i]) }
        }
        walk(tree, [])
        return out
    }

    /// A row's text: the triangle, the class, and the owning controller of a root view.
    static func text(of row: Row, collapsed: Bool) -> String {
        let n = row.node
        let triangle = n.children.isEmpty ? "  " : collapsed ? "▸ " : "▾ "
        var text = String(repeating: "  ", count: row.depth) + triangle + n.className
        if let c = n.controller { text += "  ◂ \(c)" }
        if n.isHidden { text += "  (hidden)" } else if n.alpha == 0 { text += "  (alpha 0)" }
        return text
    }

    /// The selected view's rectangle in window coordinates: each frame is in its superview's bounds.
    var selectedRect: CGRect? {
        guard let tree, let path = selectedPath, var node = tree.node(at: path) else { return nil }
        var origin = CGPoint.zero
        var parent = tree
        for i in path {
            node = parent.children[i]
            origin.x += node.frame.minX - parent.bounds.minX
            origin.y += node.frame.minY - parent.bounds.minY
            parent = node
        }
        return CGRect(origin: origin, size: node.frame.size)
    }

    /// The detail box's lines for the selected view.
    var detailLines: [String] {
        guard let tree, let path = selectedPath, let n = tree.node(at: path) else {
            return ["Click a view for its frame, bounds, transform and constraints."]
        }
        let num = LifecycleEvent.formatNumber
        var lines = [n.className + (n.controller.map { " — root view of \($0) (\(n.controllerClass ?? "UIViewController"))" } ?? "")]
        lines.append("frame \(ViewTreeNode.text(n.frame))  bounds \(ViewTreeNode.text(n.bounds))")
        let t = n.transform
        lines.append("transform " + (t == [1, 0, 0, 1, 0, 0] ? "identity" : "[" + t.map { num($0) }.joined(separator: ", ") + "]")
                     + "  alpha \(num(n.alpha))  hidden \(n.isHidden ? "YES" : "NO")")
        if n.constraints.isEmpty {
            lines.append("no constraints")
        } else {
            lines.append("\(n.constraints.count) constraint\(n.constraints.count == 1 ? "" : "s"):")
            lines += n.constraints.prefix(5).map { "  " + $0 }
            if n.constraints.count > 5 { lines.append("  … \(n.constraints.count - 5) more") }
        }
        return lines
    }

    func toggleCollapsed(_ path: [Int]) {
        if collapsed.remove(path) == nil { collapsed.insert(path) }
        refresh()
    }

    /// Forgets the selection and the collapsed rows: another demo's views are another tree (the old
    /// path pointed at whatever view now sat there).
    func reset() {
        collapsed.removeAll()
        guard selectedPath != nil else { refresh(); return }
        selectedPath = nil
        onSelect?(nil)
        refresh()
    }

    func select(_ path: [Int]?) {
        selectedPath = selectedPath == path ? nil : path
        onSelect?(selectedRect)
        refresh()
    }

    private func click(at p: CGPoint) {
        guard let i = rows.firstIndex(where: { $0.frame.contains(p) }) else { return }
        let visible = visibleRows
        guard firstRow + i < visible.count else { return }
        let row = visible[firstRow + i]
        let triangleEnd = CGFloat(row.depth) * Self.indent + 14
        if !row.node.children.isEmpty && p.x < triangleEnd { toggleCollapsed(row.path) } else { select(row.path) }
    }

    func scroll(by lines: Int) {
        firstRow = max(0, min(firstRow + lines, visibleRows.count - rows.count))
        refresh()
    }

    private func pan(_ g: UIPanGestureRecognizer) {
        let lines = lineScroll.lines(from: g, in: self, rowHeight: Self.rowHeight)
        if lines != 0 { scroll(by: -lines) }
    }

    override func layoutSubviews() {
        let b = bounds
        let detailTop = max(0, b.height - Self.detailHeight)
        detailBox.frame = CGRect(x: 0, y: detailTop, width: b.width, height: b.height - detailTop)
        // Top-aligned: a label centres its text in its frame, so the frame is the text's height.
        let inner = detailBox.bounds.insetBy(dx: 8, dy: 6)
        let textHeight = min(inner.height, detail.sizeThatFits(CGSize(width: inner.width, height: .greatestFiniteMagnitude)).height)
        detail.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: textHeight)
        let count = max(0, Int((detailTop - 4) / Self.rowHeight))
        while rows.count < count { let l = OverlayPanel.monoLabel(.white); rows.append(l); addSubview(l) }
        while rows.count > count { rows.removeLast().removeFromSuperview() }
        for (i, r) in rows.enumerated() {
            r.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: b.width, height: Self.rowHeight)
        }
        refresh()
    }

    private func refresh() {
        let visible = visibleRows
        firstRow = max(0, min(firstRow, visible.count - rows.count))
        for (i, label) in rows.enumerated() {
            guard firstRow + i < visible.count else { label.text = nil; label.backgroundColor = nil; continue }
            let row = visible[firstRow + i]
            label.text = Self.text(of: row, collapsed: collapsed.contains(row.path))
            label.textColor = row.node.controller.map(colour) ?? (row.node.isHidden ? UIColor(rgb: 0x80868B) : UIColor(rgb: 0xE8EAED))
            label.backgroundColor = row.path == selectedPath ? UIColor(rgb: 0x3C4043) : nil
        }
        let text = detailLines.joined(separator: "\n")
        if detail.text != text {
            detail.text = text
            setNeedsLayout()
        }
    }
}
