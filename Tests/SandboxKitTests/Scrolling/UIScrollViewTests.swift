import XCTest
@testable import SandboxKit

/// Records the scroll delegate calls by name, as a user would print them.
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var replaceTarget: CGPoint?

    func scrollViewDidScroll(_ s: UIScrollView) { calls.append("didScroll"); offsets.append(s.contentOffset) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        if let replaceTarget { targetContentOffset.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { calls.append("didEndScrollingAnimation") }

    /// The calls with runs of `didScroll` folded into one, to compare orders.
    var folded: [String] {
        calls.reduce(into: []) { out, c in if !(c == "didScroll" && out.last == "didScroll") { out.append(c) } }
    }
}

@MainActor
final class UIScrollViewTests: XCTestCase {
    var harness: TouchHarness!
    var scroll: UIScrollView!
    var recorder: ScrollRecorder!

    override func setUp() async throws {
        harness = TouchHarness()
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        recorder = ScrollRecorder()
        scroll.delegate = recorder
        harness.window.addSubview(scroll)
        harness.idle(frames: 1)
    }

    private func settle(maxFrames: Int = 600) {
        var n = 0
        while (scroll.isDecelerating || scroll.isDragging) && n < maxFrames { harness.idle(frames: 1); n += 1 }
    }

    func testContentOffsetIsTheBoundsOrigin() async {
        let child = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        scroll.addSubview(child)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 450))
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 50))
        XCTAssertEqual(recorder.calls, ["didScroll"])
        XCTAssertEqual(scroll.maximumContentOffset, CGPoint(x: 0, y: 1600))
    }

    func testAFlickDeceleratesAndCallsTheDelegateInUIKitsOrder() async {
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 10)
        let atLift = scroll.contentOffset.y
        XCTAssertTrue(scroll.isDecelerating)
        settle()
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(recorder.folded, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                         "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // the content went on after the finger lifted, and rests on a whole point inside the content
        XCTAssertGreaterThan(scroll.contentOffset.y, atLift + 100)
        XCTAssertLessThanOrEqual(scroll.contentOffset.y, 1600)
        XCTAssertEqual(scroll.contentOffset.y, scroll.contentOffset.y.rounded())
        // while dragging the content followed the finger without jumping by the 10-point slop
        XCTAssertEqual(atLift, 180, accuracy: 1)
    }

    func testALiftAtRestDoesNotDecelerate() async {
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), steps: 10, lift: false)
        harness.idle(frames: 20)
        harness.up(200, 200)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(recorder.folded, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(scroll.contentOffset.y, 90, accuracy: 1)
    }

    func testPullingPastTheTopRubberBandsAndBouncesBack() async {
        harness.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 10, lift: false)
        let pulled = -scroll.contentOffset.y
        // 180 points of finger past the edge (the first 20 began the pan) show as UIKit's rubber band
        XCTAssertEqual(pulled, (1 - 1 / (180 * 0.55 / 400 + 1)) * 400, accuracy: 1)
        harness.idle(frames: 20)
        harness.up(200, 300)
        XCTAssertTrue(scroll.isDecelerating, "the bounce back is a deceleration")
        XCTAssertEqual(recorder.calls.filter { $0.hasPrefix("didEndDragging") }, ["didEndDragging(true)"])
        settle()
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
        // it went back without overshooting into the content
        XCTAssertTrue(recorder.offsets.allSatisfy { $0.y <= 0 })
    }

    func testWithoutBouncesADragStopsAtTheEdge() async {
        scroll.bounces = false
        harness.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 10)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testAFlickPastTheEndBouncesAndRestsAtTheEnd() async {
        scroll.contentOffset = CGPoint(x: 0, y: 1500)
        recorder.calls = []
        harness.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), steps: 5)
        var furthest: CGFloat = 0
        var n = 0
        while scroll.isDecelerating && n < 600 { harness.idle(frames: 1); furthest = max(furthest, scroll.contentOffset.y); n += 1 }
        XCTAssertGreaterThan(furthest, 1600, "it went past the end")
        XCTAssertEqual(scroll.contentOffset.y, 1600)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testATouchStopsMovingContent() async {
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 10)
        harness.idle(frames: 5)
        XCTAssertTrue(scroll.isDecelerating)
        harness.down(200, 200)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertTrue(scroll.touchStoppedScrolling)
        let held = scroll.contentOffset
        harness.idle(frames: 10)
        XCTAssertEqual(scroll.contentOffset, held)
        harness.up(200, 200)
        XCTAssertFalse(scroll.isTracking)
    }

    func testSetContentOffsetAnimatedMovesOverAThirdOfASecond() async {
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scroll.contentOffset.y, 0, "nothing moves before the next frame")
        harness.idle(frames: 9)
        XCTAssertGreaterThan(scroll.contentOffset.y, 0)
        XCTAssertLessThan(scroll.contentOffset.y, 300)
        harness.idle(frames: 12)
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(recorder.calls.last, "didEndScrollingAnimation")
        XCTAssertFalse(recorder.calls.contains("didEndDecelerating"))
    }

    func testScrollDisabledIgnoresDrags() async {
        scroll.isScrollEnabled = false
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 10)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, [])
    }

    func testContentInsetWidensTheRangeAndTheBounceReturnsToIt() async {
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset)
        XCTAssertEqual(scroll.minimumContentOffset.y, -50)
        XCTAssertEqual(scroll.maximumContentOffset.y, 1620)
        scroll.contentOffset = CGPoint(x: 0, y: -50)
        harness.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), steps: 10)
        XCTAssertLessThan(scroll.contentOffset.y, -50)
        settle()
        XCTAssertEqual(scroll.contentOffset.y, -50)
    }

    func testTheDelegateMayMoveTheTarget() async {
        recorder.replaceTarget = CGPoint(x: 0, y: 400)
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 10)
        settle()
        XCTAssertEqual(scroll.contentOffset.y, 400)
    }

    /// Paging: a flick goes one page on (never two, however fast), a slow drag past half a page goes on,
    /// one short of half a page goes back; each drag ends on a page's offset.
    func testPagingEndsEachDragOnAPage() async {
        scroll.isPagingEnabled = true
        harness.drag(from: CGPoint(x: 200, y: 390), to: CGPoint(x: 200, y: 10), steps: 4)
        settle()
        XCTAssertEqual(scroll.contentOffset.y, 400, "a fast flick: the next page, not two")
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), steps: 10, lift: false)
        harness.idle(frames: 20)
        harness.up(200, 200)
        settle()
        XCTAssertEqual(scroll.contentOffset.y, 400, "90 points, lifted at rest: back to the page")
        harness.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 100), steps: 10, lift: false)
        harness.idle(frames: 20)
        harness.up(200, 100)
        settle()
        XCTAssertEqual(scroll.contentOffset.y, 800, "past half a page, lifted at rest: the next page")
    }

    func testAHorizontalDragOnAColumnFails() async {
        harness.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 205), steps: 10)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, [])
    }

    func testDecelerationDistanceFollowsTheRate() async {
        // UIKit's rate: the velocity shrinks by 0.998 a millisecond, so 1000 pt/s comes to rest
        // 1000 / (−1000·ln 0.998) ≈ 499.5 points on
        var m = ScrollAxisMotion(position: 0, velocity: 1000, minimum: 0, maximum: 10_000, rate: 0.998, bounces: true)
        var frames = 0
        while !m.isFinished && frames < 1000 { m.advance(by: 1.0 / 60); frames += 1 }
        XCTAssertTrue(m.isFinished)
        XCTAssertEqual(m.position, 1000 / (-1000 * log(0.998)), accuracy: 0.5)
        // and it takes a few seconds, as on a phone
        XCTAssertGreaterThan(Double(frames) / 60, 2)
        XCTAssertLessThan(Double(frames) / 60, 5)
    }

    func testTheWheelScrollsWithinTheContent() async {
        harness.post(.scrollWheel(CGPoint(x: 200, y: 200), delta: CGPoint(x: 0, y: -3)))
        XCTAssertEqual(scroll.contentOffset.y, 120)
        harness.post(.scrollWheel(CGPoint(x: 200, y: 200), delta: CGPoint(x: 0, y: 10)))
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(scroll.isDecelerating)
    }
}
