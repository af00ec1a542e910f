import XCTest
@testable import SandboxKit

@MainActor
final class UIViewHierarchyTests: XCTestCase {
    private func tagged(_ tags: [Int]) -> (UIView, [UIView]) {
        let parent = UIView(frame: .zero)
        let children = tags.map { t -> UIView in let v = UIView(frame: .zero); v.tag = t; return v }
        children.forEach(parent.addSubview)
        return (parent, children)
    }

    private func order(_ v: UIView) -> [Int] { v.subviews.map(\.tag) }

    func testInsertAtAboveAndBelow() async {
        let (p, c) = tagged([1, 2, 3])
        let x = UIView(frame: .zero); x.tag = 9
        p.insertSubview(x, at: 1)
        XCTAssertEqual(order(p), [1, 9, 2, 3])
        p.insertSubview(x, aboveSubview: c[2])
        XCTAssertEqual(order(p), [1, 2, 3, 9])
        p.insertSubview(x, belowSubview: c[0])
        XCTAssertEqual(order(p), [9, 1, 2, 3])
        p.insertSubview(x, aboveSubview: c[1])
        XCTAssertEqual(order(p), [1, 2, 9, 3])
        p.insertSubview(x, belowSubview: c[1])
        XCTAssertEqual(order(p), [1, 9, 2, 3])
        p.insertSubview(x, at: 100)
        XCTAssertEqual(order(p), [1, 2, 3, 9], "an index past the end appends")
    }

    func testBringSendExchangeAndRemove() async {
        let (p, c) = tagged([1, 2, 3])
        p.bringSubviewToFront(c[0])
        XCTAssertEqual(order(p), [2, 3, 1])
        p.sendSubviewToBack(c[2])
        XCTAssertEqual(order(p), [3, 2, 1])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(order(p), [1, 2, 3])
        p.exchangeSubview(at: 0, withSubviewAt: 7)
        XCTAssertEqual(order(p), [1, 2, 3], "an index out of range changes nothing")
        c[1].removeFromSuperview()
        XCTAssertEqual(order(p), [1, 3])
        XCTAssertNil(c[1].superview)
    }

    func testAddingToAnotherParentMovesTheView() async {
        let (p, c) = tagged([1, 2])
        let q = UIView(frame: .zero)
        q.addSubview(c[0])
        XCTAssertEqual(order(p), [2])
        XCTAssertTrue(c[0].superview === q)
    }

    func testCyclesAreRefused() async {
        let (p, c) = tagged([1])
        c[0].addSubview(p)
        XCTAssertNil(p.superview)
        p.addSubview(p)
        XCTAssertEqual(order(p), [1])
    }

    func testViewWithTagAndIsDescendant() async {
        let (p, c) = tagged([1, 2])
        let deep = UIView(frame: .zero); deep.tag = 5
        c[1].addSubview(deep)
        XCTAssertTrue(p.viewWithTag(5) === deep)
        XCTAssertNil(p.viewWithTag(6))
        XCTAssertTrue(deep.isDescendant(of: p))
        XCTAssertFalse(p.isDescendant(of: deep))
    }

    /// Records the move notifications UIKit sends, in order.
    final class Mover: UIView {
        var log: Log
        let name: String
        init(_ name: String, log: Log) { self.name = name; self.log = log; super.init(frame: .zero) }
        override func willMove(toSuperview s: UIView?) { log.add("\(name).willMove(toSuperview: \(s == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
        override func willMove(toWindow w: UIWindow?) { log.add("\(name).willMove(toWindow: \(w == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
        override func didAddSubview(_ v: UIView) { log.add("\(name).didAddSubview") }
        override func willRemoveSubview(_ v: UIView) { log.add("\(name).willRemoveSubview") }
    }

    func testMoveNotificationOrderIntoAndOutOfAWindow() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let log = Log()
        let a = Mover("a", log: log), b = Mover("b", log: log)
        a.addSubview(b)
        XCTAssertEqual(log.entries, ["b.willMove(toSuperview: view)", "b.didMoveToSuperview", "a.didAddSubview"],
                       "no window moves outside a window")
        log.clear()
        window.addSubview(a)
        XCTAssertEqual(log.entries, ["a.willMove(toSuperview: view)", "a.willMove(toWindow: window)", "b.willMove(toWindow: window)",
                                     "a.didMoveToWindow", "b.didMoveToWindow", "a.didMoveToSuperview"])
        log.clear()
        a.removeFromSuperview()
        XCTAssertEqual(log.entries, ["a.willMove(toSuperview: nil)", "a.willMove(toWindow: nil)", "b.willMove(toWindow: nil)",
                                     "a.didMoveToWindow", "b.didMoveToWindow", "a.didMoveToSuperview"])
    }

    func testMovingBetweenParentsTellsTheOldParent() async {
        let log = Log()
        let p = Mover("p", log: log), q = Mover("q", log: log), v = Mover("v", log: log)
        p.addSubview(v)
        log.clear()
        q.addSubview(v)
        XCTAssertEqual(log.entries, ["p.willRemoveSubview", "v.willMove(toSuperview: view)", "v.didMoveToSuperview", "q.didAddSubview"])
    }

    func testReorderingWithinTheSameParentSendsNoMoves() async {
        let log = Log()
        let p = Mover("p", log: log), v = Mover("v", log: log), w = Mover("w", log: log)
        p.addSubview(v)
        p.addSubview(w)
        log.clear()
        p.bringSubviewToFront(v)
        p.insertSubview(w, at: 1)
        XCTAssertEqual(log.entries, [])
    }

    func testWindowProperty() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let v = UIView(frame: .zero), w = UIView(frame: .zero)
        v.addSubview(w)
        XCTAssertNil(w.window)
        window.addSubview(v)
        XCTAssertTrue(w.window === window)
        XCTAssertTrue(window.window === window)
    }

    /// `superview` and the layer's `view` are unretained back pointers: a view freed while its subviews
    /// or its layer live on leaves them nil, never pointing at freed memory.
    func testAFreedViewLeavesNoBackPointers() async {
        let child = UIView(frame: .zero), grandchild = UIView(frame: .zero)
        child.addSubview(grandchild)
        weak var freed: UIView?
        var layer: CALayer?
        do {
            let parent = UIView(frame: .zero)
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
            XCTAssertTrue(parent.layer.view === parent)
            freed = parent
            layer = parent.layer
        }
        XCTAssertNil(freed, "the parent was kept alive: the test proves nothing")
        XCTAssertNil(child.superview)
        XCTAssertNil(layer?.view)
        XCTAssertTrue(grandchild.superview === child, "only the freed view's own subviews let go")
        XCTAssertNil(child.window)
    }
}
