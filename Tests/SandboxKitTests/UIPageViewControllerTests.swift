import XCTest
@testable import SandboxKit

/// R14: UIPageViewController's containment, appearance and delegate calls.
///
/// Sources: Apple's documentation of `UIPageViewControllerDelegate` (`pageViewController(_:willTransitionTo:)`
/// "Called before a gesture-driven transition begins"; `didFinishAnimating(_:previousViewControllers:
/// transitionCompleted:)` "Called after a gesture-driven transition completes", `completed` false when the
/// user aborted it) and of `setViewControllers(_:direction:animated:completion:)`; a published log of a
/// scroll-style page view controller on iOS 9.1 (wisdomskyduan.blogspot.com, "UIPageViewController Test
/// Note": a slight scroll asks `viewControllerAfter` then `viewControllerBefore`, then `willTransitionTo`;
/// touch up gives `didFinishAnimating` with the transition not completed). Our pick: the appearance and
/// containment calls of a turn follow R5 and R7 (`willMove`, the `will` pair, the `did` pair, `didMove`), a
/// cancelled turn gives R7's cancelled swipe-back sequence.
final class UIPageViewControllerTests: LifecycleTestCase {
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var pages: [UIViewController] = []
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
    }

    var p1: TestController!, p2: TestController!, p3: TestController!
    var pages: Pages!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        p1 = TestController("p1"); p2 = TestController("p2"); p3 = TestController("p3")
        pages = Pages()
        pages.pages = [p1, p2, p3]
    }

    func makeBook(_ style: UIPageViewController.TransitionStyle) -> UIPageViewController {
        let book = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        book.debugName = "book"
        book.dataSource = pages
        book.delegate = pages
        return book
    }

    func say(_ text: String) { app.lifecycleEvents.emitPrint(text) }

    /// A slow drag across the middle from x0 to x1 (held still at the end: no flick).
    func swipe(from x0: CGFloat, to x1: CGFloat) {
        touchDrag((0...8).map { CGPoint(x: x0 + (x1 - x0) * CGFloat($0) / 8, y: 240) }, holdFrames: 10)
    }

    func testFirstPageJoinsOffScreenAndAppearsWithTheBook() async {
        let book = makeBook(.scroll)
        let set = traceOf { book.setViewControllers([p1], direction: .forward, animated: false) }
        XCTAssertEqual(set, ["p1.willMove(toParent: book)", "p1.didMove(toParent: book)"])
        let shown = traceOf { showRoot(book) }
        XCTAssertEqual(shown, ["book.viewDidLoad()", "book.viewWillAppear(false)", "p1.viewDidLoad()", "p1.viewWillAppear(false)",
                               "book.viewDidAppear(false)", "p1.viewDidAppear(false)"])
        XCTAssertTrue(p1.view.superview === book.pageContainer)
        XCTAssertEqual(p1.view.frame, window.bounds)
        XCTAssertEqual(book.spineLocation, .none)
        XCTAssertEqual(makeBook(.pageCurl).spineLocation, .min)
    }

    func testSetViewControllersAnimatedSlidesAndCallsTheCompletionAtTheEnd() async {
        let book = makeBook(.scroll)
        book.setViewControllers([p1], direction: .forward, animated: false)
        showRoot(book)
        var mid: CGFloat = -1
        let lines = traceOf {
            book.setViewControllers([p2], direction: .forward, animated: true) { self.say("completion \($0)") }
            app.run(seconds: 0.15)
            mid = p2.view.layer.presentationState.position.x
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["p2.willMove(toParent: book)", "p1.willMove(toParent: nil)", "p2.viewDidLoad()",
                               "p1.viewWillDisappear(true)", "p2.viewWillAppear(true)",
                               "p1.viewDidDisappear(true)", "p2.viewDidAppear(true)",
                               "p1.didMove(toParent: nil)", "p2.didMove(toParent: book)", "print: completion true"])
        XCTAssertGreaterThan(mid, 160, "p2 slides in from the right")
        XCTAssertLessThan(mid, 480)
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p2"])
        XCTAssertEqual(book.children.map(\.debugName), ["p2"])
        XCTAssertNil(p1.view.window)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testSwipeForwardAsksTheDataSourceAndTellsTheDelegate() async {
        let book = makeBook(.scroll)
        book.setViewControllers([p1], direction: .forward, animated: false)
        showRoot(book)
        let lines = traceOf { swipe(from: 300, to: 60); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["book.dataSource.pageViewController(book, viewControllerAfter: p1) -> p2",
                               "book.dataSource.pageViewController(book, viewControllerBefore: p1) -> nil",
                               "book.delegate.pageViewController(book, willTransitionTo: [p2])",
                               "p2.willMove(toParent: book)", "p2.viewDidLoad()",
                               "p1.viewWillDisappear(true)", "p2.viewWillAppear(true)",
                               "p1.viewDidDisappear(true)", "p2.viewDidAppear(true)",
                               "p1.willMove(toParent: nil)", "p1.didMove(toParent: nil)", "p2.didMove(toParent: book)",
                               "book.delegate.pageViewController(book, didFinishAnimating: true, previousViewControllers: [p1], transitionCompleted: true)"])
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p2"])
        XCTAssertEqual(p2.view.frame, book.pageContainer.bounds)
        // Back to the first page by a rightward swipe.
        swipe(from: 20, to: 260)
        app.run(seconds: 1)
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p1"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// Let go early: the callbacks of a cancelled swipe-back, p2 leaves again, the delegate hears
    /// `transitionCompleted: false`.
    func testShortSwipeIsCancelled() async {
        let book = makeBook(.scroll)
        book.setViewControllers([p1], direction: .forward, animated: false)
        showRoot(book)
        let lines = traceOf { swipe(from: 300, to: 220); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["book.dataSource.pageViewController(book, viewControllerAfter: p1) -> p2",
                               "book.dataSource.pageViewController(book, viewControllerBefore: p1) -> nil",
                               "book.delegate.pageViewController(book, willTransitionTo: [p2])",
                               "p2.willMove(toParent: book)", "p2.viewDidLoad()",
                               "p1.viewWillDisappear(true)", "p2.viewWillAppear(true)",
                               "p2.viewWillDisappear(true)", "p2.viewDidDisappear(true)",
                               "p1.viewWillAppear(true)", "p1.viewDidAppear(true)",
                               "p2.willMove(toParent: nil)", "p2.didMove(toParent: nil)",
                               "book.delegate.pageViewController(book, didFinishAnimating: true, previousViewControllers: [p1], transitionCompleted: false)"])
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p1"])
        XCTAssertEqual(book.children.map(\.debugName), ["p1"])
        XCTAssertTrue(p1.view.window === window)
        XCTAssertNil(p2.view.window)
        // Nothing before the first page: a rightward swipe turns nothing.
        let none = traceOf { swipe(from: 20, to: 260); app.run(seconds: 1) }
        XCTAssertEqual(none, ["book.dataSource.pageViewController(book, viewControllerAfter: p1) -> p2",
                              "book.dataSource.pageViewController(book, viewControllerBefore: p1) -> nil"])
    }

    /// Page curl: the curl follows the finger (its animation held at the finger's fraction), and let go
    /// early it curls back, cancelled.
    func testPageCurlFollowsTheFingerAndIsCancelledWhenLetGoEarly() async {
        let book = makeBook(.pageCurl)
        book.setViewControllers([p1], direction: .forward, animated: false)
        showRoot(book)
        let points = (0...8).map { CGPoint(x: 300 - 100 * CGFloat($0) / 8, y: 240) }
        app.post(.pointerDown(points[0])); app.runTurn()
        for p in points.dropFirst() { app.post(.pointerMoved(p)); app.runTurn() }
        app.run(seconds: 0.5)
        let held = book.pageContainer.layer.animation(forKey: "transition")?.progress ?? -1
        XCTAssertTrue(p2.view.window === window, "the next page is under the curl")
        app.post(.pointerUp(points.last!)); app.runTurn()
        app.run(seconds: 1.5)
        // 100 of 320 points: under half, held there for half a second.
        XCTAssertGreaterThan(held, 0.1)
        XCTAssertLessThan(held, 0.5)
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p1"])
        XCTAssertTrue(p1.view.window === window)
        XCTAssertNil(p2.view.window)
        XCTAssertEqual(events("book", .pageDidFinishAnimating).last?.argument("completed"), .bool(false))
        XCTAssertEqual(Array(trace.suffix(7)), ["p2.viewWillDisappear(true)", "p2.viewDidDisappear(true)",
                                                "p1.viewWillAppear(true)", "p1.viewDidAppear(true)",
                                                "p2.willMove(toParent: nil)", "p2.didMove(toParent: nil)",
                                                "book.delegate.pageViewController(book, didFinishAnimating: true, previousViewControllers: [p1], transitionCompleted: false)"])
        // Turned in code, the curl runs to its end.
        book.setViewControllers([p3], direction: .forward, animated: true)
        app.run(seconds: 0.3)
        XCTAssertNotNil(book.pageContainer.layer.animation(forKey: "transition"), "curling")
        app.run(seconds: 1)
        XCTAssertEqual(book.viewControllers?.map(\.debugName), ["p3"])
        XCTAssertTrue(p3.view.window === window)
        XCTAssertNil(p1.view.window)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }
}
