import XCTest
@testable import SandboxKit

/// Rule R7 for the navigation controller: push, pop, and the interactive pop driven by real touches.
/// Controllers by name, to compare stacks and children.
@MainActor func names(_ controllers: [UIViewController]?) -> [String] { (controllers ?? []).map { $0.debugName } }

final class UINavigationControllerTests: LifecycleTestCase {
    var a: TestController!
    var b: TestController!
    var nav: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); a.title = "First"
        b = TestController("b"); b.title = "Second"
        nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
    }

    /// `nav` on screen with `a` on top, then `b` pushed and settled.
    func showAndPush() {
        showRoot(nav)
        nav.pushViewController(b, animated: true)
        app.run(seconds: 0.5)
    }

    // MARK: Showing

    func testFirstAppearanceLoadsOnlyTheTopAndForwardsToIt() async {
        let other = TestController("other")
        nav.setViewControllers([other, a], animated: false)
        let lines = traceOf { showRoot(nav) }
        XCTAssertEqual(lines, ["nav.viewDidLoad()", "nav.viewWillAppear(false)", "a.viewDidLoad()", "a.viewWillAppear(false)",
                               "nav.viewDidAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertFalse(other.isViewLoaded)
        XCTAssertTrue(a.view.superview === nav.view)
        // UIKit: the page fills the screen under the translucent bar; the bar's height is its top inset
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(a.view.safeAreaInsets.top, 44)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "First")
        XCTAssertEqual(nav.navigationBar.backButton.isHidden, false, "other is below a")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "‹ Back", "other has no title")
    }

    func testPushFromTheRootsViewDidLoadShowsOnlyThePushedController() async {
        a.onViewDidLoad = { [unowned self] _ in self.nav.pushViewController(self.b, animated: true) }
        let lines = traceOf { showRoot(nav) }
        XCTAssertEqual(lines, ["nav.viewDidLoad()", "nav.viewWillAppear(false)", "a.viewDidLoad()", "b.willMove(toParent: nav)",
                               "b.viewDidLoad()", "b.viewWillAppear(false)", "b.didMove(toParent: nav)",
                               "nav.viewDidAppear(false)", "b.viewDidAppear(false)"])
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === nav.view)
    }

    func testPresentedNavigationControllerPushesAndDismissesFromInside() async {
        let host = TestController("host")
        showRoot(host)
        let inner = TestController("inner")
        let modal = UINavigationController(rootViewController: inner)
        modal.debugName = "modal"
        modal.modalPresentationStyle = .fullScreen
        host.present(modal, animated: true)
        app.run(seconds: 1)
        XCTAssertEqual(inner.appearanceState, .appeared)
        modal.pushViewController(b, animated: true)
        app.run(seconds: 0.5)
        XCTAssertTrue(modal.visibleViewController === b)
        let lines = traceOf {
            b.dismiss(animated: true)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["modal.viewWillDisappear(true)", "b.viewWillDisappear(true)", "host.viewWillAppear(true)",
                               "host.viewDidAppear(true)", "modal.viewDidDisappear(true)", "b.viewDidDisappear(true)"])
        XCTAssertNil(host.presentedViewController)
    }

    // MARK: Push and pop (R7)

    func testPushCallsR7InOrderAndTheDidsAfterTheSlide() async {
        showRoot(nav)
        let start = recorder.lastSequence
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)"])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
        app.run(seconds: 0.2)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass).count, 4, "nothing more mid-slide")
        app.run(seconds: 0.3)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                        "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertEqual(causes("b", .viewWillAppear), ["push (R7)"])
        XCTAssertEqual(causes("a", .viewDidDisappear), ["push (R7)"])
        XCTAssertEqual(causes("b", .didMoveToParent), ["push (R7)"])
        XCTAssertNil(a.view.superview, "the old page leaves")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Second")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "‹ First")
        XCTAssertTrue(b.parent === nav)
    }

    func testMovingFlagsInsidePushAndPopCallbacks() async {
        showRoot(nav)
        a.flagLog.removeAll()
        nav.pushViewController(b, animated: true)
        app.run(seconds: 0.5)
        XCTAssertEqual(b.flagLog, ["willAppear toParent=true presented=false", "didAppear toParent=true presented=false"])
        XCTAssertEqual(a.flagLog, ["willDisappear fromParent=false dismissed=false", "didDisappear fromParent=false dismissed=false"])
        XCTAssertFalse(b.isMovingToParent, "false outside the callbacks")
        b.flagLog.removeAll(); a.flagLog.removeAll()
        nav.popViewController(animated: true)
        app.run(seconds: 0.5)
        XCTAssertEqual(b.flagLog, ["willDisappear fromParent=true dismissed=false", "didDisappear fromParent=true dismissed=false"])
        XCTAssertEqual(a.flagLog, ["willAppear toParent=false presented=false", "didAppear toParent=false presented=false"])
    }

    func testPopCallsR7InOrder() async {
        showAndPush()
        let lines = traceOf {
            XCTAssertTrue(nav.popViewController(animated: true) === b)
            XCTAssertEqual(names(nav.viewControllers), ["a"])
            app.run(seconds: 0.5)
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)"])
        XCTAssertEqual(causes("b", .didMoveToParent).last, "pop (R7)")
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.superview)
        XCTAssertTrue(a.view.superview === nav.view)
        XCTAssertEqual(a.view.frame.minX, 0)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testNotAnimatedPushHasTheSameOrderWithFalseAndTheDidsOnTheNextTurn() async {
        showRoot(nav)
        let start = recorder.lastSequence
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass).last, "b.viewWillAppear(false)")
        app.runTurn()
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(false)", "b.viewWillAppear(false)",
                        "a.viewDidDisappear(false)", "b.viewDidAppear(false)", "b.didMove(toParent: nav)"])
    }

    func testPopToRootRemovesEveryControllerAboveIt() async {
        let c = TestController("c")
        showAndPush()
        nav.pushViewController(c, animated: true)
        app.run(seconds: 0.5)
        let lines = traceOf {
            XCTAssertEqual(names(nav.popToRootViewController(animated: true)), ["b", "c"])
            app.run(seconds: 0.5)
        }
        XCTAssertEqual(lines, ["c.willMove(toParent: nil)", "b.willMove(toParent: nil)", "c.viewWillDisappear(true)",
                               "a.viewWillAppear(true)", "c.viewDidDisappear(true)", "a.viewDidAppear(true)",
                               "c.didMove(toParent: nil)", "b.didMove(toParent: nil)"])
        XCTAssertEqual(names(nav.viewControllers), ["a"])
        XCTAssertEqual(names(nav.children), ["a"])
    }

    func testPushWhileAPushRunsWaitsForIt() async {
        let c = TestController("c")
        showRoot(nav)
        nav.pushViewController(b, animated: true)
        app.run(seconds: 0.1)
        let start = recorder.lastSequence
        nav.pushViewController(c, animated: true)
        XCTAssertEqual(recorder.traceLines(after: start), [], "the second push waits")
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
        app.run(seconds: 1)
        XCTAssertEqual(names(nav.viewControllers), ["a", "b", "c"])
        XCTAssertEqual(trace.filter { $0.hasPrefix("b.") || $0.hasPrefix("c.") }.suffix(9),
                       ["b.viewDidAppear(true)", "b.didMove(toParent: nav)", "c.willMove(toParent: nav)", "c.viewDidLoad()",
                        "b.viewWillDisappear(true)", "c.viewWillAppear(true)", "b.viewDidDisappear(true)",
                        "c.viewDidAppear(true)", "c.didMove(toParent: nav)"])
    }

    func testPushOffScreenChangesTheStackAtOnceWithoutAppearance() async {
        let lines = traceOf { nav.pushViewController(b, animated: true) }
        XCTAssertEqual(lines, ["b.willMove(toParent: nav)", "b.didMove(toParent: nav)"])
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertTrue(nav.topViewController === b)
    }

    func testPushingTheSameControllerTwiceIsAViolation() async {
        showRoot(nav)
        let lines = traceOf { nav.pushViewController(a, animated: true) }
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("violation: Pushing the same view controller instance"), lines[0])
        XCTAssertEqual(names(nav.viewControllers), ["a"])
    }

    func testMisuseIsRecordedAndChangesNothing() async {
        showAndPush()
        let stranger = TestController("stranger")
        let lines = traceOf {
            XCTAssertNil(nav.popToViewController(stranger, animated: true))
            nav.setViewControllers([a, a], animated: true)
            nav.pushViewController(UINavigationController(), animated: true)
        }
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "violation: Tried to pop to a view controller that doesn't exist.")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("violation: ") }, "\(lines)")
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
        XCTAssertNil(nav.popViewController(animated: false).flatMap { _ in nav.popViewController(animated: false) },
                     "the second pop waits for the first and returns nil")
        app.run(seconds: 0.2)
        XCTAssertEqual(names(nav.viewControllers), ["a"], "the root is never popped")
    }

    func testTopAndVisibleViewController() async {
        showRoot(nav)
        let modal = TestController("modal")
        modal.modalPresentationStyle = .fullScreen
        a.present(modal, animated: false)
        app.run(seconds: 0.1)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertTrue(nav.visibleViewController === modal, "the presented controller is the visible one")
        modal.dismiss(animated: false)
        app.run(seconds: 0.1)
        XCTAssertTrue(nav.visibleViewController === a)
    }

    func testBackButtonTapPops() async {
        showAndPush()
        let button = nav.navigationBar.backButton
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        app.post(.pointerDown(center)); app.runTurn()
        app.post(.pointerUp(center)); app.runTurn()
        app.run(seconds: 0.5)
        XCTAssertEqual(names(nav.viewControllers), ["a"])
    }

    func testHidingTheBarGivesThePageTheWholeView() async {
        showRoot(nav)
        nav.setNavigationBarHidden(true, animated: false)
        XCTAssertTrue(nav.isNavigationBarHidden)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    // MARK: Pages during the slide

    func testPushSlidesTheNewPageInAndTheOldOneAThirdLeft() async {
        showRoot(nav)
        nav.pushViewController(b, animated: true)
        app.run(seconds: 0.175)
        let bx = b.view.layer.presentationState.position.x - 160, ax = a.view.layer.presentationState.position.x - 160
        XCTAssertGreaterThan(bx, 60); XCTAssertLessThan(bx, 260)
        XCTAssertEqual(ax, -(320 - bx) / 3, accuracy: 2, "the old page has moved a third as far as the new one")
    }

    // MARK: Interactive pop through touches

    func drag(from x0: CGFloat, to x1: CGFloat, steps: Int, holdFrames: Int) {
        let y: CGFloat = 400
        app.post(.pointerDown(CGPoint(x: x0, y: y))); app.runTurn()
        for i in 1...steps {
            app.post(.pointerMoved(CGPoint(x: x0 + (x1 - x0) * CGFloat(i) / CGFloat(steps), y: y))); app.runTurn()
        }
        for _ in 0..<holdFrames { app.runTurn() }
        app.post(.pointerUp(CGPoint(x: x1, y: y))); app.runTurn()
    }

    func testEdgeDragPastHalfCompletesThePop() async {
        showAndPush()
        let start = recorder.lastSequence
        app.post(.pointerDown(CGPoint(x: 4, y: 400))); app.runTurn()
        for x in stride(from: 20, through: 260, by: 20) {
            app.post(.pointerMoved(CGPoint(x: CGFloat(x), y: 400))); app.runTurn()
        }
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)"])
        XCTAssertEqual(b.view.frame.minX, 260 - 4, accuracy: 0.5, "the top page follows the finger")
        XCTAssertEqual(a.view.frame.minX, -((320 - 256) / 3), accuracy: 1, "the page below moves in with it")
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"], "still cancellable")
        for _ in 0..<10 { app.runTurn() } // hold still: no flick
        app.post(.pointerUp(CGPoint(x: 260, y: 400))); app.runTurn()
        app.run(seconds: 0.5)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                        "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)"])
        XCTAssertEqual(causes("a", .viewDidAppear).last, "interactive pop (R7)")
        XCTAssertEqual(names(nav.viewControllers), ["a"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(a.view.frame.minX, 0)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(b.flagLog.suffix(2), ["willDisappear fromParent=true dismissed=false", "didDisappear fromParent=true dismissed=false"])
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "First")
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testShortSlowEdgeDragCancels() async {
        showAndPush()
        b.flagLog.removeAll()
        let lines = traceOf {
            drag(from: 4, to: 100, steps: 8, holdFrames: 10)
            app.run(seconds: 0.5)
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                               "b.viewWillAppear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
        XCTAssertTrue(b.parent === nav)
        XCTAssertEqual(b.view.frame.minX, 0)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.flagLog.first, "willDisappear fromParent=true dismissed=false")
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testShortFastFlickCompletes() async {
        showAndPush()
        drag(from: 4, to: 100, steps: 4, holdFrames: 0)
        app.run(seconds: 0.5)
        XCTAssertEqual(names(nav.viewControllers), ["a"])
    }

    func testDragNotFromTheEdgeDoesNothing() async {
        showAndPush()
        let lines = traceOf {
            drag(from: 100, to: 300, steps: 8, holdFrames: 0)
            app.run(seconds: 0.5)
        }
        XCTAssertEqual(lines, [])
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
    }
}
