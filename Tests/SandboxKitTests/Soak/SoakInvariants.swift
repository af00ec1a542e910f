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

    private func fail(_ text: String) {
        // The first few are what a reader needs; thousands of repeats help nobody.
        if failures.count < 50 { failures.append(text) }
    }

    /// Every `will` is followed by its `did` or by its reversal (the opposite `will`), never by another
    /// `did`; a `did` needs an open `will`.
    private func observe(_ e: LifecycleEvent) {
        if e.method == .warning || e.method == .violation {
            fail("seq \(e.seq): \(e.method.rawValue): \(e.message ?? "")")
        }
        guard let name = e.controller else { return }
        checksRun += 1
        let open = openWill[name]
        switch e.method {
        case .viewWillAppear, .viewWillDisappear:
            openWill[name] = e.method
        case .viewDidAppear:
            if open != .viewWillAppear { fail("seq \(e.seq): \(name).viewDidAppear without an open viewWillAppear (open: \(open?.rawValue ?? "none"))") }
            openWill[name] = nil
        case .viewDidDisappear:
            if open != .viewWillDisappear { fail("seq \(e.seq): \(name).viewDidDisappear without an open viewWillDisappear (open: \(open?.rawValue ?? "none"))") }
            openWill[name] = nil
        default:
            break
        }
    }

    /// The structural invariants, checked after a turn. `container` is the tabs container; `root` the
    /// window's root.
    func check(turn: Int, window: UIWindow, container: SoakTabContainer, checker: LifecycleChecker) {
        checksRun += 1
        let at = "turn \(turn)"
        let pageViews = container.isViewLoaded ? container.view.subviews : []
        let running = container.running
        // Each container shows exactly one child's view outside transitions, at most two during one.
        if running == nil {
            if pageViews.count != 1 { fail("\(at): the container shows \(pageViews.count) page views at rest") }
        } else if !(1...2).contains(pageViews.count) {
            fail("\(at): the container shows \(pageViews.count) page views during a transition")
        }
        // The controller and view hierarchies agree: every page view inside the container belongs to
        // one of its children, and every child's view in a window is inside the container's view.
        for v in pageViews where !container.children.contains(where: { $0.viewIfLoaded === v }) {
            _ = v
            fail("\(at): a view in the container belongs to no child controller")
        }
        for c in container.children {
            if c.parent !== container { fail("\(at): \(c) is in children but its parent is \(String(describing: c.parent))") }
            if let v = c.viewIfLoaded, v.window != nil, v.superview !== container.view {
                fail("\(at): \(c)'s view is in the window outside its parent's view")
            }
        }
        if running == nil, let current = container.current {
            if container.children.count != 1 || container.children.first !== current {
                fail("\(at): at rest the container's children are \(container.children) instead of [\(current)]")
            }
        }
        // A controller is appeared exactly when its view is in the window and no transition involving it
        // runs; at rest nothing is appearing or disappearing.
        var controllers: [UIViewController] = [container] + container.children
        for w in container.madePages { if let c = w.controller, !controllers.contains(where: { $0 === c }) { controllers.append(c) } }
        for c in controllers {
            let inWindow = c.viewIfLoaded?.window != nil
            let involved = running.map { $0.from === c || $0.to === c } ?? false
            if involved { continue }
            let appeared = c.appearanceState == .appeared
            if appeared != inWindow {
                fail("\(at): \(c) is \(c.appearanceState.rawValue) while its view is \(inWindow ? "" : "not ")in the window")
            }
            if c.appearanceState == .appearing || c.appearanceState == .disappearing {
                fail("\(at): \(c) is \(c.appearanceState.rawValue) with no transition running")
            }
        }
        if running == nil {
            for (name, m) in openWill { fail("\(at): \(name).\(m.rawValue) has no did and no reversal at rest") }
        }
        // The framework's own containers and the demo's correct containment never trigger the checker.
        if let f = checker.findings.first { fail("\(at): checker finding \(f.rule) \(f.controllers): \(f.message)") }
    }
}
