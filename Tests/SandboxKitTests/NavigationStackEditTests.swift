import XCTest
@testable import SandboxKit

/// R7: the navigation stack edits as Apple documents them, and the delegate around the appearance
/// callbacks.
///
/// Sources: Apple's documentation of `setViewControllers(_:animated:)`
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)):
/// "If the view controller is currently in the stack, but is not the topmost item, this method uses a pop
/// transition; if it is the topmost item, no transition is performed. If the view controller is not on
/// the stack, this method uses a push transition. Only one transition is performed, but when that
/// transition finishes, the entire contents of the stack are replaced … if controllers A, B, and C are on
/// the stack and you set controllers D, A, and B, this method uses a pop transition"; of
/// `pushViewController(_:animated:)`: "If the view controller is already on the navigation stack, this
/// method throws an exception" (UIKit's reason: "Pushing the same view controller instance more than once
/// is not supported"); of `popToViewController(_:animated:)` and `popToRootViewController(animated:)`.
/// The delegate's order comes from a published log (vastdevblog.vast.com, "UIViewController Life Cycle",
/// 2012): `A viewWillDisappear`, `B viewWillAppear`, `willShowViewController B`, `A viewDidDisappear`,
/// `B viewDidAppear`, `didShowViewController B`. Our pick where it is silent: `didShow` after
/// `didMove(toParent:)` (the stack is complete when the delegate hears it), and a cancelled swipe-back
/// gets `willShow` when the drag begins and no `didShow`.
final class NavigationStackEditTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!, d: TestController!
    var nav: UINavigationController!
    var delegate: Delegate!

    final class Delegate: UINavigationControllerDelegate {}

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b"); c = TestController("c"); d = TestController("d")
        nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        delegate = Delegate()
        nav.delegate = delegate
    }

    func willShow(_ name: String, _ animated: Bool) -> String {
        "nav.delegate.navigationController(nav, willShow: \(name), animated: \(animated))"
    }
    func didShow(_ name: String, _ animated: Bool) -> String {
        "nav.delegate.navigationController(nav, didShow: \(name), animated: \(animated))"
    }

    func testFirstDisplayTellsTheDelegateAroundTheAppearance() async {
        let lines = traceOf { showRoot(nav) }
        XCTAssertEqual(lines, ["nav.viewDidLoad()", "nav.viewWillAppear(false)", "a.viewDidLoad()", "a.viewWillAppear(false)",
                               willShow("a", false), "nav.viewDidAppear(false)", "a.viewDidAppear(false)", didShow("a", false)])
        XCTAssertEqual(causes("nav", .navigationWillShow), ["navigation controller appears (R7)"])
    }

    func testPushAndPopTellTheDelegateAfterEachPair() async {
        showRoot(nav)
        let pushed = traceOf { nav.pushViewController(b, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(pushed, ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)",
                                "b.viewWillAppear(true)", willShow("b", true), "a.viewDidDisappear(true)",
                                "b.viewDidAppear(true)", "b.didMove(toParent: nav)", didShow("b", true)])
        let popped = traceOf { nav.popViewController(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(popped, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                willShow("a", true), "b.viewDidDisappear(true)", "a.viewDidAppear(true)",
                                "b.didMove(toParent: nil)", didShow("a", true)])
        let reappears = traceOf {
            let modal = TestController("modal")
            modal.modalPresentationStyle = .fullScreen
            nav.present(modal, animated: false); app.run(seconds: 1)
            modal.dismiss(animated: false); app.run(seconds: 1)
        }
        XCTAssertFalse(reappears.contains { $0.contains("delegate") }, "the same top shown again: no delegate call")
    }

    /// Apple: a new top not on the stack → a push transition, one only; the whole stack replaced when it ends.
    func testSetViewControllersAsAPush() async {
        showRoot(nav)
        var cLeft: [CGFloat] = []
        let lines = traceOf {
            nav.setViewControllers([a, b, c], animated: true)
            for _ in 0..<30 { app.runTurn(); cLeft.append(c.view.layer.presentationState.frame.minX) }
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nav)", "c.willMove(toParent: nav)", "c.viewDidLoad()",
                               "a.viewWillDisappear(true)", "c.viewWillAppear(true)", willShow("c", true),
                               "a.viewDidDisappear(true)", "c.viewDidAppear(true)",
                               "b.didMove(toParent: nav)", "c.didMove(toParent: nav)", didShow("c", true)])
        XCTAssertFalse(b.isViewLoaded, "only the new top is shown")
        XCTAssertTrue(cLeft.contains { $0 > 10 && $0 < 310 }, "the new top slides in from the right: \(cLeft)")
        XCTAssertEqual(cLeft.last, 0)
        XCTAssertEqual(names(nav.viewControllers), ["a", "b", "c"])
        XCTAssertEqual(names(nav.children), ["a", "b", "c"])
        XCTAssertEqual(c.flagLog.first, "willAppear toParent=true presented=false")
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// Apple's example: A, B, C on the stack, set D, A, B: a pop transition (to B), then D, A, B.
    func testSetViewControllersAsAPopWithApplesExample() async {
        showRoot(nav)
        nav.setViewControllers([a, b, c], animated: false)
        app.run(seconds: 1)
        var cLeft: [CGFloat] = []
        let lines = traceOf {
            nav.setViewControllers([d, a, b], animated: true)
            for _ in 0..<30 { app.runTurn(); cLeft.append(c.view.layer.presentationState.frame.minX) }
        }
        XCTAssertEqual(lines, ["c.willMove(toParent: nil)", "d.willMove(toParent: nav)", "b.viewDidLoad()",
                               "c.viewWillDisappear(true)", "b.viewWillAppear(true)", willShow("b", true),
                               "c.viewDidDisappear(true)", "b.viewDidAppear(true)",
                               "c.didMove(toParent: nil)", "d.didMove(toParent: nav)", didShow("b", true)])
        XCTAssertTrue(cLeft.contains { $0 > 10 && $0 < 310 }, "the old top slides out to the right: \(cLeft)")
        XCTAssertEqual(names(nav.viewControllers), ["d", "a", "b"])
        XCTAssertEqual(names(nav.children), ["d", "a", "b"], "children follow the stack")
        XCTAssertFalse(d.isViewLoaded)
        XCTAssertEqual(c.flagLog.suffix(2), ["willDisappear fromParent=true dismissed=false",
                                             "didDisappear fromParent=true dismissed=false"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// Apple: the new top is the current top: no transition, the stack below changes at once.
    func testSetViewControllersKeepingTheTopHasNoTransition() async {
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        let lines = traceOf { nav.setViewControllers([c, b], animated: true) }
        XCTAssertEqual(lines, ["a.willMove(toParent: nil)", "c.willMove(toParent: nav)",
                               "a.didMove(toParent: nil)", "c.didMove(toParent: nav)"])
        XCTAssertEqual(names(nav.viewControllers), ["c", "b"])
        XCTAssertEqual(names(nav.children), ["c", "b"])
        XCTAssertTrue(b.view.window === window)
    }

    func testPopToViewControllerAndPopToRoot() async {
        showRoot(nav)
        nav.setViewControllers([a, b, c, d], animated: false)
        app.run(seconds: 1)
        let toB = traceOf {
            XCTAssertEqual(names(nav.popToViewController(b, animated: true)), ["c", "d"])
            app.run(seconds: 1)
        }
        XCTAssertEqual(toB, ["d.willMove(toParent: nil)", "c.willMove(toParent: nil)", "b.viewDidLoad()",
                             "d.viewWillDisappear(true)", "b.viewWillAppear(true)", willShow("b", true),
                             "d.viewDidDisappear(true)", "b.viewDidAppear(true)",
                             "d.didMove(toParent: nil)", "c.didMove(toParent: nil)", didShow("b", true)])
        XCTAssertFalse(c.isViewLoaded, "a controller popped from the middle never appears")
        let toRoot = traceOf {
            XCTAssertEqual(names(nav.popToRootViewController(animated: false)), ["b"])
            app.run(seconds: 1)
        }
        XCTAssertEqual(toRoot, ["b.willMove(toParent: nil)", "b.viewWillDisappear(false)", "a.viewWillAppear(false)",
                                willShow("a", false), "b.viewDidDisappear(false)", "a.viewDidAppear(false)",
                                "b.didMove(toParent: nil)", didShow("a", false)])
        XCTAssertEqual(names(nav.viewControllers), ["a"])
        XCTAssertEqual(nav.popToRootViewController(animated: true)?.count, 0, "nothing above the root")
    }

    func testPushingAControllerAlreadyOnTheStackIsRefusedWithUIKitsMessage() async {
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        let lines = traceOf { nav.pushViewController(a, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["violation: Pushing the same view controller instance more than once is not supported (<a>)"])
        XCTAssertEqual(events("nav", .violation).first?.cause?.description, "refused (R7)")
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
    }

    func testSwipeBackTellsTheDelegateOnBeginAndOnlyACompletedOneDidShow() async {
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        let cancelled = traceOf { edgeSwipe(to: 90) }
        XCTAssertEqual(cancelled, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)", willShow("a", true),
                                   "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                                   "b.viewWillAppear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        let completed = traceOf { edgeSwipe(to: 300) }
        XCTAssertEqual(completed, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)", willShow("a", true),
                                   "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
                                   didShow("a", true)])
    }
}
