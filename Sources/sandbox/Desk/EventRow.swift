import Foundation
import SandboxKit

/// One line of the overlay's event list: time and frame, the call as in the canonical trace in the
/// controller's colour, and the cause. The checker's findings, warnings and violations are red; so is an
/// event a finding flags, with the rule in front of its cause.
final class EventRow: UIView {
    private let meta = OverlayPanel.monoLabel(EventRow.grey), call = OverlayPanel.monoLabel(.white),
                cause = OverlayPanel.monoLabel(EventRow.grey)
    static let grey = UIColor(rgb: 0x9AA0A6)
    static let pink = UIColor(rgb: 0xF28B82)

    /// The row's background: none, hovered or selected.
    enum Highlight { case none, hovered, selected }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 3
        for l in [meta, call, cause] { addSubview(l) }
    }

    override func layoutSubviews() {
        let b = bounds
        meta.frame = CGRect(x: 4, y: 0, width: 118, height: b.height)
        call.frame = CGRect(x: 126, y: 0, width: min(466, max(0, b.width - 126)), height: b.height)
        cause.frame = CGRect(x: 600, y: 0, width: max(0, b.width - 600), height: b.height)
    }

    /// Shows `event` (nil: an empty line); `findings` are the checker's findings that flag it.
    func show(_ event: LifecycleEvent?, findings: [LifecycleEvent], highlight: Highlight, colour: (String) -> UIColor) {
        switch highlight {
        case .none: backgroundColor = nil
        case .hovered: backgroundColor = UIColor(rgb: 0x3A3C41)
        case .selected: backgroundColor = UIColor(rgb: 0x34465E)
        }
        guard let e = event else { meta.text = nil; call.text = nil; cause.text = nil; return }
        meta.text = String(format: "%7.3f f%-5d", e.time, e.frame)
        if e.method.isFlag {
            call.text = [e.rule.map { "[\($0)]" }, e.message].compactMap { $0 }.joined(separator: " ")
            call.textColor = .systemRed
            cause.text = e.fix.map { "fix: \($0)" } ?? findings.first?.fix.map { "fix: \($0)" }
            cause.textColor = Self.pink
        } else if let finding = findings.first {
            call.text = e.callText
            call.textColor = .systemRed
            cause.text = "⚠ \(finding.rule?.rawValue ?? "?") · " + (e.cause?.description ?? "")
            cause.textColor = Self.pink
        } else {
            call.text = e.callText
            call.textColor = e.controller.map(colour) ?? .white
            cause.text = e.cause?.description
            cause.textColor = Self.grey
        }
    }
}

extension LifecycleEvent {
    /// The call as the canonical trace writes it; for events that are not trace lines (`loadView`, the
    /// root view's window moves) the same spelling built from the method name.
    var callText: String { traceLine ?? "\(controller ?? "?").\(method.rawValue)" }
}

extension LifecycleMethod {
    /// The red lines of the list: the checker's findings and UIKit's own warnings and violations.
    var isFlag: Bool { self == .finding || self == .violation || self == .warning }
}
