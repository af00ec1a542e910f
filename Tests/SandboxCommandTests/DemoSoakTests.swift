import XCTest
import SandboxKit
import SandboxTestSupport
@testable import sandbox

/// The soak on the desktop app's own tabs demo, headless: the real `SandboxApp` with
/// virtual clocks, driven through the real input path (pointer events on the tab buttons, the app's
/// key handler), with the lifecycle invariants checked after every turn.
@MainActor
final class DemoSoakTests: XCTestCase {
    struct Figures {
        var actions = 0, turns = 0, checks = 0
        var failures: [String] = []
        /// The demo's controllers, weakly: all must be freed once the app is.
        var controllers: [() -> UIViewController?] = []
    }

    func soak(actions: Int, seed: UInt64) throws -> Figures {
        var rng = SoakRandom(seed: seed)
        var figures = Figures()
        var app: SandboxApp? = try SandboxApp(size: CGSize(width: 1280, height: 800), fonts: PlaceholderFontRenderer(),
                                              images: NoImageLoader(), realTime: false, slowFactor: nil, demo: .tabs)
        let device = app!.deviceApp
        let tabs = try XCTUnwrap(app?.tabs)
        let invariants = LifecycleInvariants(stream: device.lifecycleEvents)
        figures.controllers = ([tabs] + tabs.pages).map { c -> () -> UIViewController? in { [weak c] in c } }
        var fingerDown = false

        func turn() {
            device.runTurn()
            figures.turns += 1
            let pages: [UIViewController] = tabs.pages
            let moving = tabs.children.count > 1
            invariants.check(turn: figures.turns, containers: [tabs], controllers: [tabs] + pages,
                             involved: { c in moving && tabs.children.contains { $0 === c } },
                             atRest: device.isSettled && !moving && !fingerDown, checker: device.lifecycleChecker)
        }
        func buttons() -> [UIButton] {
            var found: [UIButton] = []
            func walk(_ v: UIView) { for s in v.subviews { if let b = s as? UIButton { found.append(b) } else { walk(s) } } }
            walk(tabs.view)
            return found
        }
        /// A click on tab `i`: down in one turn, up in the next, as the window host delivers it.
        func click(_ i: Int) {
            let b = buttons()[i]
            let p = b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
            device.post(.pointerDown(p)); fingerDown = true; turn()
            device.post(.pointerUp(p)); fingerDown = false; turn()
        }
        turn(); turn()
        XCTAssertEqual(buttons().count, 4, "the demo's four tab buttons")
        let options = SoakAllOptions.all
        for _ in 0..<actions {
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1: click(Int.random(in: 0..<4, using: &rng))
            case 2:
                click(Int.random(in: 0..<4, using: &rng))
                for _ in 0..<Int.random(in: 0...6, using: &rng) { turn() }
                click(Int.random(in: 0..<4, using: &rng))
            case 3: for _ in 0..<Int.random(in: 1...40, using: &rng) { turn() }
            case 4: device.lifecycleProfile = .iOS6AndLater; app?.handleKey("m")
            case 5: device.lifecycleProfile = .iOS5; app?.handleKey("m"); device.lifecycleProfile = .iOS6AndLater
            case 6: tabs.optionOverride = Bool.random(using: &rng) ? nil : options.randomElement(using: &rng)!
            case 7: tabs.duration = [0, 0.1, 0.25, 1].randomElement(using: &rng)!
            default: app?.handleKey(["1", "2", "3", "4"].randomElement(using: &rng)!)
            }
            turn()
            figures.actions += 1
        }
        var n = 0
        while !device.isSettled && n < 1200 { turn(); n += 1 }
        invariants.stop()
        figures.checks = invariants.checksRun
        figures.failures = invariants.failures
        app = nil
        return figures
    }

    func testRandomUseOfTheTabsDemoKeepsTheInvariants() async throws {
        let env = ProcessInfo.processInfo.environment
        let actions = env["SOAK_ACTIONS"].flatMap(Int.init) ?? 150
        let seed = env["SOAK_SEED"].flatMap(UInt64.init) ?? 6
        let f = try soak(actions: actions, seed: seed)
        // `UIApplication.shared` keeps the last application made (by design); a new one replaces it.
        _ = UIApplication()
        print("demo soak: seed \(seed), \(f.actions) actions, \(f.turns) turns, \(f.checks) invariant checks")
        XCTAssertEqual(f.actions, actions)
        XCTAssertEqual(f.failures, [], "invariants broken")
        XCTAssertEqual(f.controllers.compactMap { $0()?.debugName }, [], "every controller is freed with the app")
    }
}

enum SoakAllOptions {
    static let all: [UIView.AnimationOptions] = [
        .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve, .transitionFlipFromLeft,
        .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom, [],
    ]
}
