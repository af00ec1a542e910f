import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// A view that counts how often the compositor asks it to draw itself.
final class CountingCompositedView: UIView, CustomCompositing {
    var calls = 0
    func composite(into target: inout Bitmap, context: CompositingContext) {
        calls += 1
        target.fillRoundedRect(RoundedRect(rect: bounds.rasterRect), transform: context.transform, color: .black,
                               opacity: context.opacity, clip: context.clip, mask: context.mask)
    }
}

@MainActor
final class CompositorTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    func makeScene(width: CGFloat = 80, height: CGFloat = 60, scale: CGFloat = 1) {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale))
        window = app.makeWindow()
        window.backgroundColor = .white
    }

    @discardableResult
    func addView(_ frame: CGRect, _ color: UIColor?, to parent: UIView? = nil) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        (parent ?? window).addSubview(v)
        return v
    }

    let white = PremultipliedColor.white
    let red = UIColor.red.color.premultiplied
    let blue = UIColor.blue.color.premultiplied

    // MARK: Properties, exact where the maths is exact

    func testBackgroundFillsTheFrameExactly() async {
        makeScene()
        addView(CGRect(x: 10, y: 20, width: 30, height: 15), .red)
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb.width, 80); XCTAssertEqual(fb.height, 60)
        for y in 0..<60 { for x in 0..<80 {
            XCTAssertEqual(fb[x, y], (10..<40).contains(x) && (20..<35).contains(y) ? red : white, "(\(x), \(y))")
        } }
        assertGolden(fb, named: "view_background")
        window.withFramebufferPixels { px, w, h in
            XCTAssertEqual(w * h, 80 * 60)
            XCTAssertEqual(px[20 * w + 10], red.argb)
        }
    }

    func testScaleTwoDoublesThePixels() async {
        makeScene(width: 40, height: 30, scale: 2)
        addView(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb.width, 80)
        XCTAssertEqual(fb[10, 10], red); XCTAssertEqual(fb[29, 29], red); XCTAssertEqual(fb[30, 30], white); XCTAssertEqual(fb[9, 10], white)
    }

    func testCornerRadiusRoundsTheBackground() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 60, height: 40), .systemBlue)
        v.layer.cornerRadius = 12
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb[10, 10], white)
        XCTAssertEqual(fb[40, 10], UIColor.systemBlue.color.premultiplied)
        XCTAssertEqual(fb[13, 13].alpha, 255)
        XCTAssertNotEqual(fb[13, 13], white)
        assertGolden(fb, named: "view_cornerRadius", tolerance: 1)
    }

    func testBorderIsDrawnInsideOnTopOfSubviews() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 40, height: 30), .white)
        v.layer.borderWidth = 3
        v.layer.borderColor = UIColor.red.cgColor
        addView(CGRect(x: -5, y: 5, width: 20, height: 10), .blue, to: v) // sticks out of the left edge
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb[10, 25], red); XCTAssertEqual(fb[12, 25], red); XCTAssertEqual(fb[13, 25], white)
        XCTAssertEqual(fb[11, 18], red, "the border covers the subview")
        XCTAssertEqual(fb[7, 18], blue, "outside the border the subview shows")
        XCTAssertEqual(fb[16, 18], blue)
        XCTAssertEqual(fb[9, 25], white)
        assertGolden(fb, named: "view_border")
    }

    func testRoundedBorderGolden() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 60, height: 40), .systemYellow)
        v.layer.cornerRadius = 14
        v.layer.borderWidth = 4
        v.layer.borderColor = UIColor.systemIndigo.cgColor
        app.runTurn()
        assertGolden(window.framebuffer, named: "view_border_rounded", tolerance: 1)
    }

    func testAlphaAppliesToTheSubtreeAsAGroup() async {
        makeScene()
        let parent = addView(CGRect(x: 10, y: 10, width: 60, height: 40), nil)
        addView(CGRect(x: 0, y: 0, width: 40, height: 40), .red, to: parent)
        addView(CGRect(x: 20, y: 0, width: 40, height: 40), .blue, to: parent)
        parent.alpha = 0.5
        app.runTurn()
        let fb = window.framebuffer
        let halfBlue = blue.scaled(by: 128).over(white), halfRed = red.scaled(by: 128).over(white)
        XCTAssertEqual(fb[40, 30], halfBlue, "the overlap shows only the front child, at half strength")
        XCTAssertEqual(fb[15, 30], halfRed)
        XCTAssertEqual(fb[65, 30], halfBlue)
        XCTAssertEqual(fb[5, 30], white)
        assertGolden(fb, named: "view_alpha_group")
    }

    func testHiddenViewsAndTheirSubviewsAreNotDrawn() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 30, height: 30), .red)
        addView(CGRect(x: 5, y: 5, width: 10, height: 10), .blue, to: v)
        addView(CGRect(x: 45, y: 10, width: 20, height: 20), .blue)
        v.isHidden = true
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb[20, 20], white); XCTAssertEqual(fb[16, 16], white); XCTAssertEqual(fb[50, 15], blue)
        assertGolden(fb, named: "view_isHidden")
        v.isHidden = false
        app.runTurn()
        XCTAssertEqual(window.framebuffer[16, 16], blue)
        XCTAssertEqual(window.framebuffer[30, 30], red)
    }

    func testClipsToBoundsClipsSubviewsToTheRoundedShape() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 60, height: 40), .lightGray)
        v.layer.cornerRadius = 15
        v.clipsToBounds = true
        addView(CGRect(x: -10, y: -10, width: 50, height: 70), .red, to: v)
        app.runTurn()
        let fb = window.framebuffer
        XCTAssertEqual(fb[10, 10], white, "the rounded corner clips the subview")
        XCTAssertEqual(fb[5, 20], white, "outside the bounds the subview is clipped")
        XCTAssertEqual(fb[30, 30], red)
        XCTAssertEqual(fb[60, 30], UIColor.lightGray.color.premultiplied)
        assertGolden(fb, named: "view_clipsToBounds_rounded", tolerance: 1)
        v.clipsToBounds = false
        app.runTurn()
        XCTAssertEqual(window.framebuffer[5, 20], red)
    }

    func testSquareClipOnWholePixelsIsExact() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        v.clipsToBounds = true
        addView(CGRect(x: 5, y: 5, width: 40, height: 40), .red, to: v)
        app.runTurn()
        let fb = window.framebuffer
        for y in 0..<60 { for x in 0..<80 {
            XCTAssertEqual(fb[x, y], (15..<30).contains(x) && (15..<30).contains(y) ? red : white, "(\(x), \(y))")
        } }
    }

    func testAffineRotation() async {
        makeScene()
        let v = addView(CGRect(x: 20, y: 10, width: 40, height: 40), .systemGreen)
        addView(CGRect(x: 0, y: 0, width: 20, height: 20), .red, to: v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        app.runTurn()
        let fb = window.framebuffer
        // The centre stays; the rotated square's corners point up, down, left and right.
        XCTAssertEqual(fb[40, 30], UIColor.systemGreen.color.premultiplied)
        XCTAssertEqual(fb[40, 4], red, "the top corner is the red subview's")
        XCTAssertEqual(fb[40, 8], red)
        XCTAssertEqual(fb[22, 12], white, "the unrotated corner is empty")
        XCTAssertEqual(fb[14, 30].alpha, 255)
        XCTAssertNotEqual(fb[14, 30], white, "the left corner reaches 40 − 20√2 ≈ 11.7")
        assertGolden(fb, named: "view_rotation", tolerance: 1)
    }

    func testPerspectiveTransformShowsTheNearEdgeLarger() async {
        makeScene(width: 100, height: 80)
        let v = addView(CGRect(x: 20, y: 15, width: 60, height: 50), .systemBlue)
        addView(CGRect(x: 0, y: 0, width: 30, height: 25), .systemOrange, to: v)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 150
        t = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
        v.layer.transform = t
        app.runTurn()
        let fb = window.framebuffer
        func columnHeight(_ x: Int) -> Int { (0..<80).filter { fb[x, $0] != white }.count }
        // The layer's edges land where the transform projects them (about the centre (50, 40)).
        let leftEdge = t.project(CGPoint(x: -30, y: 0))!.x + 50, rightEdge = t.project(CGPoint(x: 30, y: 0))!.x + 50
        let left = columnHeight(Int(leftEdge) + 2), right = columnHeight(Int(rightEdge) - 2)
        XCTAssertEqual(columnHeight(Int(leftEdge) - 2), 0)
        XCTAssertEqual(columnHeight(Int(rightEdge) + 2), 0)
        // The edge nearer the eye (w < 1) is taller than the 50-point height, the far one shorter.
        let leftTop = t.project(CGPoint(x: -30, y: -25))!.y + 40, rightTop = t.project(CGPoint(x: 30, y: -25))!.y + 40
        XCTAssertEqual(Double(left), 2 * (40 - Double(leftTop)), accuracy: 3)
        XCTAssertEqual(Double(right), 2 * (40 - Double(rightTop)), accuracy: 3)
        XCTAssertNotEqual(left > 50, right > 50, "one edge comes nearer, the other goes away")
        assertGolden(fb, named: "view_perspective", tolerance: 1)
    }

    func testSubviewOrderDecidesWhatIsOnTop() async {
        makeScene()
        let a = addView(CGRect(x: 10, y: 10, width: 30, height: 30), .red)
        let b = addView(CGRect(x: 25, y: 20, width: 30, height: 30), .blue)
        app.runTurn()
        XCTAssertEqual(window.framebuffer[30, 30], blue)
        assertGolden(window.framebuffer, named: "view_subview_order")
        window.bringSubviewToFront(a)
        app.runTurn()
        XCTAssertEqual(window.framebuffer[30, 30], red)
        window.sendSubviewToBack(a)
        app.runTurn()
        XCTAssertEqual(window.framebuffer[30, 30], blue)
        b.removeFromSuperview()
        app.runTurn()
        XCTAssertEqual(window.framebuffer[30, 30], red)
        XCTAssertEqual(window.framebuffer[50, 45], white)
    }

    // MARK: Damage

    func testChangingOneSmallViewRepaintsOnlyItsArea() async {
        makeScene()
        addView(CGRect(x: 0, y: 0, width: 80, height: 30), .systemTeal)
        let small = addView(CGRect(x: 50, y: 35, width: 10, height: 8), .red)
        let far = CountingCompositedView(frame: CGRect(x: 5, y: 40, width: 10, height: 10))
        window.addSubview(far)
        app.runTurn()
        XCTAssertEqual(window.damagedRect, IntRect(x: 0, y: 0, width: 80, height: 60), "the first frame paints everything")
        let before = window.framebuffer
        let farCalls = far.calls
        XCTAssertGreaterThan(farCalls, 0)

        small.backgroundColor = .blue
        app.runTurn()
        XCTAssertEqual(window.damagedRect, IntRect(x: 50, y: 35, width: 10, height: 8))
        XCTAssertEqual(far.calls, farCalls, "a view outside the damage is not drawn")
        let after = window.framebuffer
        for y in 0..<60 { for x in 0..<80 {
            if window.damagedRect.contains(x: x, y: y) { XCTAssertEqual(after[x, y], blue) }
            else { XCTAssertEqual(after[x, y], before[x, y], "(\(x), \(y)) outside the damage changed") }
        } }

        small.center = CGPoint(x: 25, y: 45) // moves from (50, 35) to (20, 41)
        app.runTurn()
        XCTAssertEqual(window.damagedRect, IntRect(x: 20, y: 35, width: 40, height: 14), "old and new places")
        XCTAssertEqual(window.framebuffer[55, 38], white)
        XCTAssertEqual(window.framebuffer[22, 43], blue)
    }

    func testIdleFrameRepaintsNothing() async {
        makeScene()
        addView(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        app.runTurn()
        let count = window.compositor.repaintCount
        app.runTurn()
        app.runTurn()
        XCTAssertEqual(window.compositor.repaintCount, count)
        XCTAssertFalse(app.hasWork)
    }

    func testSettingTheSameValueDamagesNothing() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        app.runTurn()
        let count = window.compositor.repaintCount
        v.backgroundColor = .red
        v.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        app.runTurn()
        XCTAssertEqual(window.compositor.repaintCount, count)
    }

    func testMovingAChildOutsideItsParentsOldAreaIsDrawn() async {
        makeScene()
        let parent = addView(CGRect(x: 0, y: 0, width: 20, height: 20), .lightGray)
        let child = addView(CGRect(x: 0, y: 0, width: 5, height: 5), .red, to: parent)
        app.runTurn()
        child.frame = CGRect(x: 60, y: 40, width: 5, height: 5)
        app.runTurn()
        XCTAssertEqual(window.framebuffer[62, 42], red)
        XCTAssertEqual(window.framebuffer[2, 2], UIColor.lightGray.color.premultiplied)
        XCTAssertEqual(window.damagedRect, IntRect(x: 0, y: 0, width: 65, height: 45))
    }

    func testRemovedViewLeavesNoTrace() async {
        makeScene()
        let v = addView(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        app.runTurn()
        v.removeFromSuperview()
        app.runTurn()
        XCTAssertEqual(window.damagedRect, IntRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(window.framebuffer[15, 15], white)
    }

    func testTheFrameShowsThePresentationStateWhileAnimating() async {
        makeScene()
        let v = addView(CGRect(x: 0, y: 20, width: 10, height: 10), .red)
        app.runTurn()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center = CGPoint(x: 65, y: 25) })
        XCTAssertEqual(v.center.x, 65, "the model changes at once")
        var seen: [Int] = []
        for _ in 0..<60 {
            app.runTurn()
            let fb = window.framebuffer
            if let left = (0..<80).first(where: { fb[$0, 25] != white }) { seen.append(left) }
        }
        XCTAssertTrue(seen.contains { $0 > 10 && $0 < 50 }, "intermediate positions are drawn: \(seen)")
        XCTAssertEqual(seen, seen.sorted(), "the view moves one way")
        app.run(seconds: 0.5)
        XCTAssertEqual(window.framebuffer[62, 25], red)
        XCTAssertEqual(window.framebuffer[5, 25], white)
    }

    func testSubviewsUnderPerspectiveAreFlattenedWithoutSeams() async {
        makeScene(width: 100, height: 80)
        let page = addView(CGRect(x: 20, y: 15, width: 60, height: 50), nil)
        addView(CGRect(x: 0, y: 0, width: 30, height: 50), .red, to: page)
        addView(CGRect(x: 30, y: 0, width: 30, height: 50), .red, to: page)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 150
        page.layer.transform = CATransform3DRotate(t, .pi / 6, 1, 1, 0)
        app.runTurn()
        let fb = window.framebuffer
        // Every pixel well inside the page is pure red: the shared edge of the two halves leaves no seam.
        let inside = (0..<80).flatMap { y in (0..<100).map { (x: $0, y: y) } }.filter { p in
            [(-2.0, -2.0), (2.0, -2.0), (-2.0, 2.0), (2.0, 2.0)].allSatisfy { d in
                fb[min(max(p.x + Int(d.0), 0), 99), min(max(p.y + Int(d.1), 0), 79)] != white
            }
        }
        XCTAssertGreaterThan(inside.count, 1000)
        for p in inside { XCTAssertEqual(fb[p.x, p.y], red, "(\(p.x), \(p.y))") }
    }

    func testBadGeometryNeverCrashes() async {
        makeScene()
        let nanView = addView(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
        nanView.alpha = .nan
        let huge = SketchView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
        huge.sketch = { ctx, rect in ctx.fill(rect) }
        window.addSubview(huge)
        let odd = addView(CGRect(x: 30, y: 30, width: 10, height: 10), .blue)
        odd.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let flat = addView(CGRect(x: 50, y: 30, width: 10, height: 10), .blue)
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        var behind = CATransform3DIdentity
        behind.m34 = -1.0 / 5
        let back = addView(CGRect(x: 40, y: 10, width: 30, height: 30), .green)
        addView(CGRect(x: 0, y: 0, width: 10, height: 10), .red, to: back)
        back.layer.transform = CATransform3DRotate(behind, 1.4, 0, 1, 0)
        app.runTurn()
        XCTAssertNil(huge.layer.contents, "no backing store beyond the largest bitmap")
        XCTAssertEqual(window.framebuffer.width, 80)
        _ = nanView.snapshotBitmap()
        _ = huge.snapshotBitmap()
    }
}
