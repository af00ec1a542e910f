import XCTest
@testable import SandboxKit

/// R12: the presentation styles beyond full screen and page sheet, the presentation context, and the
/// adaptive delegate of a sheet swiped down.
///
/// Sources (Apple's documentation): `UIModalPresentationStyle.overFullScreen` ("The views beneath the
/// presented content are not removed from the view hierarchy when the presentation finishes") and
/// `.overCurrentContext` (likewise, over the context's view); `definesPresentationContext` ("When a
/// context-based presentation occurs, UIKit starts at the presenting view controller and walks up the
/// view controller hierarchy. If it finds a view controller whose value for this property is true, it asks
/// that view controller to present the new view controller. If no view controller defines the
/// presentation context, UIKit asks the window's root view controller to handle the presentation");
/// `.popover` ("In iOS 13 and later, for horizontally or vertically compact environments, this option
/// behaves the same as formSheet") and `.formSheet` (a sheet on an iPhone); `isModalInPresentation`
/// ("prevents the interactive dismissal of the view controller while it is onscreen");
/// `UIAdaptivePresentationControllerDelegate` (`presentationControllerShouldDismiss`, `…WillDismiss` and
/// `…DidDismiss` "not called if the presentation is dismissed programmatically",
/// `…DidAttemptToDismiss` when `isModalInPresentation` is true or `…ShouldDismiss` returns false).
/// Our picks: the delegate's `WillDismiss` before the presented controller's `viewWillDisappear` (the
/// drag starts the dismissal), `DidDismiss` after its `viewDidDisappear`; a refused attempt is reported
/// when the drag begins, and the card does not move.
final class PresentationStyleTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b"); c = TestController("c")
    }

    func printer(_ text: String) -> () -> Void { { [weak self] in self?.app.lifecycleEvents.emitPrint(text) } }

    func testOverFullScreenLeavesThePresenterInTheWindowWithoutCallbacks() async {
        showRoot(a)
        b.modalPresentationStyle = .overFullScreen
        let presented = traceOf { a.present(b, animated: true, completion: printer("presented")); app.run(seconds: 1) }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "b.viewWillAppear(true)", "b.viewDidAppear(true)", "print: presented"])
        XCTAssertTrue(a.view.window === window, "the presenter stays in the window")
        XCTAssertEqual(window.subviews.map { $0 === a.view || $0 === b.view }, [true, true])
        XCTAssertTrue(window.subviews.last === b.view, "over it")
        XCTAssertEqual(b.view.frame, window.bounds)
        XCTAssertEqual(a.appearanceState, .appeared)
        let dismissed = traceOf { b.dismiss(animated: true, completion: printer("dismissed")); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertNil(b.view.window)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// A container `a` whose child `c` shows in the lower part of its view.
    func showContainerWithChild() {
        a.onViewDidLoad = { a in
            a.addChild(self.c)
            self.c.view.frame = CGRect(x: 0, y: 200, width: 320, height: 280)
            a.view.addSubview(self.c.view)
            self.c.didMove(toParent: a)
        }
        showRoot(a)
    }

    func testOverCurrentContextCoversTheContextDefiningControllerOnly() async {
        showContainerWithChild()
        c.definesPresentationContext = true
        b.modalPresentationStyle = .overCurrentContext
        let presented = traceOf { c.present(b, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertTrue(b.presentingViewController === c, "the controller that defines the context presents")
        XCTAssertTrue(c.presentedViewController === b)
        XCTAssertNil(a.presentedViewController, "the parent presents nothing")
        XCTAssertTrue(b.view.superview === a.view, "over the context's view, in its superview")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 200, width: 320, height: 280))
        XCTAssertTrue(c.view.window === window)
        let dismissed = traceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
        XCTAssertNil(c.presentedViewController)
    }

    func testCurrentContextTakesTheContextOffScreenWithCallbacks() async {
        showContainerWithChild()
        c.definesPresentationContext = true
        b.modalPresentationStyle = .currentContext
        let presented = traceOf { c.present(b, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "c.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                   "b.viewDidAppear(true)", "c.viewDidDisappear(true)"])
        XCTAssertNil(c.view.superview)
        XCTAssertEqual(a.appearanceState, .appeared, "the parent stays on screen")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 200, width: 320, height: 280))
        let dismissed = traceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "c.viewWillAppear(true)", "c.viewDidAppear(true)",
                                   "b.viewDidDisappear(true)"])
        XCTAssertTrue(c.view.superview === a.view)
        XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 200, width: 320, height: 280))
    }

    func testWithoutADefiningControllerTheRootPresentsAContextStyle() async {
        showContainerWithChild()
        b.modalPresentationStyle = .overCurrentContext
        c.present(b, animated: false)
        app.run(seconds: 1)
        XCTAssertTrue(b.presentingViewController === a, "the window's root presents")
        XCTAssertTrue(c.presentedViewController === b, "seen from the child, through its ancestor")
        XCTAssertEqual(b.view.frame, window.bounds)
    }

    /// A navigation controller defines the presentation context (Apple: "Some system-provided view
    /// controllers, such as UINavigationController, change the default value to true"): inside a tab,
    /// an over-current-context presentation from its page covers the navigation controller, not the tab
    /// bar controller.
    func testANavigationControllerDefinesThePresentationContext() async {
        let page = TestController("page"), tabs = UITabBarController()
        let nav = UINavigationController(rootViewController: page)
        XCTAssertTrue(nav.definesPresentationContext)
        XCTAssertFalse(UIViewController().definesPresentationContext)
        tabs.viewControllers = [nav, TestController("other")]
        showRoot(tabs)
        b.modalPresentationStyle = .overCurrentContext
        page.present(b, animated: false)
        app.run(seconds: 1)
        XCTAssertTrue(b.presentingViewController === nav, "the navigation controller presents")
        XCTAssertEqual(b.view.frame, nav.view.frame)
    }

    func testFormSheetAndPopoverAreSheetsOnAnIPhone() async {
        for style in [UIModalPresentationStyle.formSheet, .popover] {
            let presenter = TestController("p\(style.rawValue)"), sheet = TestController("s\(style.rawValue)")
            showRoot(presenter)
            sheet.modalPresentationStyle = style
            let lines = traceOf { presenter.present(sheet, animated: true); app.run(seconds: 1) }
            XCTAssertEqual(lines, ["\(sheet.debugName).viewDidLoad()", "\(sheet.debugName).viewWillAppear(true)",
                                   "\(sheet.debugName).viewDidAppear(true)"], "the presenter gets nothing, as under a page sheet")
            XCTAssertEqual(sheet.view.superview?.frame.minY, ModalPresentation.cardTop, "on the card")
            sheet.dismiss(animated: false)
            app.run(seconds: 1)
        }
    }

    final class Delegate: UIAdaptivePresentationControllerDelegate {
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allow }
    }

    func presentSheet(delegate: Delegate?) {
        showRoot(a)
        b.modalPresentationStyle = .pageSheet
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        app.run(seconds: 1)
    }

    func swipeDown(by dy: CGFloat) {
        touchDrag((0...8).map { CGPoint(x: 160, y: 100 + dy * CGFloat($0) / 8) }, holdFrames: 10)
        app.run(seconds: 1)
    }

    func testSwipeDownTellsTheDelegateAroundTheDismissal() async {
        let delegate = Delegate()
        presentSheet(delegate: delegate)
        let lines = traceOf { swipeDown(by: 300) }
        XCTAssertEqual(lines, ["b.presentationController.delegate.presentationControllerShouldDismiss(_:) -> true",
                               "b.presentationController.delegate.presentationControllerWillDismiss(_:)",
                               "b.viewWillDisappear(true)", "b.viewDidDisappear(true)",
                               "b.presentationController.delegate.presentationControllerDidDismiss(_:)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(b.presentationController?.presentedViewController === b)
    }

    func testACancelledSwipeHasNoDidDismissAndADismissInCodeNoDelegateCall() async {
        let delegate = Delegate()
        presentSheet(delegate: delegate)
        let cancelled = traceOf { swipeDown(by: 60) }
        XCTAssertEqual(cancelled, ["b.presentationController.delegate.presentationControllerShouldDismiss(_:) -> true",
                                   "b.presentationController.delegate.presentationControllerWillDismiss(_:)",
                                   "b.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        let inCode = traceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(inCode, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
    }

    func testModalInPresentationStopsTheSwipeAndTellsTheDelegate() async {
        let delegate = Delegate()
        presentSheet(delegate: delegate)
        b.isModalInPresentation = true
        let cardTop = b.view.superview?.frame.minY
        let lines = traceOf { swipeDown(by: 300) }
        XCTAssertEqual(lines, ["b.presentationController.delegate.presentationControllerDidAttemptToDismiss(_:)"],
                       "not asked whether it should dismiss; told of the attempt")
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.superview?.frame.minY, cardTop, "the card did not move")
    }

    func testTheDelegateRefusingStopsTheSwipe() async {
        let delegate = Delegate()
        delegate.allow = false
        presentSheet(delegate: delegate)
        let lines = traceOf { swipeDown(by: 300) }
        XCTAssertEqual(lines, ["b.presentationController.delegate.presentationControllerShouldDismiss(_:) -> false",
                               "b.presentationController.delegate.presentationControllerDidAttemptToDismiss(_:)"])
        XCTAssertTrue(a.presentedViewController === b)
    }

    func testWithoutADelegateTheSwipeDismissesSilently() async {
        presentSheet(delegate: nil)
        let lines = traceOf { swipeDown(by: 300) }
        XCTAssertEqual(lines, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
    }
}
