import Foundation
@testable import SandboxKit

/// The invariants the soak checks after every turn (issue 8), and the appearance-pairing check it runs
/// on every lifecycle event. Each broken invariant is one line in `failures`, with the turn it was seen.
final class SoakInvariants {
    private(set) var failures: [String] = []
    private(set) var checksRun = 0
    /// Per controller (by name): the `will` still waiting for its `did` or its reversal.
    private var openWill: [String: LifecycleMethod] = [:]
    private var subscription: LifecycleSubscription?

    init(stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] in self?.observe($0) }
    }

    func stop() { subscription?.cancel(); subscription = nil }

    private var seen: Set<String> = []

    /// `where` says when (turn or seq); the same failure seen again later is not repeated.
    private func fail(_ text: String, at place: String = "") {
        guard seen.insert(text).inserted, failures.count < 50 else { return }
        failures.append(place.isEmpty ? text : "\(place): \(text)")
    }

    /// Every `will` is followed by its `did` or by its reversal (the opposite `will`), never by another
    /// `did`; a `did` needs an open `will`.
    private func observe(_ e: LifecycleEvent) {
        if e.method == .warning || e.method == .violation {
            fail("\(e.method.rawValue): \(e.message ?? "")", at: "seq \(e.seq)")
        }
        guard let name = e.controller else { return }
        checksRun += 1
        let open = openWill[name]
        switch e.method {
        case .viewWillAppear, .viewWillDisappear:
            openWill[name] = e.method
        case .viewDidAppear:
            if open != .viewWillAppear { fail("\(name).viewDidAppear without an open viewWillAppear (open: \(open?.rawValue ?? "none"))", at: "seq \(e.seq)") }
            openWill[name] = nil
        case .viewDidDisappear:
            if open != .viewWillDisappear { fail("\(name).viewDidDisappear without an open viewWillDisappear (open: \(open?.rawValue ?? "none"))", at: "seq \(e.seq)") }
            openWill[name] = nil
        default:
            break
        }
    }

    /// The structural invariants, checked after a turn. `container` is the tabs container; `root` the
    /// window's root.
    func check(turn: Int, window: UIWindow, container: SoakTabContainer, checker: LifecycleChecker, settled: Bool) {
        checksRun += 1
        let at = "turn \(turn)"
        let pageViews = container.isViewLoaded ? container.view.subviews : []
        let running = container.running
        // Each container shows exactly one child's view outside transitions, at most two during one.
        if running == nil {
            if pageViews.count != 1 { fail("the container shows \(pageViews.count) page views at rest", at: at) }
        } else if !(1...2).contains(pageViews.count) {
            fail("the container shows \(pageViews.count) page views during a transition", at: at)
        }
        // The controller and view hierarchies agree: every page view inside the container belongs to
        // one of its children, and every child's view in a window is inside the container's view.
        for v in pageViews where !container.children.contains(where: { $0.viewIfLoaded === v }) {
            _ = v
            fail("a view in the container belongs to no child controller", at: at)
        }
        for c in container.children {
            if c.parent !== container { fail("\(c) is in children but its parent is \(String(describing: c.parent))", at: at) }
            if let v = c.viewIfLoaded, v.window != nil, v.superview !== container.view {
                fail("\(c)'s view is in the window outside its parent's view", at: at)
            }
        }
        if running == nil, let current = container.current {
            if container.children.count != 1 || container.children.first !== current {
                fail("at rest the container's children are \(container.children) instead of [\(current)]", at: at)
            }
        }
        // A controller is appeared exactly when its view is in the window and no transition involving it
        // runs; at rest nothing is appearing or disappearing.
        let atRest = settled && running == nil
        var controllers: [UIViewController] = [container] + container.children
        for w in container.madePages { if let c = w.controller, !controllers.contains(where: { $0 === c }) { controllers.append(c) } }
        for c in controllers {
            let inWindow = c.viewIfLoaded?.window != nil
            let involved = running.map { $0.from === c || $0.to === c } ?? false
            if involved { continue }
            let appeared = c.appearanceState == .appeared
            // Between rest points a `did` may be owed to the end of the turn's commit (R3), so only
            // "appeared implies in the window" holds there.
            if atRest ? appeared != inWindow : appeared && !inWindow {
                fail("\(c) is \(c.appearanceState.rawValue) while its view is \(inWindow ? "" : "not ")in the window", at: at)
            }
            if atRest, c.appearanceState == .appearing || c.appearanceState == .disappearing {
                fail("\(c) is \(c.appearanceState.rawValue) with no transition running", at: at)
            }
        }
        if atRest {
            for (name, m) in openWill { fail("\(name).\(m.rawValue) has no did and no reversal at rest", at: at) }
        }
        // The framework's own containers and the demo's correct containment never trigger the checker.
        if let f = checker.findings.first { fail("checker finding \(f.rule) \(f.controllers): \(f.message)", at: at) }
    }
}
