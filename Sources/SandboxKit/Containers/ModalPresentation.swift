import Foundation

/// One modal presentation, from `present` to the end of its dismissal: the presenter P (the presentation
/// context), the presented B, the style, and the views that show it in P's window.
///
/// Full screen (R7): B loads, `P.viewWillDisappear`, `B.viewWillAppear`, B's view comes in (the
/// transition style), then P's view leaves the window, `B.viewDidAppear`, `P.viewDidDisappear`, the
/// completion. Dismissal: `B.viewWillDisappear`, `P.viewWillAppear` (P's view comes back under B's),
/// B's view goes, `P.viewDidAppear`, `B.viewDidDisappear`, the completion.
/// Page sheet: B's view sits on a card rising from the bottom; P stays on screen, scaled back under a
/// dimming shade, and gets no callbacks. The card can be dragged down: past half its height or on a
/// fast downward flick it dismisses (`B.viewWillDisappear` when the drag begins, `B.viewDidDisappear` at
/// the end), otherwise it slides back (`B.viewWillAppear`, `B.viewDidAppear`).
/// `isBeingPresented` / `isBeingDismissed` hold inside B's callbacks (R8). Not animated, the `did` calls
/// and the completion come on the next turn.
@MainActor
final class ModalPresentation {
    weak var presenter: UIViewController?
    let presented: UIViewController
    let style: UIModalPresentationStyle.Resolved
    let transitionStyle: UIModalTransitionStyle
    private weak var window: UIWindow?
    /// True while a presentation, a dismissal or a drag of the card runs.
    private(set) var isRunning = false
    /// A custom animator (the transitioning delegate's) places the presented view: it decides where the
    /// view rests, so its safe area is measured where it is.
    private var movedByCustomAnimator = false

    /// Where P's view was, to put it back on dismissal (full screen only).
    private weak var presenterSuperview: UIView?
    private var presenterIndex = 0
    /// Page sheet: the card holding B's view, the shade over P, and P's look before it was scaled back.
    private(set) var card: UIView?
    private var shade: UIView?
    private var presenterLook: (transform: CGAffineTransform, cornerRadius: CGFloat, masksToBounds: Bool)?
    /// A `.partialCurl` presentation's curled page, from the end of the curl to the dismissal.
    private var partialCurl: PartialCurl?

    static let duration: TimeInterval = 0.4
    static let flipDuration: TimeInterval = 0.75
    /// The card's top edge, from the top of the window.
    static let cardTop: CGFloat = 40
    static let cardCornerRadius: CGFloat = 10
    /// The presenter behind a page sheet: scaled to this and dimmed by a shade of this alpha.
    static let presenterScale: CGFloat = 0.92
    static let shadeAlpha: CGFloat = 0.4
    /// A downward flick of the card faster than this (points per second) dismisses it.
    static let flickVelocity: CGFloat = 500
    /// An iPad's form sheet without a preferred content size (UIKit's default form sheet, 540 × 620).
    static let formSheetSize = CGSize(width: 540, height: 620)

    /// On an iPad a form sheet (and a popover, shown as one) is a card in the middle of the screen, sized
    /// by the presented controller's `preferredContentSize` (R17); nil for every other sheet.
    var centeredCardSize: CGSize? {
        guard style == .pageSheet, let window, window.owningApplication.screen.device.idiom == .pad,
              presented.modalPresentationStyle == .formSheet || presented.modalPresentationStyle == .popover else { return nil }
        let preferred = presented.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
        return CGSize(width: min(size.width, window.bounds.width), height: min(size.height, window.bounds.height - 2 * Self.cardTop))
    }

    /// The presented controller's preferred content size changed: a centred card takes it at once.
    func presentedContentSizeDidChange() {
        guard centeredCardSize != nil, !isRunning, card != nil else { return }
        layout(shown: 1)
    }

    /// Where the presented view goes (full screen and over full screen): the window, filling it; for the
    /// context styles, the presenter's view's superview, over the presenter's view's frame (R12).
    private weak var host: UIView?
    private var hostFrame: CGRect

    init(presenter: UIViewController, presented: UIViewController, window: UIWindow) {
        self.presenter = presenter
        self.presented = presented
        self.window = window
        style = presented.modalPresentationStyle.resolved
        transitionStyle = presented.modalTransitionStyle
        if presented.modalPresentationStyle.coversContextOnly, let pView = presenter.viewIfLoaded,
           let superview = pView.superview, superview !== window {
            host = superview
            hostFrame = pView.frame
        } else {
            host = window
            hostFrame = window.bounds
        }
    }

    private var usesViewTransition: Bool {
        style == .fullScreen && (transitionStyle == .flipHorizontal || transitionStyle == .partialCurl)
    }

    // MARK: Presenting

    func present(animated: Bool, completion: (() -> Void)?) {
        guard let p = presenter, let window, let pView = p.view else { return }
        // The presenter's transitions (a push sliding) end first: they would otherwise finish on pages
        // the presentation has already taken off screen.
        if style == .fullScreen { p.finishTransitionsNow() }
        isRunning = true
        let b = presented
        b.loadViewIfNeeded()
        LifecycleRules.setMovement(b, beingPresented: true)
        let coordinator = makeCoordinator(from: p, fromView: style == .fullScreen ? pView : nil, to: b, toView: b.viewIfLoaded,
                                          animated: animated, duration: usesViewTransition ? Self.flipDuration : Self.duration)
        if style == .fullScreen { LifecycleRules.appearance(p, .viewWillDisappear, animated: animated, cause: .present) }
        LifecycleRules.appearance(b, .viewWillAppear, animated: animated, cause: .present)
        presenterSuperview = pView.superview
        presenterIndex = pView.superview?.subviews.firstIndex { $0 === pView } ?? 0
        let bView: UIView = b.view
        let finish = { [self] in
            coordinator.end(cancelled: false)
            if style == .fullScreen { pView.removeFromSuperview() }
            isRunning = false
            LifecycleRules.appearance(b, .viewDidAppear, animated: animated, cause: .present)
            if style == .fullScreen { LifecycleRules.appearance(p, .viewDidDisappear, animated: animated, cause: .present) }
            completion?()
        }
        if let animator = b.transitioningDelegate?.animationController(forPresented: b, presenting: p, source: source ?? p) {
            movedByCustomAnimator = true
            return runCustomPresentation(animator, animated: animated, finish: finish)
        }
        if transitionStyle == .partialCurl, style == .fullScreen, host === window, pView.superview != nil {
            return presentPartialCurl(from: p, pView: pView, bView: bView, in: window, animated: animated,
                                      coordinator: coordinator, finish: finish)
        }
        if usesViewTransition, animated, pView.superview != nil {
            bView.frame = hostFrame
            let options: UIView.AnimationOptions = transitionStyle == .flipHorizontal ? .transitionFlipFromRight : .transitionCurlUp
            UIView.performTransition(from: pView, to: bView, duration: Self.flipDuration, options: options,
                                     hierarchy: .addAtStartRemoveAtEnd, animations: nil, didRemoveFromView: nil,
                                     completion: { _ in finish() })
            coordinator.startAlongside(duration: Self.flipDuration)
            return
        }
        switch style {
        case .pageSheet: installCard(in: window)
        case .fullScreen, .overFullScreen:
            bView.frame = hostFrame
            let host = self.host ?? window
            if pView.superview === host { host.insertSubview(bView, aboveSubview: pView) } else { host.addSubview(bView) }
        }
        UIView.performWithoutAnimation { layout(shown: 0) }
        UIView.animate(withDuration: animated ? Self.duration : 0, delay: 0, options: [.curveEaseOut],
                       animations: { self.layout(shown: 1); coordinator.runAlongside() }, completion: { _ in finish() })
    }

    /// `.partialCurl`: the presenter's page curls up from its bottom-right corner part way (the curl
    /// transition, stopped) and stays curled over the presented view (`PartialCurl`); a tap on the page
    /// dismisses. Without animation the page is curled at once.
    private func presentPartialCurl(from p: UIViewController, pView: UIView, bView: UIView, in window: UIWindow, animated: Bool,
                                    coordinator: TransitionCoordinator, finish: @escaping () -> Void) {
        let curl = PartialCurl(window: window)
        partialCurl = curl
        bView.frame = hostFrame
        let settle = { [weak self, weak p] (progress: Double) in
            curl.settle(at: progress) { [weak self, weak p] in
                guard let self, !self.isRunning else { return }
                p?.dismiss(animated: true)
            }
        }
        guard animated, let transition = UIView.performTransition(
            from: pView, to: bView, duration: Self.flipDuration, options: .transitionCurlUp, hierarchy: .addAtStartRemoveAtEnd,
            animations: nil, didRemoveFromView: nil, completion: nil) else {
            window.insertSubview(bView, aboveSubview: pView)
            settle(PartialCurl.restingProgress)
            return finish()
        }
        coordinator.startAlongside(duration: Self.flipDuration * PartialCurl.restingProgress)
        curl.watch(transition) { progress in
            settle(progress)
            transition.finish()
            finish()
        }
    }

    // MARK: Dismissing

    /// The presentations below this one that its dismissal removes too (bottom first), when `dismiss`
    /// was called low in a chain of presented controllers.
    private var removedBelow: [ModalPresentation] = []

    /// Dismisses this presentation, the top-most one, animated with its own transition style. `below`
    /// (bottom first) are the presentations under it that go with it (R12): their presented controllers
    /// are removed at once, without animation (a visible one disappears with `animated` false), and the
    /// presenter revealed, the bottom one's, gets the appearance callbacks when that presentation covered
    /// it (full screen) — Apple: "only the top-most view is dismissed in an animated fashion; any
    /// intermediate view controllers are simply removed from the stack".
    func dismiss(animated: Bool, completion: (() -> Void)?, removing below: [ModalPresentation] = []) {
        let base = below.first ?? self
        guard let p = base.presenter, let window else { return }
        isRunning = true
        removedBelow = below
        let b = presented
        LifecycleRules.setMovement(b, beingDismissed: true)
        let coordinator = makeCoordinator(from: b, fromView: b.viewIfLoaded, to: p,
                                          toView: base.style == .fullScreen ? p.viewIfLoaded : nil, animated: animated,
                                          duration: usesViewTransition && base.style == .fullScreen ? Self.flipDuration : Self.duration)
        // R13: the custom animator and its interaction controller are asked before the `will` pair, so the
        // coordinator says `isInteractive` there.
        let customAnimator = b.transitioningDelegate?.animationController(forDismissed: b)
        let interaction = customAnimator.flatMap { b.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        if interaction != nil { coordinator.becomeInteractive() }
        LifecycleRules.appearance(b, .viewWillDisappear, animated: animated, cause: .dismiss)
        for m in below.reversed() { m.removeAtOnce() }
        if base.style == .fullScreen {
            LifecycleRules.appearance(p, .viewWillAppear, animated: animated, cause: .dismiss)
        }
        let pView: UIView = p.view
        let bView: UIView = b.view
        if let customAnimator {
            movedByCustomAnimator = true
            return runCustomDismissal(customAnimator, interaction: interaction, revealing: base, animated: animated, completion: completion)
        }
        // The curled page goes before the uncurl snapshots the screen (the uncurl draws the page itself).
        let curledTo = partialCurl?.progress
        partialCurl?.remove()
        if usesViewTransition, animated, base.style == .fullScreen, pView.superview == nil, let container = bView.superview {
            let options: UIView.AnimationOptions = transitionStyle == .flipHorizontal ? .transitionFlipFromLeft : .transitionCurlDown
            pView.frame = container.bounds
            let transition = UIView.performTransition(from: bView, to: pView, duration: Self.flipDuration, options: options,
                                     hierarchy: .addAtStartRemoveAtEnd, animations: nil, didRemoveFromView: nil,
                                     completion: { _ in self.didDismiss(animated: animated, cause: .dismiss, completion: completion) })
            // A partial curl uncurls from where the page rests: the curl down's first part is skipped.
            if let curledTo, let animation = transition?.animation {
                animation.resume(from: 1 - curledTo, speed: 1)
                coordinator.startAlongside(duration: Self.flipDuration * curledTo)
            } else {
                coordinator.startAlongside(duration: Self.flipDuration)
            }
            return
        }
        if base.style == .fullScreen, pView.superview == nil {
            let host = base.presenterSuperview ?? window
            host.insertSubview(pView, at: min(base.presenterIndex, host.subviews.count))
        }
        UIView.animate(withDuration: animated ? Self.duration : 0, delay: 0, options: [.curveEaseIn],
                       animations: { self.layout(shown: 0); coordinator.runAlongside() },
                       completion: { _ in self.didDismiss(animated: animated, cause: .dismiss, completion: completion) })
    }

    /// R12: a presentation between the one `dismiss` was called for and the top-most one goes at once:
    /// its presented controller, if visible (under a sheet or an over-full-screen page), gets
    /// `viewWillDisappear(false)` and `viewDidDisappear(false)`; its views leave the window; its
    /// presenter's look comes back. The links are cut with the top-most one's, at the end.
    private func removeAtOnce() {
        let b = presented
        LifecycleRules.setMovement(b, beingDismissed: true)
        if b.appearanceState.isAppearingOrAppeared {
            LifecycleRules.appearance(b, .viewWillDisappear, animated: false, cause: .dismiss)
        }
        b.finishTransitionsNow()
        partialCurl?.remove()
        (card ?? b.viewIfLoaded)?.removeFromSuperview()
        b.viewIfLoaded?.removeFromSuperview()
        shade?.removeFromSuperview()
        restorePresenterLook()
        if b.appearanceState == .disappearing {
            LifecycleRules.appearance(b, .viewDidDisappear, animated: false, cause: .dismiss)
        }
    }

    /// The end of a dismissal: B's view goes, the `did` calls, the links are cut (of the presentations
    /// removed with it too), the completion.
    private func didDismiss(animated: Bool, cause: LifecycleCause, completion: (() -> Void)?) {
        let b = presented
        let base = removedBelow.first ?? self
        (card ?? b.viewIfLoaded)?.removeFromSuperview()
        b.viewIfLoaded?.removeFromSuperview()
        shade?.removeFromSuperview()
        restorePresenterLook()
        isRunning = false
        coordinator?.end(cancelled: false)
        if base.style == .fullScreen, let p = base.presenter {
            LifecycleRules.appearance(p, .viewDidAppear, animated: animated, cause: cause)
        }
        LifecycleRules.appearance(b, .viewDidDisappear, animated: animated, cause: cause)
        for m in removedBelow + [self] { m.cutLinks() }
        removedBelow = []
        if cause == .interactiveDismiss {
            LifecycleRules.presentationDelegate(b, .presentationDidDismiss) { $0.presentationControllerDidDismiss($1) }
        }
        completion?()
    }

    private func cutLinks() {
        if let p = presenter, p.containerState.presentation === self {
            p.containerState.presentation = nil
            p.containerState.presented = nil
        }
        if presented.containerState.presenting === presenter { presented.containerState.presenting = nil }
        presented.movement.remove(.beingDismissed)
    }

    // MARK: Custom transitions (the presented controller's transitioningDelegate)

    /// The controller `present` was called on (the `source` a transitioning delegate is given).
    weak var source: UIViewController?
    /// The custom animator running now, and its interaction controller, kept until it completes.
    private var customAnimator: UIViewControllerAnimatedTransitioning?
    private var interactionController: UIViewControllerInteractiveTransitioning?

    /// R12: the animator moves the views in the container (the window, or the context's view's
    /// superview); the appearance callbacks are the style's, the `will` pair before
    /// `animateTransition(using:)`, the `did` pair when it calls `completeTransition(true)`. A
    /// `completeTransition(false)` undoes the presentation with the callbacks of a cancelled swipe-back:
    /// the presented controller disappears again (`will`, `did`), the presenter (if it was leaving)
    /// appears again; the completion is not called.
    private func runCustomPresentation(_ animator: UIViewControllerAnimatedTransitioning, animated: Bool,
                                       finish: @escaping () -> Void) {
        guard let p = presenter, let window, let pView = p.viewIfLoaded, let bView = presented.viewIfLoaded else { return }
        let b = presented
        let container = host ?? window
        let leaves = style == .fullScreen
        let context = CustomTransitionContext(
            container: container, animated: animated, style: b.modalPresentationStyle,
            from: p, fromView: leaves ? pView : nil, to: b, toView: bView,
            frames: [ObjectIdentifier(p): (pView.frame, leaves ? .zero : pView.frame), ObjectIdentifier(b): (.zero, hostFrame)]
        ) { [self] completed in
            customAnimator = nil
            LifecycleRules.emit(b, .completeTransition, args: [.init("didComplete", .bool(completed))], cause: .present)
            if !completed { coordinator?.end(cancelled: true) }
            if completed {
                if bView.superview == nil { bView.frame = hostFrame; container.addSubview(bView) }
                finish()
            } else {
                isRunning = false
                b.movement.remove(.beingPresented)
                LifecycleRules.appearance(b, .viewWillDisappear, animated: animated, cause: .present)
                bView.removeFromSuperview()
                LifecycleRules.appearance(b, .viewDidDisappear, animated: animated, cause: .present)
                if leaves {
                    LifecycleRules.appearance(p, .viewWillAppear, animated: animated, cause: .present)
                    LifecycleRules.appearance(p, .viewDidAppear, animated: animated, cause: .present)
                }
                cutLinks()
            }
            animator.animationEnded(completed)
        }
        customAnimator = animator
        LifecycleRules.call(b, .animateTransition, cause: .present) { animator.animateTransition(using: context) }
        coordinator?.startAlongside(duration: animator.transitionDuration(using: context))
    }

    /// R12: the dismissal's animator, after the `will` pair (the revealed presenter's view back under the
    /// presented one when it had left); `completeTransition(true)` ends it as the built-in one does;
    /// `completeTransition(false)` keeps the presentation with the callbacks of a cancelled swipe-back:
    /// the presenter disappears again (its view leaves again), the presented controller appears again.
    /// With an interaction controller (R13) the animator is started through it (a percent-driven one
    /// holds the animations and scrubs them).
    private func runCustomDismissal(_ animator: UIViewControllerAnimatedTransitioning,
                                    interaction: UIViewControllerInteractiveTransitioning?, revealing base: ModalPresentation,
                                    animated: Bool, completion: (() -> Void)?) {
        guard let p = base.presenter, let window, let pView = p.viewIfLoaded, let bView = presented.viewIfLoaded else { return }
        let b = presented
        let returns = base.style == .fullScreen
        if returns, pView.superview == nil {
            let host = base.presenterSuperview ?? window
            host.insertSubview(pView, at: min(base.presenterIndex, host.subviews.count))
        }
        let container = bView.superview ?? host ?? window
        let context = CustomTransitionContext(
            container: container, animated: animated, style: b.modalPresentationStyle,
            from: b, fromView: bView, to: p, toView: returns ? pView : nil,
            frames: [ObjectIdentifier(b): (bView.frame, .zero), ObjectIdentifier(p): (pView.frame, pView.frame)]
        ) { [self] completed in
            customAnimator = nil
            interactionController = nil
            LifecycleRules.emit(b, .completeTransition, args: [.init("didComplete", .bool(completed))], cause: .dismiss)
            if !completed { coordinator?.end(cancelled: true) }
            if completed {
                didDismiss(animated: animated, cause: .dismiss, completion: completion)
            } else {
                isRunning = false
                b.movement.remove(.beingDismissed)
                if returns {
                    LifecycleRules.appearance(p, .viewWillDisappear, animated: animated, cause: .dismiss)
                    pView.removeFromSuperview()
                    LifecycleRules.appearance(p, .viewDidDisappear, animated: animated, cause: .dismiss)
                }
                LifecycleRules.appearance(b, .viewWillAppear, animated: animated, cause: .dismiss)
                LifecycleRules.appearance(b, .viewDidAppear, animated: animated, cause: .dismiss)
                removedBelow = []
            }
            animator.animationEnded(completed)
        }
        customAnimator = animator
        context.animator = animator
        context.coordinator = coordinator
        context.runAnimator = { [weak context] in
            guard let context else { return }
            LifecycleRules.call(b, .animateTransition, cause: .dismiss) { animator.animateTransition(using: context) }
        }
        coordinator?.transitionDuration = animator.transitionDuration(using: context)
        if let interaction {
            context.isInteractive = true
            interactionController = interaction
            interaction.startInteractiveTransition(context)
        } else {
            context.runAnimator()
            coordinator?.startAlongside(duration: animator.transitionDuration(using: context))
        }
    }

    // MARK: The coordinator (R13)

    /// The running presentation's or dismissal's coordinator, until its completion blocks have run.
    private(set) var coordinator: TransitionCoordinator?

    /// R13: made before the `will` pair; the `transitionCoordinator` of the presenter and the presented
    /// controller (and their descendants) until the transition ends.
    @discardableResult
    private func makeCoordinator(from: UIViewController, fromView: UIView?, to: UIViewController, toView: UIView?,
                                 animated: Bool, duration: TimeInterval, interactive: Bool = false) -> TransitionCoordinator {
        let c = TransitionCoordinator(container: host ?? window ?? UIView(), from: from, to: to, fromView: fromView, toView: toView,
                                      animated: animated, duration: duration, interactive: interactive,
                                      style: presented.modalPresentationStyle)
        c.attach([from, to])
        coordinator = c
        return c
    }

    // MARK: Safe area

    /// The presented view's safe area, measured where the view rests once presented rather than where
    /// the presentation is sliding it: UIKit lays a presented view out at its final frame, so a sheet
    /// rising or sliding away (or following the finger) keeps its safe area and hears no
    /// `viewSafeAreaInsetsDidChange` as it crosses the home indicator's area. A page sheet lies below
    /// the status bar (its view has no top inset, as UIKit's sheet). Nil when a custom animator places
    /// the view, or when `view` is not (or no longer) where this presentation put it.
    func restingSafeAreaInsets(of view: UIView) -> UIEdgeInsets? {
        guard !movedByCustomAnimator, view === presented.viewIfLoaded, let window, let superview = view.superview else { return nil }
        switch style {
        case .pageSheet:
            guard let card, superview === card, card.superview === window else { return nil }
            if centeredCardSize != nil { return .zero }
            let resting = view.frame.offsetBy(dx: 0, dy: Self.cardTop)
            var insets = UIView.insets(of: resting, outside: window.safeRegionForSubviews)
            insets.top = 0
            return insets
        case .fullScreen, .overFullScreen:
            guard superview === (host ?? window) else { return nil }
            let resting = CGRect(origin: hostFrame.origin, size: view.frame.size)
            return UIView.insets(of: resting, outside: superview.safeRegionForSubviews)
        }
    }

    /// The frame of the presenter's view behind a page sheet as it was before the sheet scaled it back:
    /// the scale is a look, not a layout, so the presenter keeps its safe area (no
    /// `viewSafeAreaInsetsDidChange` on every frame of the scale animation). Nil when `view` is not the
    /// presenter's view scaled by this presentation.
    func restingFrame(ofPresenterView view: UIView) -> CGRect? {
        guard style == .pageSheet, let look = presenterLook, view === presenter?.viewIfLoaded else { return nil }
        let b = view.bounds, a = view.layer.anchorPoint, position = view.layer.position
        let local = CGRect(x: -a.x * b.width, y: -a.y * b.height, width: b.width, height: b.height)
        return local.applying(look.transform).offsetBy(dx: position.x, dy: position.y)
    }

    // MARK: Looks

    /// Places everything for `shown` (0: not presented, 1: presented). Full screen and over full screen
    /// use the transition style; a page sheet slides its card and scales the presenter back.
    private func layout(shown: CGFloat) {
        guard let window else { return }
        let bounds = window.bounds
        switch style {
        case .pageSheet:
            guard let card else { return }
            if let size = centeredCardSize {
                let rest = ((bounds.height - size.height) / 2).rounded()
                let y = rest + (bounds.height - rest) * (1 - shown)
                card.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: y.rounded(), width: size.width, height: size.height)
                shade?.alpha = Self.shadeAlpha * shown
                return
            }
            let top = Self.cardTop + (bounds.height - Self.cardTop) * (1 - shown)
            card.frame = CGRect(x: 0, y: top.rounded(), width: bounds.width, height: bounds.height - Self.cardTop + Self.cardCornerRadius)
            shade?.alpha = Self.shadeAlpha * shown
            if let pView = presenter?.viewIfLoaded, let look = presenterLook {
                let s = 1 - (1 - Self.presenterScale) * shown
                pView.transform = look.transform.concatenating(CGAffineTransform(scaleX: s, y: s))
            }
        case .fullScreen, .overFullScreen:
            guard let bView = presented.viewIfLoaded else { return }
            switch transitionStyle {
            case .crossDissolve:
                bView.frame = hostFrame
                bView.alpha = shown
            default:
                bView.alpha = 1
                // From below the window's bottom edge, whatever part of it the presentation covers.
                let travel = bounds.height - (host === window ? 0 : hostFrame.minY)
                bView.frame = hostFrame.offsetBy(dx: 0, dy: (travel * (1 - shown)).rounded())
            }
        }
    }

    /// A page sheet: the shade over P, then the card with B's view filling it (the card runs a corner
    /// radius past the bottom so that only its top corners show rounded).
    private func installCard(in window: UIWindow) {
        guard let pView = presenter?.viewIfLoaded else { return }
        let centered = centeredCardSize
        // A centred card leaves the presenter as it is (dimmed only), as an iPad's form sheet does.
        if centered == nil {
            presenterLook = (pView.transform, pView.layer.cornerRadius, pView.clipsToBounds)
            pView.layer.cornerRadius = Self.cardCornerRadius
            pView.clipsToBounds = true
        }
        let shade = UIView(frame: window.bounds)
        shade.backgroundColor = .black
        shade.alpha = 0
        window.addSubview(shade)
        self.shade = shade
        let card = UIView(frame: CGRect(x: 0, y: window.bounds.height, width: window.bounds.width,
                                        height: window.bounds.height - Self.cardTop + Self.cardCornerRadius))
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = Self.cardCornerRadius
        card.clipsToBounds = true
        if let centered { card.frame = CGRect(origin: CGPoint(x: 0, y: window.bounds.height), size: centered) }
        let bView: UIView = presented.view
        bView.frame = CGRect(x: 0, y: 0, width: card.bounds.width, height: card.bounds.height - (centered == nil ? Self.cardCornerRadius : 0))
        bView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(bView)
        let pan = UIPanGestureRecognizer(target: self) { [weak self] g in self?.handleCardDrag(g as! UIPanGestureRecognizer) }
        card.addGestureRecognizer(pan)
        window.addSubview(card)
        self.card = card
    }

    private func restorePresenterLook() {
        guard let look = presenterLook, let pView = presenter?.viewIfLoaded else { return }
        pView.transform = look.transform
        pView.layer.cornerRadius = look.cornerRadius
        pView.clipsToBounds = look.masksToBounds
        presenterLook = nil
    }

    // MARK: Dragging the card

    private var dragBegan = false

    private func handleCardDrag(_ g: UIPanGestureRecognizer) {
        guard let card, let window else { return }
        let travel = max(window.bounds.height - Self.cardTop, 1)
        let down = max(g.translation(in: window).y, 0)
        switch g.state {
        case .began:
            // Only the card on top follows the finger: not while any presentation of the chain runs (a
            // touch can fall through views that are animating), nor when this controller presents another.
            guard !presented.presentationChainIsRunning, presented.containerState.presented == nil,
                  LifecycleRules.swipeDownMayDismiss(presented) else { return }
            isRunning = true
            dragBegan = true
            LifecycleRules.presentationDelegate(presented, .presentationWillDismiss) { $0.presentationControllerWillDismiss($1) }
            LifecycleRules.setMovement(presented, beingDismissed: true)
            if let p = presenter {
                makeCoordinator(from: presented, fromView: presented.viewIfLoaded, to: p, toView: nil, animated: true,
                                duration: Self.duration, interactive: true)
            }
            LifecycleRules.appearance(presented, .viewWillDisappear, animated: true, cause: .interactiveDismiss)
            layout(shown: 1 - down / travel)
        case .changed:
            guard dragBegan else { return }
            layout(shown: 1 - down / travel)
        case .ended, .cancelled:
            guard dragBegan else { return }
            dragBegan = false
            let shown = 1 - down / travel
            layout(shown: shown)
            let completes = g.state == .ended && (down > (card.bounds.height - Self.cardCornerRadius) / 2
                                                  || g.velocity(in: window).y > Self.flickVelocity)
            let remaining = completes ? shown : 1 - shown
            coordinator?.percentComplete = 1 - shown
            coordinator?.interactionDidEnd(cancelled: !completes)
            UIView.animate(withDuration: Self.duration * Double(remaining), delay: 0, options: [.curveEaseOut],
                           animations: {
                               self.layout(shown: completes ? 0 : 1)
                               if completes { self.coordinator?.runAlongside() }
                           },
                           completion: { _ in
                               if completes {
                                   self.didDismiss(animated: true, cause: .interactiveDismiss, completion: nil)
                               } else {
                                   self.coordinator?.end(cancelled: true)
                                   self.presented.movement.remove(.beingDismissed)
                                   self.isRunning = false
                                   LifecycleRules.appearance(self.presented, .viewWillAppear, animated: true, cause: .interactiveDismiss)
                                   LifecycleRules.appearance(self.presented, .viewDidAppear, animated: true, cause: .interactiveDismiss)
                               }
                           })
        default:
            break
        }
    }
}
