import Foundation
@testable import SandboxKit
import SandboxTestSupport

/// A seeded random walk of user actions on the tabs container, headless, checking the invariants after
/// every turn. The figures it reports are the soak's result.
@MainActor
final class SoakWalk {
    struct Result {
        var actions = 0
        var turns = 0
        var invariantChecks = 0
        var failures: [String] = []
        var pagesMade = 0
        var pagesRemoved = 0
        var pagesStillAlive: [String] = []
        var residentBytesAtHalf = 0
        var residentBytesAtEnd = 0
    }

    enum Action: CaseIterable {
        case tab, tabDuringTransition, wait, memoryWarningModern, memoryWarningIOS5, options, duration, replacePage
    }

    static let allOptions: [UIView.AnimationOptions] = [
        .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve, .transitionFlipFromLeft,
        .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom, [],
    ]

    /// Runs `actions` actions from `seed` on a small screen (the compositor still draws every frame).
    static func run(actions: Int, seed: UInt64, screen: CGSize = CGSize(width: 48, height: 96), tabs: Int = 4) -> Result {
        var rng = SoakRandom(seed: seed)
        var result = Result()
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(origin: .zero, size: screen)))
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let invariants = LifecycleInvariants(stream: app.lifecycleEvents)
        var container: SoakTabContainer? = SoakTabContainer(tabs: tabs)
        window.rootViewController = container
        weak var weakContainer = container
        var everMade: [SoakTabContainer.WeakController] = []

        func turn() {
            app.runTurn()
            result.turns += 1
            guard let c = container else { return }
            var all: [UIViewController] = [c] + c.children
            for w in c.madePages { if let p = w.controller, !all.contains(where: { $0 === p }) { all.append(p) } }
            let running = c.running
            invariants.check(turn: result.turns, containers: [c], controllers: all,
                             involved: { v in running.map { $0.from === v || $0.to === v } ?? false },
                             atRest: app.isSettled && running == nil, checker: app.lifecycleChecker)
            if running == nil, app.isSettled, c.children.count != 1 || c.children.first !== c.current {
                invariants.fail("at rest the container's children are \(c.children) instead of [\(String(describing: c.current))]", at: "turn \(result.turns)")
            }
        }
        turn(); turn()
        for i in 0..<actions {
            guard let c = container else { break }
            let action = Action.allCases.randomElement(using: &rng)!
            switch action {
            case .tab:
                c.select(Int.random(in: 0..<tabs, using: &rng))
            case .tabDuringTransition:
                // A second click a few frames into the first transition.
                c.select(Int.random(in: 0..<tabs, using: &rng))
                for _ in 0..<Int.random(in: 0...4, using: &rng) { turn() }
                c.select(Int.random(in: 0..<tabs, using: &rng))
            case .wait:
                for _ in 0..<Int.random(in: 1...30, using: &rng) { turn() }
            case .memoryWarningModern:
                app.lifecycleProfile = .iOS6AndLater
                app.simulateMemoryWarning()
            case .memoryWarningIOS5:
                app.lifecycleProfile = .iOS5
                app.simulateMemoryWarning()
                app.lifecycleProfile = .iOS6AndLater
            case .options:
                c.options = allOptions.randomElement(using: &rng)!
            case .duration:
                c.duration = [0, 0.05, 0.1, 0.3, 1].randomElement(using: &rng)!
            case .replacePage:
                c.replacePage(Int.random(in: 0..<tabs, using: &rng))
            }
            turn()
            result.actions += 1
            if i == actions / 2 {
                settle(app, turn: turn)
                result.residentBytesAtHalf = LifecycleInvariants.residentBytes()
            }
        }
        settle(app, turn: turn)
        result.residentBytesAtEnd = LifecycleInvariants.residentBytes()
        if let c = container { everMade = c.madePages; result.pagesMade = c.madePages.count }
        let live = Set((container?.pages ?? []).compactMap { $0.map(ObjectIdentifier.init) })
        // Pages the container no longer holds must be freed.
        for w in everMade { if let p = w.controller, !live.contains(ObjectIdentifier(p)) { result.pagesStillAlive.append(p.debugName) } }
        result.pagesRemoved = everMade.count - live.count
        window.rootViewController = nil
        container = nil
        if weakContainer != nil { result.pagesStillAlive.append("tabs (the container)") }
        invariants.stop()
        result.invariantChecks = invariants.checksRun
        result.failures = invariants.failures
        return result
    }

    /// Turns until nothing runs (bounded, in case something never settles: that is a failure too).
    private static func settle(_ app: UIApplication, turn: () -> Void) {
        var n = 0
        while !app.isSettled && n < 600 { turn(); n += 1 }
    }
}
