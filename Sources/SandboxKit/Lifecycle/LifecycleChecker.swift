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
    public struct Finding: Equatable, Sendable {
        public var rule: String
        public var controllers: [String]
        public var message: String
        public var fix: String
    }

    public private(set) var findings: [Finding] = []
    private weak var application: UIApplication?
    private var subscription: LifecycleSubscription?
    private var reported: Set<String> = []

    /// Per controller: the cause of its last `viewDidAppear` since it last began to disappear. The weak
    /// reference tells a freed controller's entry from a new controller given the same address.
    private var lastDidAppear: [ObjectIdentifier: (controller: WeakRef, cause: LifecycleCause?)] = [:]
    /// Controllers added with `addChild` still waiting for `didMove(toParent:)`.
    private var awaitingDidMove: [ObjectIdentifier: (child: WeakRef, parent: String)] = [:]
    /// Controllers whose removal was announced with `willMove(toParent: nil)`.
    private var announcedRemoval: Set<ObjectIdentifier> = []
    /// Controllers whose view entered a window with no parent: checked for a missing `addChild`.
    private var parentless: [WeakRef] = []
    /// Names of the controllers taking part in a running `transition(from:to:)`.
    private var inTransition: Set<String> = []
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
        let name = e.controller ?? "?"
        let key = e.subject.map(ObjectIdentifier.init)
        switch e.method {
        case .viewDidAppear:
            guard let key else { return }
            if let earlier = lastDidAppear[key], let c = e.subject, earlier.controller.controller === c {
                reportDoubleDidAppear(name, first: earlier.cause, second: e.cause)
            }
            lastDidAppear[key] = (WeakRef(controller: e.subject), e.cause)
            if e.cause == .viewEnteredWindow, e.subject?.parent == nil, let c = e.subject {
                parentless.append(WeakRef(controller: c))
                scheduleEndOfTurn()
            }
        case .viewWillDisappear, .viewDidDisappear:
            if let key { lastDidAppear[key] = nil }
        case .willMoveToParent:
            guard let key, let c = e.subject else { return }
            guard case .controller(let parentName)? = e.argument("parent"), let parentName else {
                announcedRemoval.insert(key)
                return
            }
            announcedRemoval.remove(key)
            guard e.cause == .addChild else { return }
            awaitingDidMove[key] = (WeakRef(controller: c), parentName)
            scheduleEndOfTurn()
            // Up the child's view's superviews (as deep as the tree, not as many as the controllers: a
            // search of every live controller by name per addChild made adding N children quadratic).
            if let v = c.viewIfLoaded, owningControllers(above: v).contains(where: { $0.debugName == parentName }) {
                report(rule: "R3", [name, parentName],
                       "\(name)'s view was added to \(parentName)'s view with addSubview before addChild",
                       fix: "call \(parentName).addChild(\(name)) first, then addSubview, then \(name).didMove(toParent: \(parentName))")
            }
        case .didMoveToParent:
            guard let key else { return }
            if case .controller(let p)? = e.argument("parent"), p != nil {
                awaitingDidMove[key] = nil
            } else if e.cause == .removeFromParent {
                if !announcedRemoval.contains(key) {
                    report(rule: "R1", [name], "\(name).removeFromParent() without \(name).willMove(toParent: nil) before it",
                           fix: "call \(name).willMove(toParent: nil) before removing its view and calling removeFromParent()")
                }
                announcedRemoval.remove(key)
                awaitingDidMove[key] = nil
            }
        case .transitionAnimations:
            for arg in ["from", "to"] { if case .controller(let n?)? = e.argument(arg) { inTransition.insert(n) } }
        case .transitionCompletion:
            for arg in ["from", "to"] { if case .controller(let n?)? = e.argument(arg) { inTransition.remove(n) } }
            scheduleEndOfTurn()
        case .warning:
            let message = e.message ?? ""
            if message.hasPrefix("Unbalanced calls to begin/end appearance transitions") {
                report(rule: "R6", [name], "unbalanced beginAppearanceTransition/endAppearanceTransition calls for \(name)",
                       fix: "pair each \(name).beginAppearanceTransition(_:animated:) with one endAppearanceTransition(), and begin only toward the other state")
            } else if message.hasPrefix("Calling -") {
                let method = message.dropFirst("Calling -".count).prefix { $0 != ":" }
                report(rule: "R6", [name], "\(name).\(method) was called directly by app code",
                       fix: "use \(name).beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead")
            }
        case .violation:
            guard e.cause?.rule == "R5", let message = e.message, message.contains("must have a common parent") else { return }
            let names = message.components(separatedBy: "<").dropFirst().compactMap { $0.components(separatedBy: ">").first }
            report(rule: "R5", [name] + names,
                   "\(name).transition(from:to:) between controllers that are not both its children",
                   fix: "addChild both controllers to \(name) before calling transition(from:to:)")
        default:
            break
        }
    }

    private func reportDoubleDidAppear(_ name: String, first: LifecycleCause?, second: LifecycleCause?) {
        let causes = [first, second].compactMap { $0 }
        if causes.contains(.viewEnteredWindow), let forwarded = causes.first(where: { $0.rule == "R4" }) {
            let parent = forwarded.reason.replacingOccurrences(of: "forwarded by ", with: "")
            report(rule: "R3", [name, parent],
                   "\(name).viewDidAppear called twice without a disappearance: its view was added with addSubview before addChild while \(parent) was appearing; call addChild first",
                   fix: "call \(parent).addChild(\(name)) before \(parent).view.addSubview(\(name).view)")
        } else {
            let how = causes.map(\.description).joined(separator: ", then ")
            report(rule: "R3", [name], "\(name).viewDidAppear called twice without a disappearance (\(how))",
                   fix: "let one path drive \(name)'s appearance: addChild before addSubview, or begin/end appearance by hand")
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
            if inTransition.contains(c.debugName) { continue }
            awaitingDidMove[key] = nil
            guard c.parent?.debugName == entry.parent else { continue }
            report(rule: "R1", [c.debugName, entry.parent],
                   "\(entry.parent).addChild(\(c.debugName)) without \(c.debugName).didMove(toParent: \(entry.parent)) by the end of the turn",
                   fix: "call \(c.debugName).didMove(toParent: \(entry.parent)) after adding its view")
        }
        let waiting = parentless
        parentless.removeAll()
        for ref in waiting {
            guard let c = ref.controller, c.parent == nil, let owner = owningController(above: c.viewIfLoaded) else { continue }
            report(rule: "R3", [c.debugName, owner.debugName],
                   "\(c.debugName)'s view was added under \(owner.debugName)'s view without \(owner.debugName).addChild(\(c.debugName)): its appearance does not follow \(owner.debugName)'s",
                   fix: "call \(owner.debugName).addChild(\(c.debugName)) before adding the view, then \(c.debugName).didMove(toParent: \(owner.debugName))")
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

    private func report(rule: String, _ controllers: [String], _ message: String, fix: String) {
        let key = "\(rule)|\(message)"
        guard !reported.contains(key) else { return }
        reported.insert(key)
        let finding = Finding(rule: rule, controllers: controllers, message: message, fix: fix)
        findings.append(finding)
        application?.lifecycleEvents.emit(LifecycleEvent(
            controller: controllers.first, method: .finding, cause: .checker, message: message, rule: rule, fix: fix))
    }
}
