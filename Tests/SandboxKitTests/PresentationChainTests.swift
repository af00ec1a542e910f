import XCTest
@testable import SandboxKit

/// R12: `dismiss` called low in a chain of presented controllers.
///
/// Source: Apple's documentation of `dismiss(animated:completion:)`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)): "If
/// you present several view controllers in succession, thus building a stack of presented view
/// controllers, calling this method on a view controller lower in the stack dismisses its immediate child
/// view controller and all view controllers above that child on the stack. When this happens, only the
/// top-most view is dismissed in an animated fashion; any intermediate view controllers are simply
/// removed from the stack. The top-most view is dismissed using its modal transition style."
/// The callbacks of the controllers between are not documented; our pick: one that is off screen (under
/// a full-screen presentation) gets none, one still visible (under a sheet) disappears at once with
/// `animated` false, as a view removed without animation.
final class PresentationChainTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!, d: TestController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b"); c = TestController("c"); d = TestController("d")
    }

    func present(_ presented: TestController, from presenter: UIViewController, _ style: UIModalPresentationStyle) {
        presented.modalPresentationStyle = style
        presenter.present(presented, animated: true)
        app.run(seconds: 1)
    }

    func printer(_ text: String) -> () -> Void { { [weak self] in self?.app.lifecycleEvents.emitPrint(text) } }

    func testDismissFromTheBottomOfAFullScreenChainAnimatesOnlyTheTop() async {
        showRoot(a)
        present(b, from: a, .fullScreen)
        present(c, from: b, .fullScreen)
        XCTAssertNil(b.view.window, "b is covered by c")
        var cTops: [CGFloat] = []
        var bEverShown = false
        let lines = traceOf {
            a.dismiss(animated: true, completion: printer("dismissed"))
            for _ in 0..<40 {
                app.runTurn()
                cTops.append(c.view.layer.presentation()?.frame.minY ?? c.view.frame.minY)
                if b.view.window != nil { bEverShown = true }
            }
        }
        XCTAssertEqual(lines, ["c.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewDidAppear(true)",
                               "c.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertEqual(causes("c", .viewDidDisappear), ["dismiss (R7)"])
        XCTAssertFalse(bEverShown, "the controller between is removed, never shown again")
        XCTAssertTrue(cTops.contains { $0 > 10 && $0 < 470 }, "the top-most slides down with its own style: \(cTops)")
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertTrue(a.view.window === window)
        XCTAssertNil(c.view.window)
        XCTAssertEqual(window.subviews.count, 1, "only a's view is left")
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testAVisibleControllerBetweenDisappearsAtOnceWithoutAnimation() async {
        showRoot(a)
        present(b, from: a, .fullScreen)
        present(c, from: b, .pageSheet)
        XCTAssertEqual(b.appearanceState, .appeared, "a sheet leaves b on screen")
        b.flagLog.removeAll()
        let lines = traceOf {
            a.dismiss(animated: true, completion: printer("dismissed"))
            XCTAssertNil(b.view.window, "b goes at once")
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["c.viewWillDisappear(true)", "b.viewWillDisappear(false)", "b.viewDidDisappear(false)",
                               "a.viewWillAppear(true)", "a.viewDidAppear(true)", "c.viewDidDisappear(true)",
                               "print: dismissed"])
        XCTAssertEqual(b.flagLog, ["willDisappear fromParent=false dismissed=true", "didDisappear fromParent=false dismissed=true"])
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertTrue(a.view.window === window)
        XCTAssertEqual(a.view.transform, .identity)
    }

    func testDismissOnTheMiddleDismissesOnlyWhatItPresents() async {
        showRoot(a)
        present(b, from: a, .fullScreen)
        present(c, from: b, .fullScreen)
        let lines = traceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["c.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)",
                               "c.viewDidDisappear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertNil(b.presentedViewController)
    }

    func testFourLevelsDismissedFromTheSecond() async {
        showRoot(a)
        present(b, from: a, .fullScreen)
        present(c, from: b, .fullScreen)
        present(d, from: c, .fullScreen)
        let lines = traceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["d.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)",
                               "d.viewDidDisappear(true)"])
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertTrue(b.presentingViewController === a)
        // The chain can be built again: nothing of the old links is left.
        present(c, from: b, .fullScreen)
        XCTAssertTrue(b.presentedViewController === c)
    }

    func testNotAnimatedChainDismissal() async {
        showRoot(a)
        present(b, from: a, .fullScreen)
        present(c, from: b, .fullScreen)
        let lines = traceOf { a.dismiss(animated: false); app.runTurn() }
        XCTAssertEqual(lines, ["c.viewWillDisappear(false)", "a.viewWillAppear(false)", "a.viewDidAppear(false)",
                               "c.viewDidDisappear(false)"])
        XCTAssertNil(a.presentedViewController)
    }
}
