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
        for _ in 0..<LifecycleRules.maxChainLength {
            guard let p = c.parent else { break }
            c = p
        }
        return c
    }

    /// The context this one's presentation chain starts from: up the `presenting` links.
    var presentationChainRoot: UIViewController {
        var root = presentationContext
        for _ in 0..<LifecycleRules.maxChainLength {
            guard let up = root.containerState.presenting else { break }
            root = up
        }
        return root
    }

    /// The controllers of the chain of presentations this one belongs to, from its root down.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var c: UIViewController? = presentationChainRoot
        while let cur = c, chain.count < LifecycleRules.maxChainLength {
            chain.append(cur)
            c = cur.containerState.presented
        }
        return chain
    }

    /// The controller presented by this one or by its presentation context.
    public var presentedViewController: UIViewController? { presentationContext.containerState.presented }

    /// The controller that presented this one (or its outermost ancestor).
    public var presentingViewController: UIViewController? { presentationContext.containerState.presenting }

    /// True while a presentation, a dismissal or a drag of a card runs anywhere in the chain of
    /// presentations this controller belongs to (UIKit runs one presentation transition at a time).
    var presentationChainIsRunning: Bool {
        presentationChain.contains { $0.containerState.presentation?.isRunning == true }
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
        // A controller that presents one, is up the chain that leads to this context, or is a window's
        // root is active: presenting it would make the chain a cycle (UIKit raises).
        if b.containerState.presented != nil || p.presentationChain.contains(where: { $0 === b })
            || (b.viewIfLoaded?.window.map { $0.rootViewController === b } ?? false) {
            return LifecycleRules.violation(self, "Application tried to present modally an active controller \(b).", rule: "R7")
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
    /// own presentation. Anything presented on top of that goes first, without animation. Ignored with
    /// UIKit's log (the completion is not called) while a presentation or dismissal runs in the chain.
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
        guard let presentation = presenter.containerState.presentation else { return }
        if presenter.presentationChainIsRunning {
            return LifecycleRules.warning(self, "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!", cause: .dismiss)
        }
        if let b = presenter.containerState.presented, b.containerState.presented != nil {
            b.dismiss(animated: false)
        }
        presentation.dismiss(animated: flag, completion: completion)
    }
}
