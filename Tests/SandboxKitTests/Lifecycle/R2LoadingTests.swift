import XCTest
@testable import SandboxKit

/// R2: loading, once, before any appearance callback.
final class R2LoadingTests: LifecycleTestCase {
    func testViewLoadsOnceOnFirstAccess() async {
        let b = TestController("b")
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertNil(b.viewIfLoaded)
        XCTAssertFalse(b.isViewLoaded, "isViewLoaded and viewIfLoaded do not load")
        XCTAssertEqual(recorder.events.map(\.method), [])
        let v = b.view
        XCTAssertTrue(b.isViewLoaded)
        XCTAssertTrue(b.view === v)
        XCTAssertTrue(v?.owningViewController === b)
        XCTAssertEqual(recorder.events.map(\.method), [.loadView, .viewDidLoad])
        XCTAssertEqual(causes("b", .viewDidLoad), ["view accessed (R2)"])
        XCTAssertEqual(recorder.traceLines, ["b.viewDidLoad()"], "loadView is in the log, not the trace")
        XCTAssertEqual(v?.frame, app.screen.bounds)
    }

    func testLoadViewIfNeededLoadsOnce() async {
        let b = TestController("b")
        b.loadViewIfNeeded()
        b.loadViewIfNeeded()
        XCTAssertEqual(recorder.traceLines, ["b.viewDidLoad()"])
    }

    func testCustomLoadViewAndOneThatSetsNothing() async {
        final class Custom: UIViewController {
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        final class Forgetful: UIViewController { override func loadView() {} }
        XCTAssertEqual(Custom().view.frame.width, 10)
        let f = Forgetful()
        XCTAssertNotNil(f.view, "a loadView that sets no view still leaves a view")
        XCTAssertEqual(recorder.traceLines, ["Custom.viewDidLoad()", "Forgetful.viewDidLoad()"])
    }

    func testAppearanceNeverComesBeforeViewDidLoad() async {
        let a = TestController("a")
        window.rootViewController = a
        turns(2)
        XCTAssertEqual(trace.first, "a.viewDidLoad()")
    }

    func testDefaultNamesCountPerClass() async {
        final class Child: UIViewController {}
        XCTAssertEqual([Child(), Child(), Child()].map(\.debugName), ["Child", "Child#2", "Child#3"])
        XCTAssertEqual("\(Child())", "<Child#4>")
    }
}
