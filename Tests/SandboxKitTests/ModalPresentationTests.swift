import XCTest
@testable import SandboxKit

/// Rule R7 for modal presentation (full screen and page sheet, each transition style) and R8's
/// `isBeingPresented` / `isBeingDismissed` seen from inside the callbacks.
final class ModalPresentationTests: LifecycleTestCase {
    var a: TestController!, b: TestController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a")
        b = TestController("b")
    }

    func completionPrinter(_ text: String) -> () -> Void {
        { [weak self] in self?.app.lifecycleEvents.emitPrint(text) }
    }

    func presentAndSettle(_ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle = .coverVertical) -> [String] {
        b.modalPresentationStyle = style
        b.modalTransitionStyle = transition
        return traceOf {
            a.present(b, animated: true, completion: completionPrinter("presented"))
            app.run(seconds: 1)
        }
    }

    func dismissAndSettle() -> [String] {
        traceOf {
            b.dismiss(animated: true, completion: completionPrinter("dismissed"))
            app.run(seconds: 1)
        }
    }

    // MARK: Full screen

    func testFullScreenPresentAndDismissR7Order() async {
        showRoot(a)
        let presented = presentAndSettle(.fullScreen)
        XCTAssertEqual(presented, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                   "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "print: presented"])
        XCTAssertEqual(causes("a", .viewWillDisappear), ["present (R7)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertNil(a.view.window, "full screen: the presenter leaves the window")
        XCTAssertTrue(b.view.window === window)
        let dismissed = dismissAndSettle()
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                   "a.viewDidAppear(true)", "b.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertEqual(causes("b", .viewDidDisappear), ["dismiss (R7)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.window)
        XCTAssertTrue(a.view.window === window)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testBeingPresentedAndBeingDismissedInsideTheCallbacks() async {
        showRoot(a)
        a.flagLog.removeAll()
        _ = presentAndSettle(.fullScreen)
        _ = dismissAndSettle()
        XCTAssertEqual(b.flagLog, ["willAppear toParent=false presented=true", "didAppear toParent=false presented=true",
                                   "willDisappear fromParent=false dismissed=true", "didDisappear fromParent=false dismissed=true"])
        XCTAssertEqual(a.flagLog, ["willDisappear fromParent=false dismissed=false", "didDisappear fromParent=false dismissed=false",
                                   "willAppear toParent=false presented=false", "didAppear toParent=false presented=false"])
        XCTAssertFalse(b.isBeingPresented)
    }

    func testEveryTransitionStyleKeepsTheOrder() async throws {
        for style in [UIModalTransitionStyle.crossDissolve, .flipHorizontal, .partialCurl] {
            try await setUp()
            showRoot(a)
            XCTAssertEqual(presentAndSettle(.fullScreen, style),
                           ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                            "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "print: presented"], "\(style)")
            XCTAssertEqual(dismissAndSettle(), ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                                "a.viewDidAppear(true)", "b.viewDidDisappear(true)", "print: dismissed"], "\(style)")
            XCTAssertTrue(a.view.window === window, "\(style)")
            XCTAssertNil(b.view.window, "\(style)")
        }
    }

    func testCoverVerticalSlidesUpAndCrossDissolveFades() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        app.run(seconds: 0.2)
        let y = b.view.layer.presentationState.position.y - 240
        XCTAssertGreaterThan(y, 5); XCTAssertLessThan(y, 475)
        app.run(seconds: 0.5)
        XCTAssertEqual(b.view.frame, window.bounds)
    }

    func testPresentingWhileAlreadyPresentingIsAWarning() async {
        showRoot(a)
        _ = presentAndSettle(.fullScreen)
        let c = TestController("c")
        let lines = traceOf { a.present(c, animated: true) }
        XCTAssertEqual(lines, ["warning: Attempt to present <c> on <a> which is already presenting <b>."])
        XCTAssertFalse(c.isViewLoaded)
    }

    func testDismissingWithNothingPresentedAndPresentingItselfChangeNothing() async {
        showRoot(a)
        let lines = traceOf {
            a.dismiss(animated: true) { XCTFail("nothing to dismiss") }
            a.present(a, animated: true)
            app.run(seconds: 0.5)
        }
        XCTAssertEqual(lines, ["violation: Application tried to present modal view controller on itself. Presenting controller is <a>."])
        XCTAssertNil(a.presentedViewController)
    }

    func testPresentingFromAControllerNotInAWindowIsAWarning() async {
        let lines = traceOf { a.present(b, animated: true) }
        XCTAssertEqual(lines, ["warning: Attempt to present <b> on <a> whose view is not in the window hierarchy."])
    }

    func testPresentingFromAChildGoesThroughItsContainer() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
        b.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            a.present(b, animated: false)
            app.runTurn()
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "nav.viewWillDisappear(false)", "a.viewWillDisappear(false)", "b.viewWillAppear(false)",
                               "b.viewDidAppear(false)", "nav.viewDidDisappear(false)", "a.viewDidDisappear(false)"])
        XCTAssertTrue(b.presentingViewController === nav)
        XCTAssertTrue(a.presentedViewController === b)
    }

    // MARK: Page sheet

    func testPageSheetGivesThePresenterNoCallbacks() async {
        showRoot(a)
        XCTAssertEqual(presentAndSettle(.pageSheet),
                       ["b.viewDidLoad()", "b.viewWillAppear(true)", "b.viewDidAppear(true)", "print: presented"])
        XCTAssertTrue(a.view.window === window, "the presenter stays on screen")
        XCTAssertEqual(a.view.transform.a, ModalPresentation.presenterScale, accuracy: 1e-9, "scaled back")
        XCTAssertEqual(b.view.convert(CGPoint.zero, to: nil).y, ModalPresentation.cardTop)
        XCTAssertEqual(dismissAndSettle(), ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(b.flagLog, ["willAppear toParent=false presented=true", "didAppear toParent=false presented=true",
                                   "willDisappear fromParent=false dismissed=true", "didDisappear fromParent=false dismissed=true"])
    }

    func testAutomaticIsAPageSheet() async {
        showRoot(a)
        XCTAssertEqual(presentAndSettle(.automatic).filter { $0.hasPrefix("a.") }, [])
    }

    func testSwipingTheCardDownFarDismisses() async {
        showRoot(a)
        _ = presentAndSettle(.pageSheet)
        let lines = traceOf {
            touchDrag(stride(from: 100, through: 400, by: 20).map { CGPoint(x: 160, y: CGFloat($0)) }, holdFrames: 10)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
        XCTAssertEqual(causes("b", .viewDidDisappear), ["interactive dismiss (R7)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(b.flagLog.suffix(2), ["willDisappear fromParent=false dismissed=true", "didDisappear fromParent=false dismissed=true"])
    }

    func testShortSlowSwipeOfTheCardCancels() async {
        showRoot(a)
        _ = presentAndSettle(.pageSheet)
        let lines = traceOf {
            touchDrag(stride(from: 200, through: 300, by: 20).map { CGPoint(x: 160, y: CGFloat($0)) }, holdFrames: 10)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.convert(CGPoint.zero, to: nil).y, ModalPresentation.cardTop)
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    // MARK: Calls while a presentation or dismissal runs (UIKit ignores them and logs)

    func testPresentingWhileAPresentationRunsIsIgnoredWithUIKitsWarning() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        let c = TestController("c")
        let lines = traceOf {
            a.present(b, animated: true)
            app.run(seconds: 0.1)
            a.present(c, animated: true) { XCTFail("an ignored present calls no completion") }
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                               "warning: Attempt to present <c> on <a> while a presentation is in progress!",
                               "b.viewDidAppear(true)", "a.viewDidDisappear(true)"])
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertTrue(a.presentedViewController === b)
    }

    func testPresentingFromAControllerBeingDismissedIsIgnored() async {
        showRoot(a)
        _ = presentAndSettle(.fullScreen)
        let c = TestController("c")
        let lines = traceOf {
            b.dismiss(animated: true)
            app.run(seconds: 0.1)
            b.present(c, animated: true) { XCTFail("an ignored present calls no completion") }
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "warning: Attempt to present <c> on <b> while a presentation is in progress!",
                               "a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(a.presentedViewController)
    }

    func testDismissingWhileThePresentationRunsIsIgnored() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            a.present(b, animated: true)
            app.run(seconds: 0.1)
            b.dismiss(animated: true) { XCTFail("an ignored dismiss calls no completion") }
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                               "warning: Attempt to dismiss from view controller <a> while a presentation or dismiss is in progress!",
                               "b.viewDidAppear(true)", "a.viewDidDisappear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    /// Dismissing `b` (which would first take away what `b` presents) while `b`'s own presentation of `c`
    /// still runs: ignored too.
    func testDismissingWhileAPresentationAboveRunsIsIgnored() async {
        showRoot(a)
        _ = presentAndSettle(.pageSheet)
        let c = TestController("c")
        c.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            b.present(c, animated: true)
            app.run(seconds: 0.1)
            a.dismiss(animated: true) { XCTFail("an ignored dismiss calls no completion") }
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["c.viewDidLoad()", "b.viewWillDisappear(true)", "c.viewWillAppear(true)",
                               "warning: Attempt to dismiss from view controller <a> while a presentation or dismiss is in progress!",
                               "c.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentedViewController === c)
    }

    /// A page sheet whose controller presents another full screen is covered: its card no longer follows a
    /// drag, even when a touch reaches it while the views above animate (they take no touches then).
    func testACoveredCardCannotBeDraggedDown() async {
        showRoot(a)
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        let full = TestController("full"), sheet = TestController("sheet")
        full.modalPresentationStyle = .fullScreen
        sheet.modalPresentationStyle = .pageSheet
        app.run(seconds: 0.5)
        b.present(full, animated: false)
        app.run(seconds: 0.5)
        full.present(sheet, animated: false)
        app.run(seconds: 0.5)
        let lines = traceOf {
            sheet.dismiss(animated: true)
            touchDrag(stride(from: 100, through: 400, by: 20).map { CGPoint(x: 160, y: CGFloat($0)) }, holdFrames: 2)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)"])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(b.view.window)
        XCTAssertTrue(b.presentedViewController === full)
    }
}
