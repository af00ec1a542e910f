import XCTest
@testable import SandboxKit

@MainActor
final class UIResponderTests: XCTestCase {
    func testNextWalksSuperviewsToWindowAndApplication() async {
        let h = TouchHarness()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        h.window.addSubview(outer)
        outer.addSubview(inner)
        XCTAssertTrue(inner.next === outer)
        XCTAssertTrue(outer.next === h.window)
        XCTAssertTrue(h.window.next === h.app)
        XCTAssertNil(h.app.next)
    }

    func testUnhandledTouchesTravelTheChain() async {
        let h = TouchHarness()
        let log = Log()
        let outer = RecordingView("outer", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let inner = RecordingView("inner", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        inner.forwards = true
        h.window.addSubview(outer)
        outer.addSubview(inner)
        h.down(20, 20)
        h.move(30, 30)
        h.up(30, 30)
        XCTAssertEqual(log.entries, ["inner.began", "outer.began", "inner.moved", "outer.moved", "inner.ended", "outer.ended"])
    }

    func testTouchStaysWithTheViewItBeganIn() async {
        let h = TouchHarness()
        let log = Log()
        let a = RecordingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = RecordingView("b", frame: CGRect(x: 100, y: 0, width: 50, height: 50), log: log)
        h.window.addSubview(a)
        h.window.addSubview(b)
        h.down(10, 10)
        h.move(120, 10)
        h.up(120, 10)
        XCTAssertEqual(log.entries, ["a.began", "a.moved", "a.ended"])
    }

    func testTouchLocationsAndPhases() async {
        let h = TouchHarness()
        final class Probe: UIView {
            var seen: [(UITouch.Phase, CGPoint, CGPoint)] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
            func note(_ t: Set<UITouch>) {
                let touch = t.first!
                seen.append((touch.phase, touch.location(in: self), touch.previousLocation(in: self)))
            }
        }
        let p = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        h.window.addSubview(p)
        h.down(110, 120)
        h.move(130, 125)
        h.up(130, 125)
        XCTAssertEqual(p.seen.map(\.0), [.began, .moved, .ended])
        XCTAssertEqual(p.seen.map(\.1), [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 25), CGPoint(x: 30, y: 25)])
        XCTAssertEqual(p.seen[1].2, CGPoint(x: 10, y: 20))
    }

    func testHoverWithoutPressDeliversNothing() async {
        let h = TouchHarness()
        let log = Log()
        h.window.addSubview(RecordingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        h.move(10, 10)
        h.up(10, 10)
        XCTAssertEqual(log.entries, [])
    }

    func testTapCountCountsQuickTapsInPlace() async {
        let h = TouchHarness()
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        let c = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(c)
        h.tap(50, 50)
        h.tap(52, 50)
        h.tap(52, 52)
        h.idle(frames: 30) // half a second: the next tap starts a new count
        h.tap(52, 52)
        XCTAssertEqual(c.counts, [1, 2, 3, 1])
    }

    func testKeysGoToTheFirstResponderElseTheRootViewController() async {
        let h = TouchHarness()
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) { keys.append(presses.first!.key) }
        }
        final class KeyController: UIViewController {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) { keys.append(presses.first!.key) }
        }
        let controller = KeyController()
        h.window.rootViewController = controller
        let v = KeyView(frame: .zero)
        h.window.addSubview(v)
        h.post(.key("s"))
        XCTAssertEqual(controller.keys, ["s"])
        XCTAssertTrue(v.becomeFirstResponder())
        XCTAssertTrue(v.isFirstResponder)
        h.post(.key("Right"))
        XCTAssertEqual(v.keys, ["Right"])
        XCTAssertEqual(controller.keys, ["s"])
        XCTAssertTrue(v.resignFirstResponder())
        h.post(.key("Escape"))
        XCTAssertEqual(controller.keys, ["s", "Escape"])
    }

    func testPlainViewsCannotBecomeFirstResponder() async {
        _ = TouchHarness()
        let v = UIView(frame: .zero)
        XCTAssertFalse(v.becomeFirstResponder())
        XCTAssertFalse(v.isFirstResponder)
    }

    func testUnhandledPressTravelsFromFirstResponderToWindow() async {
        let h = TouchHarness()
        final class Keyed: UIView { override var canBecomeFirstResponder: Bool { true } }
        final class Catcher: UIView {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) { keys.append(presses.first!.key) }
        }
        let outer = Catcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = Keyed(frame: .zero)
        h.window.addSubview(outer)
        outer.addSubview(inner)
        inner.becomeFirstResponder()
        h.post(.key("1"))
        XCTAssertEqual(outer.keys, ["1"])
    }

    func testControllerOfARootViewIsInTheChain() async {
        let h = TouchHarness()
        final class Controller: UIViewController {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += 1
                super.touchesBegan(touches, with: event)
            }
        }
        let controller = Controller()
        h.window.rootViewController = controller
        h.app.runTurn()
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === h.window)
        let log = Log()
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        leaf.forwards = true
        controller.view.addSubview(leaf)
        h.tap(10, 10)
        XCTAssertEqual(log.entries, ["leaf.began", "leaf.ended"])
        XCTAssertEqual(controller.began, 1, "the leaf passed the touch to the root view, which passed it to its controller")
    }
}
