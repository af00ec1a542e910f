import Foundation

// Modal presentation (rule R7): `present` and `dismiss`, the two links, and the styles.
extension UIViewController {
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { containerState.modalPresentationStyle }
        set { containerState.modalPresentationStyle = newValue }
    }

    public var modalTransitionStyle: UIModalTransitionStyle {
        get { containerState.modalTransitionStyle }
        set { containerState.modalTransitionStyle = newValue }
    }

    /// A page sheet that is modal in presentation cannot be swiped down.
    public var isModalInPresentation: Bool {
        get { containerState.isModalInPresentation }
        set { containerState.isModalInPresentation = newValue }
    }

    /// The controller that presents: the outermost ancestor (presentations go through the controller whose
    /// view fills the window, as UIKit's default presentation context does).
    var presentationContext: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// The controller presented by this one or by its presentation context.
    public var presentedViewController: UIViewController? { presentationContext.containerState.presented }

    /// The controller that presented this one (or its outermost ancestor).
    public var presentingViewController: UIViewController? { presentationContext.containerState.presenting }

    /// True while a presentation, a dismissal or a drag of a card runs anywhere in the chain of
    /// presentations this controller belongs to (UIKit runs one presentation transition at a time).
    var presentationChainIsRunning: Bool {
        var root = presentationContext
        while let up = root.containerState.presenting { root = up }
        var c: UIViewController? = root
        while let cur = c {
            if cur.containerState.presentation?.isRunning == true { return true }
            c = cur.containerState.presented
        }
        return false
    }

    /// Presents `viewControllerToPresent` from this controller's presentation context. Refused with
    /// UIKit's message (nothing changes, the completion is not called) when it is this controller or is
    /// already presented or contained, when the context already presents one, is not in a window, or
    /// while a presentation or dismissal runs in its chain (the context's own, or the one presenting or
    /// dismissing the context: UIKit logs "… while a presentation is in progress!" for both).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let b = viewControllerToPresent
        let p = presentationContext
        if b === self || b === p {
            return LifecycleRules.violation(self, "Application tried to present modal view controller on itself. Presenting controller is \(self).", rule: "R7")
        }
        if let other = b.containerState.presenting {
            return LifecycleRules.violation(self, "Application tried to present modally a view controller \(b) that is already being presented by \(other).", rule: "R7")
        }
        if let parent = b.parent {
            return LifecycleRules.violation(self, "Application tried to present modally a view controller \(b) that has a parent view controller \(parent).", rule: "R7")
        }
        let on = "Attempt to present \(b) on \(p)" + (p === self ? "" : " (from \(self))")
        if p.presentationChainIsRunning {
            return LifecycleRules.warning(self, "\(on) while a presentation is in progress!", cause: .present)
        }
        if let current = p.containerState.presented {
            return LifecycleRules.warning(self, "\(on) which is already presenting \(current).", cause: .present)
        }
        guard let window = p.viewIfLoaded?.window else {
            return LifecycleRules.warning(self, "\(on) whose view is not in the window hierarchy.", cause: .present)
        }
        let presentation = ModalPresentation(presenter: p, presented: b, window: window)
        p.containerState.presented = b
        b.containerState.presenting = p
        p.containerState.presentation = presentation
        presentation.present(animated: flag, completion: completion)
    }

    /// Dismisses what this controller's context presents or, if it presents nothing, this controller's
    /// own presentation (R12). Called low in a chain of presented controllers, it dismisses the one this
    /// context presents and every one above it: only the top-most is animated, with its own transition
    /// style; the ones between are removed without animation (Apple's documentation of
    /// `dismiss(animated:completion:)`). Ignored with UIKit's log (the completion is not called) while a
    /// presentation or dismissal runs in the chain.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let presenter: UIViewController
        if context.containerState.presented != nil {
            presenter = context
        } else if let p = context.containerState.presenting {
            presenter = p
        } else {
            return
        }
        guard presenter.containerState.presentation != nil else { return }
        if presenter.presentationChainIsRunning {
            return LifecycleRules.warning(self, "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!", cause: .dismiss)
        }
        // The chain from this presentation up to the top-most one, bottom first.
        var chain: [ModalPresentation] = []
        var c: UIViewController? = presenter
        while let cur = c, let m = cur.containerState.presentation, !chain.contains(where: { $0 === m }) {
            chain.append(m)
            c = m.presented
        }
        guard let top = chain.last else { return }
        top.dismiss(animated: flag, completion: completion, removing: Array(chain.dropLast()))
    }
}
