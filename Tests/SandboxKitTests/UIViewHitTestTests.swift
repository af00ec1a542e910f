import XCTest
@testable import SandboxKit

@MainActor
final class UIViewHitTestTests: XCTestCase {
    private func tree() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    func testFrontmostSubviewWins() async {
        let (root, a, b) = tree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b, "overlap goes to the later subview")
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 20), with: nil) === root)
    }

    func testOutsideBoundsMisses() async {
        let (root, _, _) = tree()
        XCTAssertNil(root.hitTest(CGPoint(x: 201, y: 20), with: nil))
        XCTAssertNil(root.hitTest(CGPoint(x: -1, y: -1), with: nil))
    }

    func testSubviewStickingOutIsNotHitOutsideItsSuperview() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root, "outside parent's bounds")
    }

    func testHiddenTransparentAndNonInteractiveViewsAreSkipped() async {
        let (root, a, b) = tree()
        b.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.009
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a, "alpha below 0.01 is skipped")
        b.alpha = 0.01
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b, "alpha 0.01 still receives touches")
        b.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        a.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
    }

    func testNonInteractiveParentHidesItsSubviews() async {
        let (root, a, _) = tree()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.addSubview(inner)
        a.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
    }

    func testTransformsAreInverted() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(v)
        // Rotated 90° about its centre (150, 110): it now covers x 140...160, y 60...160.
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 65), with: nil) === v)
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root, "the unrotated area is empty now")
        v.transform = CGAffineTransform(scaleX: 2, y: 2) // x 50...250, y 90...130
        XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 95), with: nil) === v)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 135), with: nil) === root)
    }

    func testBoundsOriginShiftsSubviews() async {
        let (root, a, _) = tree()
        root.bounds.origin = CGPoint(x: 10, y: 10)
        // a's frame (10, 10, 100, 100) is now drawn at (0, 0) of root's frame.
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === a)
    }

    func testPointInsideOverrideExtendsTheTarget() async {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let g = Generous(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(g)
        XCTAssertTrue(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === g)
    }

    func testAnimatingViewIsSkippedUnlessUserInteractionIsAllowed() async {
        let h = TouchHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(v)
        UIView.animate(withDuration: 1) { v.center = CGPoint(x: 60, y: 60) }
        h.app.runTurn()
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === h.window)
        h.app.run(seconds: 1.1)
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.center = CGPoint(x: 50, y: 50) })
        h.app.runTurn()
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
    }
}
