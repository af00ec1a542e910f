import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// R12, `.partialCurl`: the presenter's page curls up part way and stays curled over the presented view;
/// a tap on the curled page dismisses, uncurling it.
final class PartialCurlTests: GoldenSceneTestCase {
    var a: TestController!, b: TestController!

    override func setUp() async throws {
        try await super.setUp()
        a = TestController("a"); b = TestController("b")
        a.onViewDidLoad = { c in
            c.view.backgroundColor = .systemTeal
            let card = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 80))
            card.backgroundColor = .white
            card.layer.cornerRadius = 8
            c.view.addSubview(card)
        }
        b.onViewDidLoad = { $0.view.backgroundColor = .systemOrange }
        b.modalTransitionStyle = .partialCurl
        b.modalPresentationStyle = .fullScreen
        showRoot(a)
    }

    func isTeal(_ p: PremultipliedColor) -> Bool { p.red < 150 && p.blue > 200 }
    func isOrange(_ p: PremultipliedColor) -> Bool { p.red > 200 && p.blue < 60 }

    func testThePageCurlsPartWayAndStays() async {
        let lines = traceOf {
            a.present(b, animated: true)
            app.run(seconds: 2)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                               "b.viewDidAppear(true)", "a.viewDidDisappear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        let fb = window.framebuffer
        XCTAssertTrue(isTeal(fb[10, 10]), "the top of the page stays where it was")
        XCTAssertTrue(isOrange(fb[300, 460]), "the presented view shows under the curled bottom corner")
        XCTAssertTrue(isOrange(fb[160, 460]))
        XCTAssertFalse(isTeal(fb[310, 250]) || isOrange(fb[310, 250]) && isOrange(fb[20, 250]),
                       "part way: neither all page nor all presented view across the middle")
        assertGolden(fb, named: "partial_curl_settled", tolerance: 1)

        // A tap on the presented view does not dismiss; a tap on the page does, uncurling it.
        tap(CGPoint(x: 300, y: 460))
        app.run(seconds: 1)
        XCTAssertTrue(a.presentedViewController === b)
        let dismissal = traceOf {
            tap(CGPoint(x: 60, y: 60))
            app.run(seconds: 2)
        }
        XCTAssertEqual(dismissal, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window === window)
        XCTAssertFalse(window.subviews.contains { $0 is CurledPageView })
        XCTAssertTrue(isTeal(window.framebuffer[300, 460]), "the page is flat again")
    }

    func testTheUncurlStartsWhereThePageRests() async {
        a.present(b, animated: true)
        app.run(seconds: 2)
        b.dismiss(animated: true)
        // The first frames of the uncurl still show the presented view at the bottom corner and the page
        // at the top, as the curl left them (no jump to a flat page or a fully curled one).
        app.runTurn(); app.runTurn()
        XCTAssertTrue(isTeal(window.framebuffer[10, 10]))
        XCTAssertTrue(isOrange(window.framebuffer[310, 470]))
        app.run(seconds: 2)
        XCTAssertTrue(isTeal(window.framebuffer[310, 470]))
    }

    func testWithoutAnimationThePageIsCurledAtOnce() async {
        a.present(b, animated: false)
        app.run(seconds: 1)
        XCTAssertTrue(isTeal(window.framebuffer[10, 10]))
        XCTAssertTrue(isOrange(window.framebuffer[300, 460]))
        b.dismiss(animated: false)
        app.run(seconds: 1)
        XCTAssertTrue(isTeal(window.framebuffer[300, 460]))
        XCTAssertTrue(a.view.window === window)
    }
}
