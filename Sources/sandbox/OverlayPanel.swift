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
    private var rows: [EventRow] = []
    private var events: [LifecycleEvent] = []
    private var colours: [String: UIColor] = [:]
    static let palette: [UIColor] = [.systemTeal, .systemOrange, .systemGreen, .systemPink, .systemYellow,
                                     UIColor(rgb: 0x9FA8FF), UIColor(rgb: 0xC38BFF), UIColor(rgb: 0x7FDBCA)]
    static let rowHeight: CGFloat = 17
    private static let headerHeight: CGFloat = 104

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
        let items: [(String, String)] = [("Slow (S)", "s"), ("Pause (Space)", "Space"), ("Step (N)", "n"),
                                         ("Clear (C)", "c"), ("Record (R)", "r"), ("Memory warning (M)", "m")]
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
        }
    }

    var status: String {
        get { statusLabel.text ?? "" }
        set { statusLabel.text = newValue }
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
        var x: CGFloat = 16
        for c in controls {
            let w = (c.sizeThatFits(.zero).width + 20).rounded()
            c.frame = CGRect(x: x, y: 50, width: w, height: 32)
            x += w + 8
        }
        let count = max(0, Int((b.height - Self.headerHeight - 8) / Self.rowHeight))
        while rows.count < count { let r = EventRow(); rows.append(r); addSubview(r) }
        while rows.count > count { rows.removeLast().removeFromSuperview() }
        for (i, r) in rows.enumerated() {
            r.frame = CGRect(x: 16, y: Self.headerHeight + CGFloat(i) * Self.rowHeight, width: b.width - 32, height: Self.rowHeight)
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
    private let meta = UILabel(), call = UILabel(), cause = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for l in [meta, call, cause] {
            l.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
            addSubview(l)
        }
        meta.textColor = UIColor(rgb: 0x9AA0A6)
        cause.textColor = UIColor(rgb: 0x9AA0A6)
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
