import XCTest
@testable import SandboxKit

/// Adding and removing child controllers costs work proportional to their number, as in UIKit: the
/// bookkeeping's visited elements (`ContainmentWork.steps`) are counted, not seconds. Quadratic
/// bookkeeping made 8,192 children cost 64 times the work of 1,024; linear makes it 8 times.
final class ContainmentCostTests: LifecycleTestCase {
    /// The work of adding `n` children to an on-screen parent (the UIKit sequence), then removing them in
    /// the order they came.
    private func work(children n: Int) -> (add: Int, remove: Int) {
        let parent = UIViewController()
        window.rootViewController = parent
        turns(1)
        let kids = (0..<n).map { _ in UIViewController() }
        ContainmentWork.steps = 0
        for c in kids {
            parent.addChild(c)
            parent.view.addSubview(c.view)
            c.didMove(toParent: parent)
        }
        turns(1)
        let add = ContainmentWork.steps
        XCTAssertEqual(parent.children.count, n)
        ContainmentWork.steps = 0
        for c in kids {
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
        }
        turns(1)
        XCTAssertTrue(parent.children.isEmpty)
        window.rootViewController = nil
        return (add, ContainmentWork.steps)
    }

    func testAddingAndRemovingChildrenIsLinear() async {
        let small = work(children: 512), large = work(children: 4096)
        // 8 times the children: at most about 8 times the work (plus a constant), never 64 times.
        XCTAssertLessThanOrEqual(large.add, 10 * max(small.add, 512), "adding: \(small.add) → \(large.add)")
        XCTAssertLessThanOrEqual(large.remove, 10 * max(small.remove, 512), "removing: \(small.remove) → \(large.remove)")
    }

    /// Creating many controllers (each registered for memory warnings) is linear too.
    func testCreatingControllersIsLinear() async {
        ContainmentWork.steps = 0
        var kept = (0..<512).map { _ in UIViewController() }
        let small = ContainmentWork.steps
        ContainmentWork.steps = 0
        kept += (0..<4096).map { _ in UIViewController() }
        let large = ContainmentWork.steps
        XCTAssertLessThanOrEqual(large, 10 * max(small, 512) + 600 * 10, "\(small) → \(large)")
        XCTAssertEqual(kept.count, 4608)
    }

    /// The work of appending `n` views side by side under one view in the window (adds, layout requests,
    /// damage notes, the layout pass): ancestors walked, counted.
    private func wideWork(_ n: Int) -> Int {
        let wideRoot = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(wideRoot)
        turns(1)
        ContainmentWork.steps = 0
        for _ in 0..<n { wideRoot.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))) }
        turns(1)
        let wide = ContainmentWork.steps
        wideRoot.removeFromSuperview()
        turns(1)
        return wide
    }

    func testAppendingToALargeViewIsLinear() async {
        let small = wideWork(512), large = wideWork(4096)
        XCTAssertLessThanOrEqual(large, 10 * max(small, 512), "side by side: \(small) → \(large)")
    }
}
