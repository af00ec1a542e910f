import XCTest
@testable import SandboxKit

/// R13: `transitionCoordinator` during the transitions the framework runs, and `viewWillTransition(to:with:)`
/// when the device rotates.
///
/// Sources: Apple's documentation of `UIViewControllerTransitionCoordinator` ("UIKit creates a transition
/// coordinator object automatically and assigns it to the view controller's transitionCoordinator property
/// … ephemeral and lasts for the duration of the transition animation"; the blocks "are guaranteed to
/// execute at the same time as the transition animations"; the context says "whether it was cancelled"),
/// of `animate(alongsideTransition:completion:)` ("the block of code to execute after the transition
/// finishes"), of `notifyWhenInteractionChanges(_:)` and of `viewWillTransition(to:with:)` ("UIKit calls
/// this method before changing the size … View controllers forward the size change message to their views
/// and child view controllers. Presentation controllers forward the size change to their presented view
/// controller"). Our pick where they are silent (docs/lifecycle-rules.md, R13): the completion blocks run
/// before the `did` pair; an interactive transition's alongside blocks run when it is let go, and only if
/// it completes.
final class TransitionCoordinatorTests: LifecycleTestCase {
    var a: TestController!, b: TestController!
    var nav: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b")
    }

    func say(_ text: String) { app.lifecycleEvents.emitPrint(text) }

    /// Registers an alongside block (fading `fade` out) and a completion on `c`'s coordinator, and a
    /// handler of the interaction's end; each prints what the context says.
    func coordinate(_ c: UIViewController, fading fade: UIView? = nil) {
        guard let t = c.transitionCoordinator else { return say("\(c.debugName): no coordinator") }
        t.notifyWhenInteractionChanges { [weak self] ctx in self?.say("\(c.debugName) interaction ended, cancelled \(ctx.isCancelled)") }
        t.animate(alongsideTransition: { [weak self] ctx in
            self?.say("\(c.debugName) alongside, animated \(ctx.isAnimated), interactive \(ctx.isInteractive)")
            fade?.alpha = 0
        }, completion: { [weak self] ctx in
            self?.say("\(c.debugName) completion, cancelled \(ctx.isCancelled), has coordinator \(c.transitionCoordinator != nil)")
        })
    }

    func showNavigation() {
        nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
    }

    func testPushRunsAlongsideBlocksInTheSlideAndCompletionBeforeTheDidPair() async {
        showNavigation()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(badge)
        var sameCoordinator = false
        a.onViewWillDisappear = { [unowned self] c in
            sameCoordinator = c.transitionCoordinator === self.nav.transitionCoordinator && c.transitionCoordinator != nil
            self.coordinate(c, fading: badge)
        }
        b.onViewWillAppear = { [unowned self] c in self.coordinate(c) }
        var midAlpha: Float = -1
        let lines = traceOf {
            nav.pushViewController(b, animated: true)
            app.run(seconds: 0.17)
            midAlpha = badge.layer.presentationState.opacity
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                               "print: a alongside, animated true, interactive false",
                               "print: b alongside, animated true, interactive false",
                               "print: a completion, cancelled false, has coordinator false",
                               "print: b completion, cancelled false, has coordinator false",
                               "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertTrue(sameCoordinator, "the container and its pages share the coordinator")
        XCTAssertGreaterThan(midAlpha, 0.05, "the alongside fade runs with the slide")
        XCTAssertLessThan(midAlpha, 0.95)
        XCTAssertEqual(badge.alpha, 0)
        XCTAssertNil(a.transitionCoordinator)
        XCTAssertNil(nav.transitionCoordinator)
    }

    /// The cancelled swipe-back: the handler hears the finger lift with `isCancelled`, the alongside block
    /// never runs, the completion comes before R7's cancel sequence.
    func testCancelledSwipeBackTellsTheInteractionHandlerAndCompletion() async {
        showNavigation()
        nav.pushViewController(b, animated: true)
        app.run(seconds: 1)
        a.onViewWillAppear = { [unowned self] c in self.coordinate(c) }
        let lines = traceOf { edgeSwipe(to: 100) }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "print: a interaction ended, cancelled true",
                               "print: a completion, cancelled true, has coordinator false",
                               "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                               "b.viewWillAppear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertTrue(nav.topViewController === b)
    }

    func testCompletedSwipeBackRunsTheAlongsideBlockAfterTheFingerLifts() async {
        showNavigation()
        nav.pushViewController(b, animated: true)
        app.run(seconds: 1)
        a.onViewWillAppear = { [unowned self] c in
            XCTAssertEqual(c.transitionCoordinator?.initiallyInteractive, true)
            self.coordinate(c)
        }
        let lines = traceOf { edgeSwipe(to: 250) }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "print: a interaction ended, cancelled false",
                               "print: a alongside, animated true, interactive false",
                               "print: a completion, cancelled false, has coordinator false",
                               "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)"])
        XCTAssertTrue(nav.topViewController === a)
    }

    func testPresentAndDismissShareOneCoordinatorBetweenPresenterAndPresented() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        a.onViewWillDisappear = { [unowned self] c in self.coordinate(c) }
        b.onViewWillAppear = { [unowned self] c in
            XCTAssertTrue(c.transitionCoordinator === self.a.transitionCoordinator)
            XCTAssertEqual(c.transitionCoordinator?.presentationStyle, .fullScreen)
        }
        let presented = traceOf { a.present(b, animated: true) { self.say("presented") }; app.run(seconds: 1) }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                   "print: a alongside, animated true, interactive false",
                                   "print: a completion, cancelled false, has coordinator false",
                                   "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "print: presented"])
        a.onViewWillDisappear = nil
        b.onViewWillDisappear = { [unowned self] c in self.coordinate(c) }
        let dismissed = traceOf { b.dismiss(animated: false); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(false)", "a.viewWillAppear(false)",
                                   "print: b alongside, animated false, interactive false",
                                   "print: b completion, cancelled false, has coordinator false",
                                   "a.viewDidAppear(false)", "b.viewDidDisappear(false)"])
    }

    func testTabSwitchHasACoordinatorThatIsNotAnimated() async {
        let tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b]
        showRoot(tabs)
        b.onViewWillAppear = { [unowned self] c in self.coordinate(c) }
        let lines = traceOf { tabs.selectedIndex = 1 }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                               "print: b alongside, animated false, interactive false",
                               "print: b completion, cancelled false, has coordinator false",
                               "a.viewDidDisappear(false)", "b.viewDidAppear(false)"])
    }

    func testNoCoordinatorOutsideATransition() async {
        showNavigation()
        XCTAssertNil(a.transitionCoordinator)
        XCTAssertFalse(TransitionCoordinator(container: UIView(), from: nil, to: nil, fromView: nil, toView: nil,
                                             animated: true, duration: 1).hasEnded)
    }
}
