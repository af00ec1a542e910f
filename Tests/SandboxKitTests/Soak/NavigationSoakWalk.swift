import Foundation
@testable import SandboxKit
import SandboxTestSupport

/// The soak's second scene: a navigation controller driven through the real input path (the back
/// button tapped, left-edge drags that complete or cancel), pushes, full-screen and page-sheet
/// presentations and their dismissals, memory warnings in both profiles, with the lifecycle invariants
/// after every turn and every popped or dismissed controller counted as freed at the end. Actions come
/// at any moment: stack changes under a presentation or while one slides in, presentations and
/// dismissals while another runs (UIKit ignores those and logs; the walk counts the logs).
@MainActor
enum NavigationSoakWalk {
    struct Result {
        var actions = 0, turns = 0, invariantChecks = 0, made = 0, removed = 0, ignoredCalls = 0
        var failures: [String] = []
        var stillAlive: [String] = []
    }

    /// UIKit's logs for a present or dismiss made while a presentation or dismissal runs.
    static func isIgnoredCallWarning(_ message: String) -> Bool {
        (message.hasPrefix("Attempt to present ") && message.hasSuffix(" while a presentation is in progress!"))
            || (message.hasPrefix("Attempt to dismiss from view controller ")
                && message.hasSuffix(" while a presentation or dismiss is in progress!"))
    }

    static func run(actions: Int, seed: UInt64, screen: CGSize = CGSize(width: 120, height: 200)) -> Result {
        var rng = SoakRandom(seed: seed)
        var result = Result()
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(origin: .zero, size: screen)))
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let invariants = LifecycleInvariants(stream: app.lifecycleEvents, isExpectedWarning: isIgnoredCallWarning)
        var made: [() -> UIViewController?] = []
        func page() -> UIViewController {
            let c = UIViewController()
            result.made += 1
            c.debugName = "p\(result.made)"
            made.append { [weak c] in c }
            return c
        }
        let nav = UINavigationController(rootViewController: page())
        nav.debugName = "nav"
        window.rootViewController = nav
        var fingerDown = false

        /// Every controller still reachable: the stack and the chain of presentations.
        func reachable() -> [UIViewController] {
            var all: [UIViewController] = [nav] + nav.viewControllers
            var p = nav.presentedViewController
            while let c = p { all.append(c); p = c.presentedViewController }
            return all
        }
        func turn() {
            app.runTurn()
            result.turns += 1
            let atRest = app.isSettled && !fingerDown
            invariants.check(turn: result.turns, containers: [nav], controllers: reachable(),
                             involved: { _ in !atRest }, atRest: atRest, checker: app.lifecycleChecker)
        }
        func tap(_ p: CGPoint) {
            app.post(.pointerDown(p)); fingerDown = true; turn()
            app.post(.pointerUp(p)); fingerDown = false; turn()
        }
        func edgeDrag(to x1: CGFloat) {
            let y = screen.height / 2
            app.post(.pointerDown(CGPoint(x: 2, y: y))); fingerDown = true; turn()
            for i in 1...8 { app.post(.pointerMoved(CGPoint(x: 2 + (x1 - 2) * CGFloat(i) / 8, y: y))); turn() }
            for _ in 0..<8 { turn() } // hold still: no flick
            app.post(.pointerUp(CGPoint(x: x1, y: y))); fingerDown = false; turn()
        }
        turn(); turn()
        for _ in 0..<actions {
            let top = reachable().last!
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: nav.pushViewController(page(), animated: Bool.random(using: &rng))
            case 2:
                let back = nav.navigationBar.backButton
                if !back.isHidden, back.window != nil {
                    tap(back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
                }
            case 3: edgeDrag(to: screen.width * 0.85)
            case 4: edgeDrag(to: screen.width * 0.2)
            case 5:
                let p = page()
                p.modalPresentationStyle = Bool.random(using: &rng) ? .fullScreen : .pageSheet
                top.present(p, animated: Bool.random(using: &rng))
            case 6: if top.presentingViewController != nil { top.dismiss(animated: Bool.random(using: &rng)) }
            case 7: for _ in 0..<Int.random(in: 1...30, using: &rng) { turn() }
            case 8:
                app.lifecycleProfile = Bool.random(using: &rng) ? .iOS5 : .iOS6AndLater
                app.simulateMemoryWarning()
                app.lifecycleProfile = .iOS6AndLater
            default: if nav.viewControllers.count > 1 { _ = nav.popViewController(animated: Bool.random(using: &rng)) }
            }
            turn()
            result.actions += 1
        }
        var n = 0
        while !app.isSettled && n < 600 { turn(); n += 1 }
        let live = Set(reachable().map(ObjectIdentifier.init))
        result.stillAlive = made.compactMap { $0() }.filter { !live.contains(ObjectIdentifier($0)) }.map(\.debugName)
        result.removed = result.made - live.subtracting([ObjectIdentifier(nav)]).count
        invariants.stop()
        result.invariantChecks = invariants.checksRun
        result.ignoredCalls = invariants.expectedWarningsSeen
        result.failures = invariants.failures
        return result
    }
}
