import Foundation
import SandboxKit

/// The panel on the right of the device: a status line, the controls, and the live lifecycle event
/// list (newest last; each line has the time, the frame, the call as in the canonical trace in the
/// controller's own colour, and the cause; the checker's findings in red with the rule and the fix).
final class OverlayPanel: UIView {
    /// A control was clicked; the argument is the key it stands for ("s", "Space", …).
    var onControl: ((String) -> Void)?

    private let heading = UILabel()
    private let statusLabel = UILabel()
    private var controls: [UIButton] = []
    /// The demos menu and the picked demo's caption, under the controls (DemoMenu.swift).
    let menu = DemoMenu()
    private var controlKeys: [String] = []
    /// Where the controller table starts: below the controls, which wrap to the panel's width.
    private var headerHeight: CGFloat = 104
    private var rows: [EventRow] = []
    private var events: [LifecycleEvent] = []
    private var colours: [String: UIColor] = [:]
    private let controllerHeader = ControllerRowView()
    private var controllerViews: [ControllerRowView] = []
    /// What the controller table shows, one row per live controller of the device application.
    private(set) var controllerRows: [ControllerRow] = []
    /// The controller table shows at most this many rows, so the event list keeps its room.
    static let maxControllerRows = 14
    static let palette: [UIColor] = [.systemTeal, .systemOrange, .systemGreen, .systemPink, .systemYellow,
                                     UIColor(rgb: 0x9FA8FF), UIColor(rgb: 0xC38BFF), UIColor(rgb: 0x7FDBCA)]
    static let rowHeight: CGFloat = 17

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x2B2C30)
        layer.cornerRadius = 10
        clipsToBounds = true
        heading.text = "Lifecycle events"
        heading.font = .boldSystemFont(ofSize: 18)
        heading.textColor = .white
        addSubview(heading)
        statusLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        statusLabel.textColor = UIColor(rgb: 0xBDC1C6)
        statusLabel.textAlignment = .right
        addSubview(statusLabel)
        addSubview(menu)
        controllerHeader.showHeader()
        addSubview(controllerHeader)
        let items: [(String, String)] = [("Slow (S)", "s"), ("Pause (Space)", "Space"), ("Step (N)", "n"),
                                         ("Clear (C)", "c"), ("Record (R)", "r"), ("Trace (T)", "t"), ("Memory warning (M)", "m"),
                                         ("Effect: per tab (E)", "e"), ("Duration: 1 s (D)", "d")]
        for (title, key) in items {
            let b = UIButton(type: .system, primaryAction: UIAction(title: title) { [unowned self] _ in
                self.onControl?(key)
            })
            b.titleLabel?.font = .systemFont(ofSize: 13)
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .highlighted)
            b.backgroundColor = UIColor(rgb: 0x3C4043)
            b.layer.cornerRadius = 6
            addSubview(b)
            controls.append(b)
            controlKeys.append(key)
        }
    }

    var status: String {
        get { statusLabel.text ?? "" }
        set { statusLabel.text = newValue }
    }

    /// The title of the control for `key` (the effect and duration controls show their current value).
    func controlTitle(forKey key: String) -> String? {
        controlKeys.firstIndex(of: key).flatMap { controls[$0].title(for: .normal) }
    }

    func setControlTitle(_ title: String, forKey key: String) {
        guard let i = controlKeys.firstIndex(of: key), controls[i].title(for: .normal) != title else { return }
        controls[i].setTitle(title, for: .normal)
        setNeedsLayout()
    }

    /// A monospaced label in the overlay's style.
    static func monoLabel(_ colour: UIColor) -> UILabel {
        let l = UILabel()
        l.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        l.textColor = colour
        return l
    }

    /// Shows `rows` in the controller table (redraws only when something changed).
    func updateControllers(_ rows: [ControllerRow]) {
        guard rows != controllerRows else { return }
        let relayout = rows.count != controllerRows.count
        controllerRows = rows
        if relayout { setNeedsLayout() } else { refreshControllers() }
    }

    private func refreshControllers() {
        for (i, v) in controllerViews.enumerated() {
            v.show(i < controllerRows.count ? controllerRows[i] : nil, panel: self)
        }
    }

    func append(_ event: LifecycleEvent) {
        events.append(event)
        if events.count > 2000 { events.removeFirst(events.count - 2000) }
        refreshRows()
    }

    func clear() {
        events.removeAll()
        refreshRows()
    }

    /// The controller's colour: assigned from the palette in order of first appearance.
    func colour(for controller: String) -> UIColor {
        if let c = colours[controller] { return c }
        let c = Self.palette[colours.count % Self.palette.count]
        colours[controller] = c
        return c
    }

    override func layoutSubviews() {
        let b = bounds
        heading.frame = CGRect(x: 16, y: 12, width: 220, height: 26)
        statusLabel.frame = CGRect(x: 240, y: 14, width: max(0, b.width - 256), height: 22)
        var x: CGFloat = 16, y: CGFloat = 50
        for c in controls {
            let w = (c.sizeThatFits(.zero).width + 20).rounded()
            if x > 16 && x + w > b.width - 16 { x = 16; y += 40 }
            c.frame = CGRect(x: x, y: y, width: w, height: 32)
            x += w + 8
        }
        menu.frame = CGRect(x: 16, y: y + 44, width: b.width - 32, height: menu.layOut(width: b.width - 32))
        headerHeight = menu.frame.maxY + 14
        // The controller table (its name column indented as the tree), then the event list below it.
        controllerHeader.frame = CGRect(x: 16, y: headerHeight, width: b.width - 32, height: Self.rowHeight)
        let tableCount = min(controllerRows.count, Self.maxControllerRows)
        while controllerViews.count < tableCount { let v = ControllerRowView(); controllerViews.append(v); addSubview(v) }
        while controllerViews.count > tableCount { controllerViews.removeLast().removeFromSuperview() }
        for (i, v) in controllerViews.enumerated() {
            v.frame = CGRect(x: 16, y: headerHeight + CGFloat(i + 1) * Self.rowHeight, width: b.width - 32, height: Self.rowHeight)
        }
        refreshControllers()
        let listTop = headerHeight + CGFloat(tableCount + 2) * Self.rowHeight
        let count = max(0, Int((b.height - listTop - 8) / Self.rowHeight))
        while rows.count < count { let r = EventRow(); rows.append(r); addSubview(r) }
        while rows.count > count { rows.removeLast().removeFromSuperview() }
        for (i, r) in rows.enumerated() {
            r.frame = CGRect(x: 16, y: listTop + CGFloat(i) * Self.rowHeight, width: b.width - 32, height: Self.rowHeight)
        }
        refreshRows()
    }

    private func refreshRows() {
        let shown = events.suffix(rows.count)
        let offset = rows.count - shown.count
        for (i, row) in rows.enumerated() {
            row.show(i >= offset ? shown[shown.startIndex + i - offset] : nil, panel: self)
        }
    }
}

/// One line of the event list.
final class EventRow: UIView {
    private let meta = OverlayPanel.monoLabel(UIColor(rgb: 0x9AA0A6)), call = OverlayPanel.monoLabel(.white),
                cause = OverlayPanel.monoLabel(UIColor(rgb: 0x9AA0A6))

    override init(frame: CGRect) {
        super.init(frame: frame)
        for l in [meta, call, cause] { addSubview(l) }
    }

    override func layoutSubviews() {
        let b = bounds
        meta.frame = CGRect(x: 0, y: 0, width: 118, height: b.height)
        call.frame = CGRect(x: 122, y: 0, width: min(470, max(0, b.width - 122)), height: b.height)
        cause.frame = CGRect(x: 600, y: 0, width: max(0, b.width - 600), height: b.height)
    }

    func show(_ event: LifecycleEvent?, panel: OverlayPanel) {
        guard let e = event else { meta.text = nil; call.text = nil; cause.text = nil; return }
        meta.text = String(format: "%7.3f f%-5d", e.time, e.frame)
        switch e.method {
        case .finding, .violation, .warning:
            call.text = [e.rule.map { "[\($0)]" }, e.message].compactMap { $0 }.joined(separator: " ")
            call.textColor = .systemRed
            cause.text = e.fix.map { "fix: \($0)" }
            cause.textColor = UIColor(rgb: 0xF28B82)
        default:
            call.text = e.traceLine ?? "\(e.controller ?? "?").\(e.method.rawValue)"
            call.textColor = e.controller.map { panel.colour(for: $0) } ?? .white
            cause.text = e.cause?.description
            cause.textColor = UIColor(rgb: 0x9AA0A6)
        }
    }
}

/// One line of the controller table: the name in the controller's colour, indented by its depth in
/// the tree, then its state, parent and flags.
final class ControllerRowView: UIView {
    private let name = OverlayPanel.monoLabel(.white), columns = OverlayPanel.monoLabel(UIColor(rgb: 0xE8EAED))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(name)
        addSubview(columns)
    }

    override func layoutSubviews() {
        let b = bounds
        name.frame = CGRect(x: 0, y: 0, width: 168, height: b.height)
        columns.frame = CGRect(x: 172, y: 0, width: max(0, b.width - 172), height: b.height)
    }

    func showHeader() {
        for l in [name, columns] { l.textColor = UIColor(rgb: 0x9AA0A6) }
        name.text = "controller"
        columns.text = ControllerRow.columnsHeader
    }

    func show(_ row: ControllerRow?, panel: OverlayPanel) {
        guard let row else { name.text = nil; columns.text = nil; return }
        name.text = String(repeating: "  ", count: row.depth) + row.name
        name.textColor = panel.colour(for: row.name)
        columns.text = row.columns
    }
}
