import XCTest
import SandboxKit
import SandboxTestSupport
@testable import sandbox

/// A random walk through the app's own demos, headless: demos picked from the menu (clicks on the desk
/// application's menu buttons) at any moment — mid-push, mid-transition, with a page presented — and
/// random taps on the device's buttons, edge swipes and sheet drags in between. The lifecycle
/// invariants hold on every event and at each rest point, and every controller of a demo left behind is
/// freed. The recipes break the rules on purpose: a second walk takes them too, and checks only that
/// nothing crashes, nothing is refused as a violation, and everything is freed.
@MainActor
final class DemoMenuSoakTests: XCTestCase {
    func testRandomDemoSwitchingKeepsTheInvariantsAndFreesTheOldDemos() async throws {
        try walk(recipes: false, seed: 11)
    }

    func testRandomSwitchingThroughTheRecipesToo() async throws {
        try walk(recipes: true, seed: 12)
    }

    private func walk(recipes: Bool, seed defaultSeed: UInt64) throws {
        let env = ProcessInfo.processInfo.environment
        let actions = env["SOAK_ACTIONS"].flatMap(Int.init) ?? 120
        let seed = env["SOAK_SEED"].flatMap(UInt64.init) ?? defaultSeed
        var rng = SoakRandom(seed: seed)
        var app: SandboxApp? = try SandboxApp(size: CGSize(width: 1280, height: 800), fonts: PlaceholderFontRenderer(),
                                              images: NoImageLoader(), realTime: false, slowFactor: nil, demo: .tabs)
        let sandbox = try XCTUnwrap(app)
        let device = sandbox.deviceApp, desk = sandbox.deskApp
        // UIKit ignores a present or dismiss while another runs, and logs it: a random walk does that.
        let invariants = LifecycleInvariants(stream: device.lifecycleEvents) { $0.contains("in progress") }
        var everyController: [() -> UIViewController?] = []
        var violations: [String] = []
        device.lifecycleEvents.subscribe { e in
            if e.method == .viewDidLoad, let c = e.subject { everyController.append { [weak c] in c } }
            if e.method == .violation { violations.append(e.message ?? "") }
        }
        var turns = 0, rests = 0
        if env["SOAK_DUMP"] != nil { // SOAK_DUMP=1 prints the walk's events, to replay a failing seed
            device.lifecycleEvents.subscribe { e in print("soak", e.seq, e.frame, e.traceLine ?? "\(e.controller ?? "").\(e.method.rawValue)") }
        }
        func turn() {
            desk.runTurn()
            device.runTurn()
            turns += 1
        }
        func settle() {
            var n = 0
            while (!device.isSettled || !desk.isSettled) && n < 600 { turn(); n += 1 }
            rests += 1
            guard !recipes else { return }
            let live = device.liveViewControllers
            invariants.check(turn: turns, containers: live.filter { !$0.children.isEmpty },
                             controllers: live, involved: { _ in false }, atRest: true, checker: device.lifecycleChecker)
        }
        func buttons(in view: UIView) -> [UIButton] {
            var found: [UIButton] = []
            func walk(_ v: UIView) {
                guard !v.isHidden else { return }
                if let b = v as? UIButton { found.append(b) }
                for s in v.subviews { walk(s) }
            }
            walk(view)
            return found
        }
        func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
        func drag(_ a: CGPoint, _ b: CGPoint, frames: Int) {
            device.post(.pointerDown(a)); turn()
            for i in 1...frames {
                let f = CGFloat(i) / CGFloat(frames)
                device.post(.pointerMoved(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))); turn()
            }
            device.post(.pointerUp(b)); turn()
        }
        let demos = SandboxDemo.allCases.filter { recipes || $0.recipe == nil }
        settle()
        for _ in 0..<actions {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2:
                let demo = demos.randomElement(using: &rng)!
                let p = centre(try XCTUnwrap(sandbox.desk.overlay.menu.button(for: demo)))
                desk.post(.pointerDown(p)); desk.post(.pointerUp(p)); turn()
            case 3, 4, 5, 6:
                if let b = buttons(in: sandbox.deviceWindow).randomElement(using: &rng) {
                    let p = centre(b)
                    device.post(.pointerDown(p)); device.post(.pointerUp(p)); turn()
                }
            case 7:
                drag(CGPoint(x: 2, y: 400), CGPoint(x: CGFloat.random(in: 60...380, using: &rng), y: 400),
                     frames: Int.random(in: 2...30, using: &rng))
            case 8:
                drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: CGFloat.random(in: 320...840, using: &rng)),
                     frames: Int.random(in: 2...30, using: &rng))
            default:
                for _ in 0..<Int.random(in: 1...40, using: &rng) { turn() }
            }
            if Int.random(in: 0..<4, using: &rng) == 0 { settle() }
        }
        settle()
        // Leaving for the gallery (no controllers) frees every controller made on the walk.
        sandbox.show(.views)
        settle()
        if !recipes { XCTAssertEqual(invariants.failures, [], "seed \(seed)") }
        XCTAssertEqual(violations, [], "seed \(seed)")
        XCTAssertEqual(device.liveViewControllers.map(\.debugName), [])
        XCTAssertEqual(everyController.compactMap { $0()?.debugName }, [], "controllers of demos left behind are freed")
        print("demo menu soak\(recipes ? " with recipes" : ""): seed \(seed), \(actions) actions, \(turns) turns, \(rests) rest checks, \(everyController.count) controllers")
        invariants.stop()
        app = nil
        _ = UIApplication()
    }
}
