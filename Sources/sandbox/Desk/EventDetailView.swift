import Foundation
import SandboxKit

/// The box under the overlay's event list with the details of the hovered or selected event: its
/// number, frame, time, state and scenario line, the full canonical trace line, the cause with its
/// rule, and for a flagged event each finding's rule, message and fix.
final class EventDetailView: UIView {
    private let meta = EventDetailView.wrappingLabel(EventRow.grey)
    private let call = EventDetailView.wrappingLabel(.white)
    private let cause = EventDetailView.wrappingLabel(UIColor(rgb: 0xBDC1C6))
    private let finding = EventDetailView.wrappingLabel(.systemRed)
    private let fix = EventDetailView.wrappingLabel(EventRow.pink)
    static let placeholder = "Hover over or click an event for its details."

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x202124)
        layer.cornerRadius = 6
        layer.borderWidth = 1
        layer.borderColor = UIColor(rgb: 0x5F6368).cgColor
        clipsToBounds = true
        for l in [meta, call, cause, finding, fix] { addSubview(l) }
        show(nil, findings: [], colour: { _ in .white })
    }

    private static func wrappingLabel(_ colour: UIColor) -> UILabel {
        let l = OverlayPanel.monoLabel(colour)
        l.numberOfLines = 0
        return l
    }

    /// The texts shown, top to bottom (empty parts left out), for tests and the accessibility of the box.
    var lines: [String] { [meta, call, cause, finding, fix].compactMap { $0.text }.filter { !$0.isEmpty } }

    func show(_ event: LifecycleEvent?, findings: [LifecycleEvent], colour: (String) -> UIColor) {
        guard let e = event else {
            set(meta: Self.placeholder, call: nil, cause: nil, finding: nil, fix: nil)
            return
        }
        var facts = ["#\(e.seq)", "frame \(e.frame)", String(format: "%.3f s", e.time)]
        if let state = e.state { facts.append("state \(state.rawValue)") }
        if let line = e.line { facts.append("scenario line \(line)") }
        let flags = e.method == .finding ? [e] : findings
        let findingText = flags.map { "⚠ \($0.rule?.rawValue ?? "?"): \($0.message ?? "")" }.joined(separator: "\n")
        let fixText = flags.compactMap { $0.fix.map { "fix: \($0)" } }.joined(separator: "\n")
        if e.method == .finding {
            set(meta: facts.joined(separator: " · "), call: "finding of the checker on \(e.controller ?? "?")",
                cause: e.cause.map { "cause: \($0)" }, finding: findingText, fix: fixText)
            call.textColor = .systemRed
        } else {
            set(meta: facts.joined(separator: " · "), call: e.callText,
                cause: "cause: " + (e.cause?.description ?? "none given"), finding: findingText, fix: fixText)
            call.textColor = e.method.isFlag || !flags.isEmpty ? .systemRed : (e.controller.map(colour) ?? .white)
        }
    }

    private func set(meta m: String?, call c: String?, cause k: String?, finding f: String?, fix x: String?) {
        meta.text = m; call.text = c; cause.text = k; finding.text = f; fix.text = x
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let w = max(0, bounds.width - 16)
        var y: CGFloat = 6
        for l in [meta, call, cause, finding, fix] {
            let h = (l.text ?? "").isEmpty ? 0 : l.sizeThatFits(CGSize(width: w, height: 0)).height
            l.frame = CGRect(x: 8, y: y, width: w, height: min(h, max(0, bounds.height - y)))
            y += h
        }
    }
}
