import Foundation
import SandboxKit

/// Makes a recipe visible in the device screen. The scenarios' controllers have plain, transparent
/// views, so each view, once loaded, takes its controller's colour from the overlay (translucent, so a
/// child's view over its parent's shows both) and a label with the controller's name, one line lower
/// for each controller of the recipe, so every name stays readable. Only the views' look changes: no
/// frame moves and no controller's view is added anywhere, so the events are the scenario's own.
final class RecipeTint {
    private var subscription: LifecycleSubscription?
    /// The recipe's controllers in the order their views first loaded (a reloaded view keeps its line).
    private var names: [String] = []

    init(events: LifecycleEventStream, colour: @escaping (String) -> UIColor) {
        subscription = events.subscribe { [weak self] e in
            guard e.method == .viewDidLoad, let name = e.controller, let view = e.subject?.viewIfLoaded else { return }
            self?.tint(view, name: name, colour: colour(name))
        }
    }

    deinit { subscription?.cancel() }

    private func tint(_ view: UIView, name: String, colour: UIColor) {
        let line = names.firstIndex(of: name) ?? { names.append(name); return names.count - 1 }()
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
