import XCTest
@testable import SandboxKit

/// Hover (pointer moving with no button pressed) and the scroll wheel, through the application's input
/// phase as the platform posts them.
@MainActor
final class UIHoverGestureRecognizerTests: XCTestCase {
    private var h: TouchHarness!
    private var outer: UIView!
    private var inner: UIView!
    private var log: [String] = []

    override func setUp() async throws {
        h = TouchHarness()
        outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        inner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        outer.addSubview(inner)
        h.window.addSubview(outer)
        log = []
        for (name, view) in [("outer", outer!), ("inner", inner!)] {
            view.addGestureRecognizer(UIHoverGestureRecognizer(target: nil) { [unowned self] g in
                let p = g.location(in: view)
                self.log.append("\(name).\(g.state) \(Int(p.x)),\(Int(p.y))")
            })
        }
    }

    func testHoverBeginsOnEnteringChangesAndEndsOnLeavingEachView() async {
        h.post(.pointerHovered(CGPoint(x: 10, y: 10)))
        h.post(.pointerHovered(CGPoint(x: 60, y: 70)))
        h.post(.pointerHovered(CGPoint(x: 150, y: 70)))
        h.post(.pointerHovered(CGPoint(x: 300, y: 300)))
        XCTAssertEqual(log, [
            "outer.began 10,10",
            "inner.began 10,20", "outer.changed 60,70",  // innermost first, as touches reach recognizers
            "inner.ended 100,20", "outer.changed 150,70",
            "outer.ended 300,300",
        ])
        log = []
        h.post(.pointerHovered(CGPoint(x: 60, y: 60)))
        h.post(.pointerExited)
        XCTAssertEqual(log, ["inner.began 10,10", "outer.began 60,60", "inner.ended 10,10", "outer.ended 60,60"])
    }

    func testHoverTakesNoTouchesAndDoesNotBlockATap() async {
        var taps = 0
        inner.addGestureRecognizer(UITapGestureRecognizer(target: nil) { _ in taps += 1 })
        h.post(.pointerHovered(CGPoint(x: 60, y: 60)))
        h.tap(60, 60)
        h.tap(62, 60)
        XCTAssertEqual(taps, 2)
        XCTAssertEqual(log.filter { $0.contains("cancelled") }, [], "a press does not cancel the hover")
    }

    func testTheWheelDrivesOnlyPansThatAllowScrolling() async {
        var seen: [String] = []
        let plain = UIPanGestureRecognizer(target: nil) { _ in seen.append("plain") }
        inner.addGestureRecognizer(plain)
        let scrolling = UIPanGestureRecognizer(target: nil) { [unowned self] g in
            let t = (g as! UIPanGestureRecognizer).translation(in: self.outer)
            seen.append("\(g.state) \(Int(t.x)),\(Int(t.y))")
        }
        scrolling.allowedScrollTypesMask = .discrete
        outer.addGestureRecognizer(scrolling)
        // One notch away from the user: the content follows as a finger dragging down would move it.
        h.post(.scrollWheel(CGPoint(x: 60, y: 60), delta: CGPoint(x: 0, y: 1)))
        h.post(.scrollWheel(CGPoint(x: 60, y: 60), delta: CGPoint(x: 1, y: -2)))
        XCTAssertEqual(seen, ["began 0,40", "ended 0,40", "began -40,-80", "ended -40,-80"])
        XCTAssertEqual(scrolling.state, .possible)
        // Outside every view with such a pan, nothing.
        h.post(.scrollWheel(CGPoint(x: 300, y: 300), delta: CGPoint(x: 0, y: 1)))
        XCTAssertEqual(seen.count, 4)
    }
}
