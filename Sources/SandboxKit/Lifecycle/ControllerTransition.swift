import Foundation

/// A running `transition(from:to:…)` of a container (rule R5): what its end must do, and whether it has
/// done it. The end (step 6) runs exactly once: when the visual ends, or at once when the container starts
/// another transition (`finishNow`), so nothing is ever left half-added.
@MainActor
final class ControllerTransition {
    weak var container: UIViewController?
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    /// The appearance callbacks run (the container was on screen when the transition began).
    let drivesAppearance: Bool
    private let completion: ((Bool) -> Void)?
    /// Ends the visual early (the view-level transition's `finish()`), when there is one.
    var finishVisual: (() -> Void)?
    private(set) var isFinished = false

    init(container: UIViewController, from: UIViewController, to: UIViewController, animated: Bool,
         drivesAppearance: Bool, completion: ((Bool) -> Void)?) {
        self.container = container
        self.from = from
        self.to = to
        self.animated = animated
        self.drivesAppearance = drivesAppearance
        self.completion = completion
    }

    var controllerArgs: [LifecycleEvent.Argument] {
        [.controller("from", from), .controller("to", to)]
    }

    /// R5 step 6, first half: `from`'s view has just been removed; the `did` calls.
    func fromViewRemoved() {
        guard drivesAppearance else { return }
        if from.appearanceState == .disappearing {
            LifecycleRules.appearance(from, .viewDidDisappear, animated: animated, cause: .transition)
        }
        if to.appearanceState == .appearing {
            LifecycleRules.appearance(to, .viewDidAppear, animated: animated, cause: .transition)
        }
    }

    /// R5 step 6, second half: the completion, recorded then called.
    func complete(_ finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        if let container, container.activeTransition === self { container.activeTransition = nil }
        if let container {
            LifecycleRules.emit(container, .transitionCompletion,
                                args: controllerArgs + [.init("finished", .bool(finished))], cause: .transition)
        }
        completion?(finished)
    }

    /// Ends the transition at once (a second transition on the same container is starting): the visual
    /// jumps to its end and step 6 runs now, with `finished` true.
    func finishNow() {
        guard !isFinished else { return }
        if let finishVisual {
            finishVisual()
        } else {
            from.viewIfLoaded?.removeFromSuperview()
            fromViewRemoved()
            complete(true)
        }
    }
}
