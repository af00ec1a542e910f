import Foundation

/// The misuse checker (R11). It listens to the lifecycle stream like any other subscriber and reports
/// each misuse once, as a `finding` event on the same stream and in `findings`: the rule, the controllers,
/// a one-line explanation and the fix. The application creates one at start.
///
/// What it reports:
/// - R3: `viewDidAppear` twice without a disappearance in between (the addSubview-before-addChild pitfall);
/// - R3: `addChild` of a controller whose view is already inside the parent's view (addSubview first);
/// - R3: a controller's view under another controller's view, still without `addChild` at the end of the turn;
/// - R1: `addChild` with no `didMove(toParent:)` by the end of the turn (or, when the child is the target of
///   a running `transition(from:to:)`, by the end of the turn the transition completes in);
/// - R1: `removeFromParent` with no `willMove(toParent: nil)` before it;
/// - R6: unbalanced begin/end appearance calls;
/// - R5: `transition(from:to:)` between controllers that are not children of the receiver;
/// - R6: an appearance method called directly by app code.
@MainActor
public final class LifecycleChecker {
    /// One misuse, reported once. `problem` is what code switches on; `message` and `fix` are for people.
    public struct Finding: Equatable, Sendable {
        public var problem: LifecycleProblem
        /// The controllers it concerns, the one it is about first; weak, named once freed.
        public var subjects: [ControllerReference]
        public var message: String
        public var fix: String

        /// The rule of docs/lifecycle-rules.md it breaks.
        public var rule: LifecycleRule { problem.rule ?? .r11 }
        /// The subjects' names, as the message prints them.
        public var controllers: [String] { subjects.map(\.name) }
    }

    public private(set) var findings: [Finding] = []
    private weak var application: UIApplication?
    private var subscription: LifecycleSubscription?
    private var reported: Set<String> = []

    /// Per controller: the cause of its last `viewDidAppear` since it last began to disappear. The weak
    /// reference tells a freed controller's entry from a new controller given the same address.
    private var lastDidAppear: [ObjectIdentifier: (controller: WeakRef, cause: LifecycleCause?)] = [:]
    /// Controllers added with `addChild` still waiting for `didMove(toParent:)`, with that parent.
    private var awaitingDidMove: [ObjectIdentifier: (child: WeakRef, parent: WeakRef)] = [:]
    /// Controllers whose removal was announced with `willMove(toParent: nil)`.
    private var announcedRemoval: Set<ObjectIdentifier> = []
    /// Controllers whose view entered a window with no parent: checked for a missing `addChild`.
    private var parentless: [WeakRef] = []
    /// The controllers taking part in a running `transition(from:to:)`.
    private var inTransition: Set<ObjectIdentifier> = []
    private var endOfTurnScheduled = false

    private struct WeakRef { weak var controller: UIViewController? }

    public init(application: UIApplication) {
        self.application = application
        subscription = application.lifecycleEvents.subscribe { [weak self] in self?.observe($0) }
    }

    /// Stops listening.
    public func detach() { subscription?.cancel(); subscription = nil }

    /// Lets a finding already reported be reported again (each is reported once per message): the
    /// desktop sandbox calls it when it switches demos, so a recipe replayed is flagged as the first time.
    public func forgetReportedFindings() { reported.removeAll() }

    private func observe(_ e: LifecycleEvent) {
        let key = e.subject.map(ObjectIdentifier.init)
        switch e.method {
        case .viewDidAppear:
            guard let key, let c = e.subject else { return }
            if let earlier = lastDidAppear[key], earlier.controller.controller === c {
                reportDoubleDidAppear(c, first: earlier.cause, second: e.cause)
            }
            lastDidAppear[key] = (WeakRef(controller: c), e.cause)
            if e.cause == .viewEnteredWindow, c.parent == nil {
                parentless.append(WeakRef(controller: c))
                scheduleEndOfTurn()
            }
        case .viewWillDisappear, .viewDidDisappear:
            if let key { lastDidAppear[key] = nil }
        case .willMoveToParent:
            guard let key, let c = e.subject else { return }
            guard let parent = e.controllerArgument("parent") else {
                announcedRemoval.insert(key)
                return
            }
            announcedRemoval.remove(key)
            guard e.cause == .addChild else { return }
            awaitingDidMove[key] = (WeakRef(controller: c), WeakRef(controller: parent))
            scheduleEndOfTurn()
            // Up the child's view's superviews (as deep as the tree, not as many as the controllers: a
            // search of every live controller per addChild made adding N children quadratic).
            if let v = c.viewIfLoaded, owningControllers(above: v).contains(where: { $0 === parent }) {
                let (n, p) = (c.debugName, parent.debugName)
                report(.addSubviewBeforeAddChild, [c, parent], "\(n)'s view was added to \(p)'s view with addSubview before addChild",
                       fix: "call \(p).addChild(\(n)) first, then addSubview, then \(n).didMove(toParent: \(p))")
            }
        case .didMoveToParent:
            guard let key, let c = e.subject else { return }
            if e.controllerArgument("parent") != nil {
                awaitingDidMove[key] = nil
            } else if e.cause == .removeFromParent {
                if !announcedRemoval.contains(key) {
                    let n = c.debugName
                    report(.removeFromParentWithoutWillMove, [c], "\(n).removeFromParent() without \(n).willMove(toParent: nil) before it",
                           fix: "call \(n).willMove(toParent: nil) before removing its view and calling removeFromParent()")
                }
                announcedRemoval.remove(key)
                awaitingDidMove[key] = nil
            }
        case .transitionAnimations:
            for arg in ["from", "to"] { if let c = e.controllerArgument(arg) { inTransition.insert(ObjectIdentifier(c)) } }
        case .transitionCompletion:
            for arg in ["from", "to"] { if let c = e.controllerArgument(arg) { inTransition.remove(ObjectIdentifier(c)) } }
            scheduleEndOfTurn()
        case .warning:
            guard let c = e.subject else { return }
            let n = c.debugName
            switch e.problem {
            case .unbalancedAppearanceTransitions?:
                report(.unbalancedAppearanceTransitions, [c], "unbalanced beginAppearanceTransition/endAppearanceTransition calls for \(n)",
                       fix: "pair each \(n).beginAppearanceTransition(_:animated:) with one endAppearanceTransition(), and begin only toward the other state")
            case .directAppearanceCall(let method)?:
                report(.directAppearanceCall(method), [c], "\(n).\(method.rawValue) was called directly by app code",
                       fix: "use \(n).beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead")
            default:
                break
            }
        case .violation:
            guard e.problem == .transitionWithoutCommonParent, let c = e.subject else { return }
            let n = c.debugName
            report(.transitionWithoutCommonParent, [ControllerReference(c)] + e.concerns,
                   "\(n).transition(from:to:) between controllers that are not both its children",
                   fix: "addChild both controllers to \(n) before calling transition(from:to:)")
        default:
            break
        }
    }

    private func reportDoubleDidAppear(_ c: UIViewController, first: LifecycleCause?, second: LifecycleCause?) {
        let causes = [first, second].compactMap { $0 }
        let n = c.debugName
        if causes.contains(.viewEnteredWindow), let parent = causes.first(where: { $0.rule == .r4 })?.controller {
            let p = parent.name
            report(.doubleDidAppear, [ControllerReference(c), parent],
                   "\(n).viewDidAppear called twice without a disappearance: its view was added with addSubview before addChild while \(p) was appearing; call addChild first",
                   fix: "call \(p).addChild(\(n)) before \(p).view.addSubview(\(n).view)")
        } else {
            let how = causes.map(\.description).joined(separator: ", then ")
            report(.doubleDidAppear, [c], "\(n).viewDidAppear called twice without a disappearance (\(how))",
                   fix: "let one path drive \(n)'s appearance: addChild before addSubview, or begin/end appearance by hand")
        }
    }

    // MARK: End-of-turn checks

    private func scheduleEndOfTurn() {
        guard !endOfTurnScheduled, let app = application else { return }
        endOfTurnScheduled = true
        app.performAfterCommit { [weak self] in self?.endOfTurn() }
    }

    private func endOfTurn() {
        endOfTurnScheduled = false
        for (key, entry) in awaitingDidMove {
            guard let c = entry.child.controller else { awaitingDidMove[key] = nil; continue }
            if inTransition.contains(key) { continue }
            awaitingDidMove[key] = nil
            guard let parent = entry.parent.controller, c.parent === parent else { continue }
            let (n, p) = (c.debugName, parent.debugName)
            report(.addChildWithoutDidMove, [c, parent],
                   "\(p).addChild(\(n)) without \(n).didMove(toParent: \(p)) by the end of the turn",
                   fix: "call \(n).didMove(toParent: \(p)) after adding its view")
        }
        let waiting = parentless
        parentless.removeAll()
        for ref in waiting {
            guard let c = ref.controller, c.parent == nil, let owner = owningController(above: c.viewIfLoaded) else { continue }
            let (n, o) = (c.debugName, owner.debugName)
            report(.viewUnderControllerWithoutAddChild, [c, owner],
                   "\(n)'s view was added under \(o)'s view without \(o).addChild(\(n)): its appearance does not follow \(o)'s",
                   fix: "call \(o).addChild(\(n)) before adding the view, then \(n).didMove(toParent: \(o))")
        }
    }

    private func owningController(above view: UIView?) -> UIViewController? {
        var v = view?.superview
        while let cur = v {
            if let owner = cur.owningViewController { return owner }
            v = cur.superview
        }
        return nil
    }

    /// The controllers whose root views are above `view`, nearest first.
    private func owningControllers(above view: UIView) -> [UIViewController] {
        var owners: [UIViewController] = []
        var v = view.superview
        while let cur = v {
            ContainmentWork.steps += 1
            if let owner = cur.owningViewController { owners.append(owner) }
            v = cur.superview
        }
        return owners
    }

    private func report(_ problem: LifecycleProblem, _ controllers: [UIViewController], _ message: String, fix: String) {
        report(problem, controllers.map(ControllerReference.init), message, fix: fix)
    }

    private func report(_ problem: LifecycleProblem, _ subjects: [ControllerReference], _ message: String, fix: String) {
        let finding = Finding(problem: problem, subjects: subjects, message: message, fix: fix)
        let key = "\(finding.rule.rawValue)|\(message)"
        guard !reported.contains(key) else { return }
        reported.insert(key)
        findings.append(finding)
        application?.lifecycleEvents.emit(LifecycleEvent(
            controller: subjects.first?.name, method: .finding, cause: .checker, message: message, rule: finding.rule, fix: fix,
            subject: subjects.first?.controller, problem: problem, concerns: Array(subjects.dropFirst())))
    }
}
