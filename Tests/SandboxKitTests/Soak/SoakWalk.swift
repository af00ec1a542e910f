import Foundation
@testable import SandboxKit

/// A small seeded generator (SplitMix64), so a soak is replayed exactly from its seed.
struct SoakRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A seeded random walk of user actions on the tabs container, headless, checking the invariants after
/// every turn. The figures it reports are the soak's result.
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
        let invariants = SoakInvariants(stream: app.lifecycleEvents)
        var container: SoakTabContainer? = SoakTabContainer(tabs: tabs)
        window.rootViewController = container
        weak var weakContainer = container
        var everMade: [SoakTabContainer.WeakController] = []

        func turn() {
            app.runTurn()
            result.turns += 1
            if let c = container { invariants.check(turn: result.turns, window: window, container: c, checker: app.lifecycleChecker, settled: app.isSettled) }
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
                result.residentBytesAtHalf = residentBytes()
            }
        }
        settle(app, turn: turn)
        result.residentBytesAtEnd = residentBytes()
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

    /// The process's resident set in bytes (Linux /proc), 0 where unavailable.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
