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

    /// The work of appending to large trees in the window: `n` views added one under the other (a
    /// chain `n` deep, built top-down as nested layouts build it), the chain's root resized (each
    /// level's autoresizing carries the change one level down), and `n` views added side by side under
    /// one view. Every add, layout request and damage note reads the view's window; that cost must not
    /// grow with the depth (it walked up the whole chain: building 4,096 levels cost 64 times 512's).
    private func treeWork(_ n: Int) -> (chain: Int, resize: Int, wide: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(root)
        turns(1)
        ContainmentWork.steps = 0
        var leaf = root
        for _ in 1..<n {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.autoresizingMask = .flexibleWidth
            leaf.addSubview(v)
            leaf = v
        }
        turns(1)
        let chain = ContainmentWork.steps
        ContainmentWork.steps = 0
        root.frame.size.width = 80
        turns(1)
        let resize = ContainmentWork.steps
        XCTAssertEqual(leaf.frame.width, 80, "the resize reached the deepest view")
        let wideRoot = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(wideRoot)
        turns(1)
        ContainmentWork.steps = 0
        for _ in 0..<n { wideRoot.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))) }
        turns(1)
        let wide = ContainmentWork.steps
        root.removeFromSuperview()
        wideRoot.removeFromSuperview()
        turns(1)
        return (chain, resize, wide)
    }

    func testAppendingToLargeTreesIsLinear() async {
        let small = treeWork(512), large = treeWork(4096)
        XCTAssertLessThanOrEqual(large.chain, 10 * max(small.chain, 512), "a chain: \(small.chain) → \(large.chain)")
        XCTAssertLessThanOrEqual(large.resize, 10 * max(small.resize, 512), "resizing it: \(small.resize) → \(large.resize)")
        XCTAssertLessThanOrEqual(large.wide, 10 * max(small.wide, 512), "side by side: \(small.wide) → \(large.wide)")
    }
}
