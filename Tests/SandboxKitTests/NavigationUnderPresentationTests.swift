import XCTest
@testable import SandboxKit

/// Stack changes of a navigation controller while a presentation covers it, and presentations started
/// while it slides (bugs the navigation soak found). UIKit's behaviour: a full-screen presentation takes
/// the navigation controller (and its top) off screen, so its stack changes there without appearance
/// callbacks and the new top appears with the dismissal; a page sheet leaves it on screen, so a push
/// under the sheet runs R7's callbacks as usual.
final class NavigationUnderPresentationTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!
    var nav: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b"); c = TestController("c")
        nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
    }

    func presentB(_ style: UIModalPresentationStyle) {
        b.modalPresentationStyle = style
        nav.present(b, animated: true)
        app.run(seconds: 1)
    }

    func dismissB() -> [String] {
        traceOf {
            b.dismiss(animated: true)
            app.run(seconds: 1)
        }
    }

    func testPushUnderAFullScreenPresentationHasNoAppearanceAndTheNewTopAppearsOnDismiss() async {
        showRoot(nav)
        presentB(.fullScreen)
        XCTAssertEqual(traceOf { nav.pushViewController(c, animated: true); app.run(seconds: 1) },
                       ["c.willMove(toParent: nav)", "c.didMove(toParent: nav)"])
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "nav.viewWillAppear(true)", "c.viewDidLoad()",
                                    "c.viewWillAppear(true)", "nav.viewDidAppear(true)", "c.viewDidAppear(true)",
                                    "b.viewDidDisappear(true)"])
        XCTAssertTrue(c.view.superview === nav.view)
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testPopUnderAFullScreenPresentationHasNoAppearanceAndFreesThePopped() async {
        showRoot(nav)
        nav.pushViewController(c, animated: false)
        app.run(seconds: 0.5)
        presentB(.fullScreen)
        weak var popped = c
        XCTAssertEqual(traceOf { nav.popViewController(animated: true); app.run(seconds: 1) },
                       ["c.willMove(toParent: nil)", "c.didMove(toParent: nil)"])
        c = nil
        XCTAssertNil(popped, "the popped controller is freed")
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "nav.viewWillAppear(true)", "a.viewWillAppear(true)",
                                    "nav.viewDidAppear(true)", "a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        XCTAssertTrue(a.view.window === window)
    }

    /// The presentation's slide is running: the navigation controller and its top are disappearing. The
    /// old top's page leaves with the push and its disappearance ends there (`did` with `animated`
    /// false, as a page dropped without a transition); the new top stays out of the window until the
    /// dismissal (no `did` without its `will`).
    func testPushWhileAFullScreenPresentationSlidesIn() async {
        showRoot(nav)
        b.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            nav.present(b, animated: true)
            app.run(seconds: 0.1)
            nav.pushViewController(c, animated: true)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "nav.viewWillDisappear(true)", "a.viewWillDisappear(true)",
                               "b.viewWillAppear(true)", "c.willMove(toParent: nav)", "a.viewDidDisappear(false)",
                               "c.didMove(toParent: nav)", "b.viewDidAppear(true)", "nav.viewDidDisappear(true)"])
        XCTAssertFalse(c.isViewLoaded, "the new top loads when it is shown")
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "nav.viewWillAppear(true)", "c.viewDidLoad()",
                                    "c.viewWillAppear(true)", "nav.viewDidAppear(true)", "c.viewDidAppear(true)",
                                    "b.viewDidDisappear(true)"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testPopWhileAFullScreenPresentationSlidesIn() async {
        showRoot(nav)
        nav.pushViewController(c, animated: false)
        app.run(seconds: 0.5)
        b.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            nav.present(b, animated: true)
            app.run(seconds: 0.1)
            nav.popViewController(animated: true)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "nav.viewWillDisappear(true)", "c.viewWillDisappear(true)",
                               "b.viewWillAppear(true)", "c.willMove(toParent: nil)", "c.viewDidDisappear(false)",
                               "c.didMove(toParent: nil)", "b.viewDidAppear(true)", "nav.viewDidDisappear(true)"])
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "nav.viewWillAppear(true)", "a.viewWillAppear(true)",
                                    "nav.viewDidAppear(true)", "a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
    }

    /// A full-screen presentation over a navigation controller in the middle of a push: the push ends at
    /// once (its `did` calls and `didMove`), then the presentation runs over the new top. (UIKit runs both
    /// animations together; ending the push first keeps every `will` paired with one `did`.)
    func testPresentingWhileAPushSlidesEndsThePushFirst() async {
        showRoot(nav)
        b.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            nav.pushViewController(c, animated: true)
            app.run(seconds: 0.1)
            nav.present(b, animated: true)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["c.willMove(toParent: nav)", "c.viewDidLoad()", "a.viewWillDisappear(true)",
                               "c.viewWillAppear(true)", "a.viewDidDisappear(true)", "c.viewDidAppear(true)",
                               "c.didMove(toParent: nav)", "b.viewDidLoad()", "nav.viewWillDisappear(true)",
                               "c.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)",
                               "nav.viewDidDisappear(true)", "c.viewDidDisappear(true)"])
        XCTAssertNil(nav.view.window)
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "nav.viewWillAppear(true)", "c.viewWillAppear(true)",
                                    "nav.viewDidAppear(true)", "c.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// iOS 13's page sheet leaves the presenter on screen: a push under the sheet is an ordinary push.
    func testPushUnderAPageSheetRunsTheUsualCallbacks() async {
        showRoot(nav)
        presentB(.pageSheet)
        XCTAssertEqual(traceOf { nav.pushViewController(c, animated: true); app.run(seconds: 1) },
                       ["c.willMove(toParent: nav)", "c.viewDidLoad()", "a.viewWillDisappear(true)", "c.viewWillAppear(true)",
                        "a.viewDidDisappear(true)", "c.viewDidAppear(true)", "c.didMove(toParent: nav)"])
        XCTAssertEqual(dismissB(), ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
        XCTAssertEqual(c.appearanceState, .appeared)
    }
}
