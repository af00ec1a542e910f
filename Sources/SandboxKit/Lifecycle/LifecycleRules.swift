import Foundation

/// The lifecycle rules of docs/lifecycle-rules.md that hold for every controller: when the framework calls
/// which callback on which controller, method by method, named and commented by rule id. The orders that
/// belong to one container (R7: a push, a pop, a tab switch, a presentation) are decided by that container
/// (Sources/SandboxKit/Containers) and reach here through `appearance(_:_:animated:cause:)`. The state
/// lives on the controllers (`appearanceState`, the open manual transition, the moving flags).
///
/// Every framework callback goes through `call(_:_:args:cause:body:)`: it marks the controller as inside a
/// framework call of that method, records the event (before the method runs, with the state after the
/// call), then runs the overridable method. So the stream is complete even when a subclass does not call
/// `super`, and a base implementation reached without the mark was called by app code (R11).
///
/// Containers (navigation, tabs, presentation) drive appearance through `appearance(_:_:animated:cause:)`
/// with their own cause, and set the R8 flags with `setMovement`.
@MainActor
enum LifecycleRules {
    /// The longest chain of parents or of presentations a walk follows: far beyond any real app, short
    /// enough that a walk that would not end (a cycle the rules failed to refuse) ends instead.
    static let maxChainLength = 100_000

    // MARK: The framework's call path

    /// Records `method` on `c` and runs `body` (the overridable method) inside the framework path.
    static func call(_ c: UIViewController, _ method: LifecycleMethod, args: [LifecycleEvent.Argument] = [],
                     cause: LifecycleCause, body: () -> Void) {
        c.frameworkCallDepth[method, default: 0] += 1
        defer { c.frameworkCallDepth[method, default: 1] -= 1 }
        emit(c, method, args: args, cause: cause)
        body()
    }

    static func emit(_ c: UIViewController, _ method: LifecycleMethod, args: [LifecycleEvent.Argument] = [],
                     cause: LifecycleCause?, message: String? = nil, problem: LifecycleProblem? = nil,
                     concerns: [UIViewController] = []) {
        c.application?.lifecycleEvents.emit(LifecycleEvent(
            controller: c.debugName, method: method, args: args, state: c.appearanceState, cause: cause,
            message: message, subject: c, problem: problem, concerns: concerns.map(ControllerReference.init)))
    }

    /// A violation: UIKit would raise with `message`; the sandbox records it and changes nothing.
    /// `concerns` are the other controllers the message names.
    static func violation(_ c: UIViewController, _ problem: LifecycleProblem, _ message: String,
                          concerns: [UIViewController] = []) {
        emit(c, .violation, cause: LifecycleCause("refused", rule: problem.rule), message: message,
             problem: problem, concerns: concerns)
    }

    /// A warning UIKit logs (its text), e.g. R6's unbalanced calls.
    static func warning(_ c: UIViewController, _ problem: LifecycleProblem, _ message: String, cause: LifecycleCause) {
        emit(c, .warning, cause: cause, message: message, problem: problem)
    }

    static func animatedArg(_ animated: Bool) -> [LifecycleEvent.Argument] { [.init("animated", .bool(animated))] }
    static func parentArg(_ p: UIViewController?) -> [LifecycleEvent.Argument] { [.controller("parent", p)] }

    // MARK: R2 Loading

    /// R2: reading `view` when it is not loaded calls `loadView()` then `viewDidLoad()`, once.
    static func loadViewIfNeeded(_ c: UIViewController) {
        guard c.storedView == nil else { return }
        call(c, .loadView, cause: .viewAccessed) { c.loadView() }
        // A `loadView` override that sets no view would make every access load again; UIKit would loop
        // or crash. The sandbox gives it a plain view instead.
        if c.storedView == nil { setView(UIView(frame: c.application?.screen.bounds ?? .zero), of: c) }
        call(c, .viewDidLoad, cause: .viewAccessed) { c.viewDidLoad() }
    }

    static func setView(_ view: UIView?, of c: UIViewController) {
        if let old = c.storedView, old.owningViewController === c { old.owningViewController = nil }
        c.storedView = view
        view?.owningViewController = c
    }

    // MARK: Appearance and R4 forwarding

    /// Moves `c` through one appearance callback (the state first, then the call), then, when `c`
    /// forwards automatically, forwards it (R4).
    static func appearance(_ c: UIViewController, _ method: LifecycleMethod, animated: Bool, cause: LifecycleCause) {
        guard let target = method.appearanceTarget else { return }
        switch method {
        case .viewWillAppear:
            // R9: appearing triggers a layout pass between `will` and `did` (the next commit), where the
            // modern profile's `viewIsAppearing` comes.
            if c.application?.lifecycleProfile.callsViewIsAppearing ?? true { c.owedViewIsAppearing = animated }
            c.storedView?.setNeedsLayout()
        case .viewWillDisappear:
            c.disappearanceGeneration += 1
            // An appearance turned around before its layout pass never reached the screen: no
            // `viewIsAppearing` for it.
            c.owedViewIsAppearing = nil
        case .viewDidAppear:
            viewIsAppearingIfOwed(c, cause: .appearanceEndsBeforeLayout)
        default:
            break
        }
        c.appearanceState = target
        call(c, method, args: animatedArg(animated), cause: cause) {
            switch method {
            case .viewWillAppear: c.viewWillAppear(animated)
            case .viewDidAppear: c.viewDidAppear(animated)
            case .viewWillDisappear: c.viewWillDisappear(animated)
            default: c.viewDidDisappear(animated)
            }
        }
        // R8: a movement ends with its `did`.
        if method == .viewDidAppear { c.movement.subtract([.toParent, .beingPresented]) }
        if method == .viewDidDisappear { c.movement.subtract([.fromParent, .beingDismissed]) }
        c.containerWillForwardAppearance(method)
        forward(method, animated: animated, from: c)
        c.containerDidForwardAppearance(method, animated: animated)
    }

    /// R4: after the framework calls one of A's appearance methods, A (when it forwards automatically)
    /// calls the same method on each child whose view is loaded and inside A's view, in `children` order.
    /// A `did` is forwarded even to a child already in that state (that is how R3's double `viewDidAppear`
    /// happens); a `will` only to a child on the other side (a child already appearing gets no second
    /// `viewWillAppear`), and a `did` never to a child that is on the other side (it had no `will`).
    static func forward(_ method: LifecycleMethod, animated: Bool, from parent: UIViewController) {
        guard parent.shouldAutomaticallyForwardAppearanceMethods, let parentView = parent.storedView else { return }
        for child in parent.children {
            guard child.parent === parent, let v = child.storedView, v.isDescendant(of: parentView) else { continue }
            let s = child.appearanceState
            let receives: Bool
            switch method {
            case .viewWillAppear: receives = s.isDisappearingOrDisappeared
            case .viewDidAppear: receives = s.isAppearingOrAppeared
            case .viewWillDisappear: receives = s.isAppearingOrAppeared
            default: receives = s.isDisappearingOrDisappeared
            }
            if receives { appearance(child, method, animated: animated, cause: .forwarded(by: parent)) }
        }
    }

    // MARK: R3 A controller's view entering or leaving a window

    static func rootViewWillMove(_ c: UIViewController, toWindow window: UIWindow?) {
        let wasInWindow = c.storedView?.window != nil
        emit(c, .viewWillMoveToWindow, args: [.init("window", .string(window == nil ? "nil" : "window"))], cause: .viewMove)
        if window != nil, !wasInWindow { viewWillEnterWindow(c) }
        if window == nil, wasInWindow { viewWillLeaveWindow(c) }
    }

    static func rootViewDidMoveToWindow(_ c: UIViewController) {
        emit(c, .viewDidMoveToWindow, cause: .viewMove)
        if c.storedView?.window == nil { viewDidLeaveWindow(c) } else { viewArrivedInWindow(c) }
    }

    /// R3, entering, for a controller that is disappeared:
    /// - no parent: `viewWillAppear(false)` now, `viewDidAppear(false)` after this turn's commit;
    /// - a parent that forwards automatically and is appearing: `viewWillAppear(false)` now; the `did`
    ///   comes from the parent's forwarding (R4);
    /// - a parent that forwards automatically and has appeared: as if there were no parent;
    /// - a parent that does not forward, or is disappearing or disappeared: nothing (R6 is the parent's).
    /// A controller the framework is making appear (window root, transition, containers) is already
    /// appearing when its view arrives, so nothing happens here.
    static func viewWillEnterWindow(_ c: UIViewController) {
        guard c.appearanceState == .disappeared else { return }
        if let p = c.parent {
            guard p.shouldAutomaticallyForwardAppearanceMethods else { return }
            switch p.appearanceState {
            case .appearing:
                appearance(c, .viewWillAppear, animated: false, cause: .viewEnteredWindow)
                return
            case .appeared:
                break
            case .disappearing, .disappeared:
                return
            }
        }
        appearance(c, .viewWillAppear, animated: false, cause: .viewEnteredWindow)
        // UIKit's `_executeAfterAppearanceBlock`, a run-loop observer after the commit. It still
        // fires when the controller has meanwhile appeared by forwarding (the double `viewDidAppear`), but
        // not once a disappearance has begun.
        let generation = c.disappearanceGeneration
        c.application?.performAfterCommit { [weak c] in
            guard let c, c.disappearanceGeneration == generation, c.appearanceState.isAppearingOrAppeared,
                  c.storedView?.window != nil else { return }
            appearance(c, .viewDidAppear, animated: false, cause: .viewEnteredWindow)
        }
    }

    /// R3, leaving, for a controller that is appeared (or still appearing): `viewWillDisappear(false)` as
    /// the view is about to leave, `viewDidDisappear(false)` once it has left, both inside the call.
    static func viewWillLeaveWindow(_ c: UIViewController) {
        guard c.appearanceState.isAppearingOrAppeared else { return }
        c.isLeavingWindow = true
        appearance(c, .viewWillDisappear, animated: false, cause: .viewLeftWindow)
    }

    static func viewDidLeaveWindow(_ c: UIViewController) {
        guard c.isLeavingWindow else { return }
        c.isLeavingWindow = false
        guard c.appearanceState == .disappearing else { return }
        appearance(c, .viewDidDisappear, animated: false, cause: .viewLeftWindow)
    }

    // MARK: R3 The window's root view controller

    /// R3: the window's root A gets `viewWillAppear(false)`, then its view enters the window, then the
    /// commit and its after-commit work, then `viewDidAppear(false)` in the next turn. The `did` runs in the
    /// next turn's after-commit work, so a view added with `addSubview` in the meantime (by work queued
    /// for the next turn) gets its own after-commit `did` first: A will, B will, B did, A did.
    static func setRoot(_ new: UIViewController?, of window: UIWindow, replacing old: UIViewController?) {
        if let old, old !== new, let oldView = old.storedView, oldView.superview === window {
            // Its running transitions end first, as before a full-screen presentation covers it: a push,
            // pop or transition(from:to:) finishing after the container left would call did without will.
            old.finishTransitionsNow()
            let leaving = old.appearanceState.isAppearingOrAppeared
            if leaving { appearance(old, .viewWillDisappear, animated: false, cause: .windowRootReplaced) }
            oldView.removeFromSuperview()
            if leaving, old.appearanceState == .disappearing {
                appearance(old, .viewDidDisappear, animated: false, cause: .windowRootReplaced)
            }
        }
        guard let new, new !== old else { return }
        guard let view = new.view else { return }
        view.frame = window.bounds
        let appears = new.appearanceState == .disappeared && !window.isHidden
        if appears { appearance(new, .viewWillAppear, animated: false, cause: .windowRoot) }
        window.addSubview(view)
        guard appears, let app = window.application ?? new.application else { return }
        let generation = new.disappearanceGeneration
        app.performAfterCommit { [weak app, weak new] in
            app?.mainQueue.enqueue(at: app?.clock.now ?? 0) {
                app?.performAfterCommit {
                    guard let new, new.disappearanceGeneration == generation, new.appearanceState == .appearing
                    else { return }
                    appearance(new, .viewDidAppear, animated: false, cause: .windowRoot)
                }
            }
        }
    }

    // MARK: R5 transition(from:to:duration:options:animations:completion:)

    static let transitionSelector =
        "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    /// R5. Preconditions, each a violation that changes nothing (the running transition included): both
    /// controllers are children of the receiver (UIKit's message); the from-controller's view has a
    /// superview; the to-controller's view is in no view hierarchy; the receiver forwards appearance
    /// automatically. Then a running transition of the receiver finishes at once (`completion(true)`), and:
    /// 1. C loads if needed; 2. `B.viewWillDisappear(animated)`, `C.viewWillAppear(animated)`;
    /// 3. C's view is inserted above B's in B's superview; 4. the animations block runs, inside the call;
    /// 5. the view-level transition plays on frames (`UIView.performTransition`, options' effect and curve);
    /// 6. at its end B's view is removed, `B.viewDidDisappear`, `C.viewDidAppear`, then `completion`. With
    /// duration 0 step 6 comes in the next turn. `animated` is `duration > 0`.
    /// Our pick where the spec is silent: the appearance calls of steps 2 and 6 happen only while the
    /// receiver is appearing or appeared (children of a container that is off screen do not appear).
    static func transition(_ a: UIViewController, from b: UIViewController, to c: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions,
                           animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        // While one runs, C may be its `from` whose view is still shown (a tab clicked back mid-transition):
        // finishing the first removes that view, so only the parent precondition is checked before it.
        if let running = a.activeTransition {
            guard b.parent === a, c.parent === a else { _ = transitionPreconditionsHold(a, from: b, to: c); return }
            running.finishNow()
        }
        // Finishing the first transition may have removed B's view (a second transition from the same
        // controller): check again rather than leave anything half-added.
        guard transitionPreconditionsHold(a, from: b, to: c), let fromView = b.storedView else { return }
        let animated = duration > 0
        let drivesAppearance = a.appearanceState.isAppearingOrAppeared
        guard let toView = c.view else { return }
        if drivesAppearance {
            if b.appearanceState.isAppearingOrAppeared {
                appearance(b, .viewWillDisappear, animated: animated, cause: .transition)
            }
            if c.appearanceState.isDisappearingOrDisappeared {
                appearance(c, .viewWillAppear, animated: animated, cause: .transition)
            }
        }
        let t = ControllerTransition(container: a, from: b, to: c, animated: animated,
                                     drivesAppearance: drivesAppearance, completion: completion)
        a.activeTransition = t
        let visual = UIView.performTransition(
            from: fromView, to: toView, duration: duration, options: options, hierarchy: .addAtStartRemoveAtEnd,
            animations: {
                emit(a, .transitionAnimations, args: t.controllerArgs, cause: .transition)
                guard let animations else { return }
                // Without a transition effect the block's changes are what the user sees move (Apple's
                // guide slides frames this way), so they animate with the transition's duration and
                // curve; with an effect they show through it, as in `UIView.transition`.
                if animated && options.transitionEffect == nil {
                    UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
                } else {
                    animations()
                }
            },
            didRemoveFromView: { t.fromViewRemoved() },
            completion: { t.complete($0) })
        t.finishVisual = { visual?.finish() }
    }

    private static func transitionPreconditionsHold(_ a: UIViewController, from b: UIViewController,
                                                    to c: UIViewController) -> Bool {
        if b.parent !== a || c.parent !== a {
            violation(a, .transitionWithoutCommonParent, "Children view controllers \(b) and \(c) must have a common parent view controller when calling \(transitionSelector)", concerns: [b, c])
            return false
        }
        if b.storedView?.superview == nil {
            violation(a, .transitionFromViewNotInHierarchy, "The view of \(b) must be in a view hierarchy (it has no superview) when calling \(transitionSelector)", concerns: [b])
            return false
        }
        if c.storedView?.superview != nil {
            violation(a, .transitionToViewInHierarchy, "The view of \(c) must not be in a view hierarchy when calling \(transitionSelector)", concerns: [c])
            return false
        }
        if !a.shouldAutomaticallyForwardAppearanceMethods {
            violation(a, .transitionWithoutAutomaticForwarding, "\(a) must forward appearance methods automatically (shouldAutomaticallyForwardAppearanceMethods) when calling \(transitionSelector)")
            return false
        }
        return true
    }

    // MARK: R6 Manual appearance

    static func unbalanced(_ c: UIViewController) {
        warning(c, .unbalancedAppearanceTransitions, "Unbalanced calls to begin/end appearance transitions for \(c).", cause: .manualAppearance)
    }

    /// R6: `begin(true)` → `viewWillAppear`, `begin(false)` → `viewWillDisappear`. A begin toward the open
    /// transition's state only counts; toward the opposite state it turns the transition around (the
    /// cancel path: the new `will` without the old `did`); toward the state the controller is already in,
    /// with nothing open, it calls nothing and logs UIKit's unbalanced warning.
    static func beginAppearanceTransition(_ c: UIViewController, isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        let will: LifecycleMethod = isAppearing ? .viewWillAppear : .viewWillDisappear
        if let open = c.manualTransition {
            if open.target == target {
                c.manualTransition = (target, open.count + 1, open.animated)
                return
            }
            c.manualTransition = (target, 1, animated)
            appearance(c, will, animated: animated, cause: .manualAppearance)
            return
        }
        let already = isAppearing ? c.appearanceState.isAppearingOrAppeared : c.appearanceState.isDisappearingOrDisappeared
        if already { return unbalanced(c) }
        c.manualTransition = (target, 1, animated)
        appearance(c, will, animated: animated, cause: .manualAppearance)
    }

    /// R6: the last end of the open transition calls the matching `did` (with the begin's `animated`); an
    /// end with nothing open calls nothing and logs the unbalanced warning.
    static func endAppearanceTransition(_ c: UIViewController) {
        guard let open = c.manualTransition else { return unbalanced(c) }
        if open.count > 1 {
            c.manualTransition = (open.target, open.count - 1, open.animated)
            return
        }
        c.manualTransition = nil
        guard c.appearanceState == open.target else { return }
        appearance(c, open.target == .appearing ? .viewDidAppear : .viewDidDisappear, animated: open.animated,
                   cause: .manualAppearance)
    }

    // MARK: R1 Containment

    /// R1: refused (violation) when `child` is `parent` or one of its ancestors, or `parent` is presented
    /// from `child`'s tree (`refusalOfChild`); a child of another parent leaves it first
    /// (`didMove(toParent: nil)`); then `willMove(toParent: parent)`; then it joins `parent.children`.
    /// Adding a controller to the parent it already has changes nothing.
    static func addChild(_ child: UIViewController, to parent: UIViewController, cause: LifecycleCause) {
        if let message = refusalOfChild(child, for: parent) { return violation(parent, .childCycle, message, concerns: child === parent ? [] : [child]) }
        if child.parent === parent { return }
        if let old = child.parent {
            old.detachChild(child)
            old.childWasTaken(child)
            callDidMove(child, toParent: nil, cause: .movedFromParent(old))
        }
        child.movement.insert(.toParent)
        child.movement.remove(.fromParent)
        callWillMove(child, toParent: parent, cause: cause)
        parent.appendChild(child)
    }

    /// Why `child` cannot join `parent` (nil when it can): it is `parent`, or `parent` is below it, going
    /// up from `parent` by parents (UIKit's own refusal) or by presenting controllers too (`a` presents
    /// `b`, then `b.addChild(a)`: UIKit says nothing documented; accepted, `a` would be inside the tree of
    /// the controller it presents, and every walk of that tree would go round forever). The walk is
    /// bounded by `maxChainLength` steps.
    static func refusalOfChild(_ child: UIViewController, for parent: UIViewController) -> String? {
        if child === parent { return "Cannot add \(child) as a child of itself." }
        var pending: [(UIViewController, presented: Bool)] = [(parent, false)]
        var steps = 0
        while let next = pending.popLast(), steps < maxChainLength {
            let (c, presented) = next
            steps += 1
            if c === child {
                return presented
                    ? "Cannot add \(child) as a child of \(parent): \(parent) is presented from \(child)'s tree."
                    : "Cannot add \(child) as a child of \(parent): \(parent) is its descendant."
            }
            if let up = c.parent { pending.append((up, presented)) }
            if let up = c.containerState.presenting { pending.append((up, true)) }
        }
        return nil
    }

    /// R1: `child` leaves its parent's `children`, then `didMove(toParent: nil)`. No `willMove`.
    static func removeFromParent(_ child: UIViewController, cause: LifecycleCause) {
        guard let parent = child.parent else { return }
        parent.detachChild(child)
        child.movement.subtract([.toParent, .fromParent])
        callDidMove(child, toParent: nil, cause: cause)
    }

    static func callWillMove(_ c: UIViewController, toParent p: UIViewController?, cause: LifecycleCause) {
        if p == nil { c.movement.insert(.fromParent) }
        call(c, .willMoveToParent, args: parentArg(p), cause: cause) { c.willMove(toParent: p) }
    }

    static func callDidMove(_ c: UIViewController, toParent p: UIViewController?, cause: LifecycleCause) {
        call(c, .didMoveToParent, args: parentArg(p), cause: cause) { c.didMove(toParent: p) }
    }

    // MARK: R11 Calls from app code

    /// A base implementation ran. Inside the framework's call of that method this is a subclass calling
    /// `super`; outside it, app code called the method itself:
    /// - `willMove`/`didMove(toParent:)` are meant to be called by containers: the call is recorded (cause
    ///   "called by app code"), and `willMove(toParent: nil)` starts the R8 removal;
    /// - an appearance method: UIKit's warning (under R6, the rule it breaks) and nothing else.
    static func baseImplementationReached(_ c: UIViewController, _ method: LifecycleMethod, parent: UIViewController? = nil) {
        guard (c.frameworkCallDepth[method] ?? 0) == 0 else { return }
        switch method {
        case .willMoveToParent:
            if parent == nil { c.movement.insert(.fromParent) }
            emit(c, method, args: parentArg(parent), cause: .appCode)
        case .didMoveToParent:
            emit(c, method, args: parentArg(parent), cause: .appCode)
        default:
            // The rule broken is R6 (appearance is driven by begin/end), as the checker's finding says.
            warning(c, .directAppearanceCall(method), directCallMessage(method, c), cause: LifecycleCause("called directly by app code", rule: .r6))
        }
    }

    /// UIKit's log for an appearance method called directly.
    /// UIKit's console text, with the sentence iOS 15 added (as published logs quote it, e.g.
    /// github.com/LeoNatan/LNPopupController/issues/521); the iOS 5 profile's UIKit had neither.
    static func directCallMessage(_ method: LifecycleMethod, _ c: UIViewController) -> String {
        "Calling -\(method.rawValue): directly on a view controller is not supported, and may result in "
            + "out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: "
            + "and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks "
            + "instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch "
            + "this in the debugger. View controller: \(c)"
    }

    // MARK: R8 Moving flags (for containers: push, pop, present, dismiss)

    static func setMovement(_ c: UIViewController, beingPresented: Bool = false, beingDismissed: Bool = false) {
        if beingPresented { c.movement.insert(.beingPresented) }
        if beingDismissed { c.movement.insert(.beingDismissed) }
    }

    // MARK: R9 Layout

    static func layoutCallback(_ c: UIViewController, _ method: LifecycleMethod) {
        if method == .viewWillLayoutSubviews, c.storedView?.window != nil {
            viewIsAppearingIfOwed(c, cause: .laidOutBySuperview)
        }
        call(c, method, cause: .layoutPass) {
            switch method {
            case .viewWillLayoutSubviews: c.viewWillLayoutSubviews()
            case .updateViewConstraints: c.updateViewConstraints()
            case .viewSafeAreaInsetsDidChange: c.viewSafeAreaInsetsDidChange()
            default: c.viewDidLayoutSubviews()
            }
        }
    }

    /// R9: a controller's traits changed; it hears it in the layout pass, before `viewWillLayoutSubviews`.
    /// The event says which traits changed, from what to what (`userInterfaceStyle: light → dark`).
    static func traitCallback(_ c: UIViewController, previous: UITraitCollection, now: UITraitCollection) {
        let changes = TraitChangeDescription.changes(from: previous, to: now)
        call(c, .traitCollectionDidChange, args: [.init("changes", .string(changes))], cause: .traitChange) {
            c.traitCollectionDidChange(previous)
        }
    }

    /// R9, modern profile: the `viewIsAppearing` an appearing controller owes, with its `viewWillAppear`'s
    /// `animated`. It comes in the first layout pass that reaches the controller's view in a window, before
    /// the view's own `viewWillLayoutSubviews`: Apple's documentation says "after it adds the view
    /// controller's view to the view hierarchy, and the superview lays out the view controller's view", and
    /// published write-ups of WWDC23 put it before the view's own layout. An appearance that ends
    /// (`viewDidAppear`) with no such
    /// pass in between (a manual begin/end in one call, a cancelled swipe-back's top) gets it just
    /// before its `did`, so it is never skipped: "once each time a view controller's view appears".
    static func viewIsAppearingIfOwed(_ c: UIViewController, cause: LifecycleCause) {
        guard let animated = c.owedViewIsAppearing, c.appearanceState == .appearing else { return }
        c.owedViewIsAppearing = nil
        call(c, .viewIsAppearing, args: animatedArg(animated), cause: cause) { c.viewIsAppearing(animated) }
    }

    /// R9: a view that owes `viewIsAppearing` arrives in a window after its layout flag was cleared (laid
    /// out while off screen): the next pass must reach it.
    static func viewArrivedInWindow(_ c: UIViewController) {
        if c.owedViewIsAppearing != nil { c.storedView?.setNeedsLayout() }
    }

    // MARK: R10 Memory warnings

    /// R10: `didReceiveMemoryWarning` to every controller; with the iOS 5 profile, a controller whose view
    /// is loaded but not in a window then unloads it (`viewWillUnload`, the view is released,
    /// `viewDidUnload`), and the next access to `view` loads it again.
    static func memoryWarning(_ c: UIViewController, profile: LifecycleProfile) {
        call(c, .didReceiveMemoryWarning, cause: .memoryWarning) { c.didReceiveMemoryWarning() }
        guard profile == .iOS5, let v = c.storedView, v.window == nil else { return }
        call(c, .viewWillUnload, cause: .memoryWarning) { c.viewWillUnload() }
        setView(nil, of: c)
        call(c, .viewDidUnload, cause: .memoryWarning) { c.viewDidUnload() }
    }
}
