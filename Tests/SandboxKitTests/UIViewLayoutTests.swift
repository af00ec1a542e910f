import XCTest
@testable import SandboxKit

@MainActor
final class UIViewLayoutTests: XCTestCase {
    final class Counting: UIView {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() { layouts += 1; onLayout?() }
    }

    func testLayoutRunsInTheCommitOnceHoweverManyRequests() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        app.runTurn()
        XCTAssertEqual(v.layouts, 1)
        v.setNeedsLayout()
        v.setNeedsLayout()
        XCTAssertEqual(v.layouts, 1, "setNeedsLayout only marks")
        app.runTurn()
        XCTAssertEqual(v.layouts, 2)
        app.runTurn()
        XCTAssertEqual(v.layouts, 2, "nothing owed, nothing run")
    }

    /// The layout pass follows the views that asked: `setNeedsLayout` flags the path to the window, and
    /// views off that path are not visited (10,000 views with one moved cost one visit, not 10,000).
    func testSetNeedsLayoutFlagsOnlyThePathToTheWindow() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let a = Counting(), b = Counting(), c = Counting(), d = Counting()
        window.addSubview(a); a.addSubview(b); b.addSubview(c); a.addSubview(d)
        app.runTurn()
        XCTAssertFalse([window, a, b, c, d].contains { $0.subtreeNeedsLayout })
        c.setNeedsLayout()
        XCTAssertEqual([window, a, b, c, d].map(\.subtreeNeedsLayout), [true, true, true, true, false])
        app.runTurn()
        XCTAssertEqual([a, b, c, d].map(\.layouts), [1, 1, 2, 1])
        XCTAssertFalse([window, a, b, c, d].contains { $0.subtreeNeedsLayout })
    }

    /// As in UIKit, a view flagged by a layoutSubviews earlier in the same top-down pass is laid out in
    /// that pass: a child of the view being laid out, or a view deep under a sibling that owed nothing.
    func testViewsFlaggedDuringThePassAreLaidOutInIt() async {
        let app = UIApplication()
        let window = app.makeWindow()
        let parent = Counting(), first = Counting(), second = Counting(), deep = Counting()
        window.addSubview(parent); parent.addSubview(first); parent.addSubview(second); second.addSubview(deep)
        app.runTurn()
        parent.onLayout = { first.setNeedsLayout() }
        first.onLayout = { deep.setNeedsLayout() }
        parent.setNeedsLayout()
        app.runTurn()
        XCTAssertEqual([parent, first, second, deep].map(\.layouts), [2, 2, 1, 2])
        XCTAssertFalse([window, parent, first, second, deep].contains { $0.subtreeNeedsLayout })
    }

    func testLayoutIfNeededRunsNowAndOnlyWhenNeeded() async {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 1)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 1)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 2)
    }

    func testLayoutIsTopDown() async {
        var order: [String] = []
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.onLayout = { order.append("parent"); child.frame.size = CGSize(width: 50, height: 50) }
        child.onLayout = { order.append("child") }
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["parent", "child"])
    }

    func testSizeChangeNeedsLayoutButMoveDoesNot() async {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layoutIfNeeded()
        v.center = CGPoint(x: 300, y: 300)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 1)
        v.bounds.size = CGSize(width: 120, height: 100)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 2)
    }

    func testAddingASubviewNeedsLayout() async {
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layoutIfNeeded()
        v.addSubview(UIView(frame: .zero))
        v.layoutIfNeeded()
        XCTAssertEqual(v.layouts, 2)
    }

    func testAutoresizingFlexibleWidthAndMargins() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let corner = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        parent.addSubview(bar)
        parent.addSubview(corner)
        parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 280, height: 20))
        XCTAssertEqual(corner.frame, CGRect(x: 270, y: 120, width: 20, height: 20), "pinned to the bottom-right")
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 40, width: 20, height: 20))
    }

    func testAutoresizingSharesTheChangeProportionally() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 100))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(v)
        parent.bounds.size = CGSize(width: 200, height: 100)
        XCTAssertEqual(v.frame, CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    func testAutoresizesSubviewsOff() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        v.autoresizingMask = .flexibleWidth
        parent.addSubview(v)
        parent.bounds.size = CGSize(width: 200, height: 100)
        XCTAssertEqual(v.frame.width, 100)
    }

    func testSizeThatFitsAndSizeToFit() async {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        XCTAssertEqual(v.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 40, height: 30), "a plain view fits its size")
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 70, height: 20) }
        }
        let f = Fixed(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.sizeToFit()
        XCTAssertEqual(f.frame, CGRect(x: 0, y: 0, width: 70, height: 20), "sizeToFit keeps the origin")
        XCTAssertEqual(UIView(frame: .zero).intrinsicContentSize,
                       CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
