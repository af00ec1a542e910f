import Foundation
import SandboxKit

/// Makes a scenario visible in a window's device screen when the window asks for it
/// (`SANDBOX_TINT`, the window's palette as comma-separated RRGGBB hex colours): the window's recipes
/// are scenarios whose controllers have plain, transparent views. Each controller, in the order its
/// view first loads, takes the next colour of the palette (the window's overlay gives it the same one,
/// counting `viewDidLoad` events the same way); its view gets that colour, translucent (so a child's
/// view over its parent's shows both), and a chip with the controller's name, one line lower for each
/// controller, so every name stays readable. Only the views' look changes: no frame moves and no
/// controller's view is added anywhere, so the events are the scenario's own.
@MainActor
final class ScenarioTint {
    private let palette: [UIColor]
    private var subscription: LifecycleSubscription?
    /// The controllers in the order their views first loaded (a reloaded view keeps its line and colour).
    private var names: [String] = []

    /// Nil unless `specification` names at least one colour.
    init?(specification: String, events: LifecycleEventStream) {
        palette = specification.split(separator: ",").compactMap { UInt32($0.trimmingCharacters(in: .whitespaces), radix: 16) }
            .map { UIColor(rgb: $0) }
        guard !palette.isEmpty else { return nil }
        subscription = events.subscribe { [weak self] e in
            guard e.method == .viewDidLoad, let name = e.controller, let view = e.subject?.viewIfLoaded else { return }
            self?.tint(view, name: name)
        }
    }

    /// Freed on the main actor, where the device runs (a deinit runs outside any actor; `MainActorLoan`).
    deinit { MainActorLoan.run { stopTinting() } }

    private func stopTinting() { subscription?.cancel() }

    private func tint(_ view: UIView, name: String) {
        let line = names.firstIndex(of: name) ?? { names.append(name); return names.count - 1 }()
        let colour = palette[line % palette.count]
        view.backgroundColor = colour.withAlphaComponent(0.3)
        // A chip in the controller's colour with dark text: readable over any mix of tints.
        let label = UILabel()
        label.text = name
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = UIColor(rgb: 0x202124)
        label.textAlignment = .center
        label.backgroundColor = colour
        label.layer.cornerRadius = 8
        label.clipsToBounds = true
        let width = (label.sizeThatFits(.zero).width + 20).rounded()
        label.frame = CGRect(x: 16 + CGFloat(line) * 12, y: 16 + CGFloat(line) * 38, width: width, height: 32)
        view.addSubview(label)
    }
}
