import Foundation
import SandboxKit

/// The lifecycle invariants a soak checks, for any scene: appearance pairing on every event,
/// and after each turn the agreement of controllers, views and appearance states. Each broken invariant
/// is one line in `failures` (the first time it is seen), with where it was seen.
@MainActor
public final class LifecycleInvariants {
    public private(set) var failures: [String] = []
    public private(set) var checksRun = 0
    /// Per controller (by name): the `will` still waiting for its `did` or its reversal.
    private var openWill: [String: LifecycleMethod] = [:]
    private var subscription: LifecycleSubscription?
    private var seen: Set<String> = []
    private var known: Set<String> = []

    /// Warnings UIKit logs for calls the scene makes on purpose (a random walk presenting while a
    /// presentation runs: UIKit ignores the call and logs). Any other warning or violation is a failure.
    private let isExpectedWarning: (String) -> Bool
    /// How many expected warnings came.
    public private(set) var expectedWarningsSeen = 0

    public init(stream: LifecycleEventStream, isExpectedWarning: @escaping (String) -> Bool = { _ in false }) {
        self.isExpectedWarning = isExpectedWarning
        subscription = stream.subscribe { [weak self] in self?.observe($0) }
    }

    public func stop() { subscription?.cancel(); subscription = nil }

    /// Records a failure once; `place` says when (turn or seq).
    public func fail(_ text: String, at place: String) {
        guard seen.insert(text).inserted, failures.count < 50 else { return }
        failures.append("\(place): \(text)")
    }

    /// Every `will` is followed by its `did` or by its reversal (the opposite `will`); a `did` needs an
    /// open `will`. Warnings and violations never happen in a correct scene, except the expected ones.
    private func observe(_ e: LifecycleEvent) {
        if e.method == .warning, isExpectedWarning(e.message ?? "") {
            expectedWarningsSeen += 1
        } else if e.method == .warning || e.method == .violation {
            fail("\(e.method.rawValue): \(e.message ?? "")", at: "seq \(e.seq)")
        }
        guard let name = e.controller else { return }
        checksRun += 1
        let open = openWill[name]
        defer { if e.method.isAppearance { known.insert(name) } }
        switch e.method {
        case .viewWillAppear, .viewWillDisappear:
            openWill[name] = e.method
        case .viewDidAppear, .viewDidDisappear:
            let will: LifecycleMethod = e.method == .viewDidAppear ? .viewWillAppear : .viewWillDisappear
            // A controller first heard of now may have had its `will` before the subscription.
            if open != will, known.contains(name) { fail("\(name).\(e.method.rawValue) without an open \(will.rawValue) (open: \(open?.rawValue ?? "none"))", at: "seq \(e.seq)") }
            openWill[name] = nil
        default:
            break
        }
    }

    /// Checks after a turn. `containers` show one child each at rest; `controllers` are all the live
    /// ones to check; `involved` says which take part in a running transition; `atRest` is true when
    /// nothing runs (settled, no transition, no finger down).
    public func check(turn: Int, containers: [UIViewController], controllers: [UIViewController],
                      involved: (UIViewController) -> Bool, atRest: Bool, checker: LifecycleChecker) {
        checksRun += 1
        let at = "turn \(turn)"
        for container in containers {
            // The controller and view hierarchies agree: a child's view in a window is inside its parent's.
            var shown = 0
            for c in container.children {
                if c.parent !== container { fail("\(c) is in \(container)'s children but its parent is \(String(describing: c.parent))", at: at) }
                guard let v = c.viewIfLoaded, v.window != nil else { continue }
                shown += 1
                if let root = container.viewIfLoaded, !v.isDescendant(of: root) {
                    fail("\(c)'s view is in the window outside its parent \(container)'s view", at: at)
                }
            }
            // Each container shows exactly one child's view outside transitions.
            if atRest, container.viewIfLoaded?.window != nil, shown != 1 {
                fail("\(container) shows \(shown) children's views at rest", at: at)
            }
        }
        // A controller is appeared exactly when its view is in the window and no transition involving it
        // runs. Between rest points a `did` may be owed to the end of the turn's commit (R3), so only
        // "appeared implies in the window" holds there.
        for c in controllers where !involved(c) {
            let inWindow = c.viewIfLoaded?.window != nil
            let appeared = c.appearanceState == .appeared
            if atRest ? appeared != inWindow : appeared && !inWindow {
                fail("\(c) is \(c.appearanceState.rawValue) while its view is \(inWindow ? "" : "not ")in the window", at: at)
            }
            if atRest, c.appearanceState == .appearing || c.appearanceState == .disappearing {
                fail("\(c) is \(c.appearanceState.rawValue) with nothing running", at: at)
            }
        }
        if atRest {
            for (name, m) in openWill { fail("\(name).\(m.rawValue) has no did and no reversal at rest", at: at) }
        }
        // Correct containment, and the framework's own containers, never trigger the checker.
        if let f = checker.findings.first { fail("checker finding \(f.rule) \(f.controllers): \(f.message)", at: at) }
    }

    /// The process's resident set in bytes (Linux /proc), 0 where unavailable.
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The soaks' seeded generator, so a soak is replayed exactly from its seed.
public typealias SoakRandom = SeededGenerator
