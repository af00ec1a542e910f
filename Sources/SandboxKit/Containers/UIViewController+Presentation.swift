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

    /// The presentation controller of this controller's presentations (made on first use, so that its
    /// delegate can be set before presenting).
    public var presentationController: UIPresentationController? {
        let popover = modalPresentationStyle == .popover
        if let pc = containerState.presentationController, !popover || pc is UIPopoverPresentationController { return pc }
        // A popover's controller is made once the style is `.popover`, keeping a delegate set before.
        let pc = popover ? UIPopoverPresentationController(presentedViewController: self)
            : UIPresentationController(presentedViewController: self)
        pc.delegate = containerState.presentationController?.delegate
        containerState.presentationController = pc
        return pc
    }

    /// The popover's presentation controller, when this controller is presented as a popover
    /// (`modalPresentationStyle = .popover`); nil otherwise, as in UIKit.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// Supplies a custom animator for this controller's presentation and dismissal (R12); weak, as UIKit's.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { containerState.transitioningDelegate }
        set { containerState.transitioningDelegate = newValue }
    }

    /// A page sheet that is modal in presentation cannot be swiped down.
    public var isModalInPresentation: Bool {
        get { containerState.isModalInPresentation }
        set { containerState.isModalInPresentation = newValue }
    }

    /// Whether this controller's view is the one covered when a controller inside it presents with a
    /// context style (`.currentContext`, `.overCurrentContext`) (R12).
    public var definesPresentationContext: Bool {
        get { containerState.definesPresentationContext }
        set { containerState.definesPresentationContext = newValue }
    }

    /// The outermost ancestor: it presents every style but the context ones (its view fills the window).
    var presentationContext: UIViewController {
        var c = self
        for _ in 0..<LifecycleRules.maxChainLength {
            guard let p = c.parent else { break }
            c = p
        }
        return c
    }

    /// R12: who presents `style` for this controller. The context styles go to the nearest of this
    /// controller and its ancestors that defines the presentation context, else (as every other style) to
    /// the outermost ancestor (Apple's documentation of `definesPresentationContext`).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.coversContextOnly {
            var c: UIViewController? = self
            for _ in 0..<LifecycleRules.maxChainLength {
                guard let cur = c else { break }
                if cur.definesPresentationContext { return cur }
                c = cur.parent
            }
        }
        return presentationContext
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

    /// The controller presented by this one or by the nearest of its ancestors that presents one.
    public var presentedViewController: UIViewController? { nearest { $0.containerState.presented } }

    /// The controller that presented this one or the nearest of its ancestors that was presented.
    public var presentingViewController: UIViewController? { nearest { $0.containerState.presenting } }

    private func nearest(_ link: (UIViewController) -> UIViewController?) -> UIViewController? {
        var c: UIViewController? = self
        for _ in 0..<LifecycleRules.maxChainLength {
            guard let cur = c else { break }
            if let found = link(cur) { return found }
            c = cur.parent
        }
        return nil
    }

    /// True while a presentation, a dismissal or a drag of a card runs anywhere in the tree of
    /// controllers and presentations this controller belongs to (UIKit runs one presentation transition
    /// at a time).
    var presentationChainIsRunning: Bool {
        var top = self
        for _ in 0..<LifecycleRules.maxChainLength {
            guard let up = top.parent ?? top.containerState.presenting else { break }
            top = up
        }
        return top.presentationRunsInTree()
    }

    private func presentationRunsInTree() -> Bool {
        if containerState.presentation?.isRunning == true { return true }
        if containerState.presented?.presentationRunsInTree() == true { return true }
        return children.contains { $0.presentationRunsInTree() }
    }

    /// Presents `viewControllerToPresent` from this controller's presentation context. Refused with
    /// UIKit's message (nothing changes, the completion is not called) when it is this controller or is
    /// already presented or contained, when the context already presents one, is not in a window, or
    /// while a presentation or dismissal runs in its chain (the context's own, or the one presenting or
    /// dismissing the context: UIKit logs "… while a presentation is in progress!" for both).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let b = viewControllerToPresent
        let p = presentationContext(for: b.modalPresentationStyle)
        if b === self || b === p {
            return LifecycleRules.violation(self, .presentSelf, "Application tried to present modal view controller on itself. Presenting controller is \(self).")
        }
        if let other = b.containerState.presenting {
            return LifecycleRules.violation(self, .presentAlreadyPresented, "Application tried to present modally a view controller \(b) that is already being presented by \(other).", concerns: [b, other])
        }
        if let parent = b.parent {
            return LifecycleRules.violation(self, .presentChild, "Application tried to present modally a view controller \(b) that has a parent view controller \(parent).", concerns: [b, parent])
        }
        // A controller that presents one, is up the chain that leads to this context, or is a window's
        // root is active: presenting it would make the chain a cycle (UIKit raises).
        if b.containerState.presented != nil || p.presentationChain.contains(where: { $0 === b })
            || (b.viewIfLoaded?.window.map { $0.rootViewController === b } ?? false) {
            return LifecycleRules.violation(self, .presentActive, "Application tried to present modally an active controller \(b).", concerns: [b])
        }
        let on = "Attempt to present \(b) on \(p)" + (p === self ? "" : " (from \(self))")
        if p.presentationChainIsRunning {
            return LifecycleRules.warning(self, .presentDuringTransition, "\(on) while a presentation is in progress!", cause: .present)
        }
        if let current = p.containerState.presented {
            return LifecycleRules.warning(self, .presentWhilePresenting, "\(on) which is already presenting \(current).", cause: .present)
        }
        guard let window = p.viewIfLoaded?.window else {
            return LifecycleRules.warning(self, .presentOutsideWindow, "\(on) whose view is not in the window hierarchy.", cause: .present)
        }
        let presentation = ModalPresentation(presenter: p, presented: b, window: window)
        presentation.source = self
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
        let presenter: UIViewController
        if let host = nearest({ $0.containerState.presented != nil ? $0 : nil }) {
            presenter = host
        } else if let p = presentingViewController {
            presenter = p
        } else {
            return
        }
        guard presenter.containerState.presentation != nil else { return }
        if presenter.presentationChainIsRunning {
            return LifecycleRules.warning(self, .dismissDuringTransition, "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!", cause: .dismiss)
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
