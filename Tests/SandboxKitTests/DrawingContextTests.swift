import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Draws what the test asks for, and counts its calls.
final class SketchView: UIView {
    var drawCount = 0
    var sketch: (CGContext, CGRect) -> Void = { _, _ in }
    override func draw(_ rect: CGRect) {
        drawCount += 1
        if let ctx = UIGraphicsGetCurrentContext() { sketch(ctx, rect) }
    }
}

/// A font renderer whose text is a solid block, one point wide per character, so placement is exact.
final class BlockFontRenderer: FontRenderer {
    func lineHeight(of font: UIFont) -> CGFloat { font.pointSize }
    func ascender(of font: UIFont) -> CGFloat { font.pointSize * 0.8 }
    func size(of text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count), height: font.pointSize) }
    func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap {
        Bitmap(width: Int(CGFloat(text.count) * scale), height: Int(font.pointSize * scale), fill: color.premultiplied)
    }
}

@MainActor
final class DrawingContextTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    let red = UIColor.red.color.premultiplied, blue = UIColor.blue.color.premultiplied

    override func setUp() async throws {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 80, height: 60), scale: 1))
        window = app.makeWindow()
        window.backgroundColor = .white
    }

    func testViewsThatDoNotDrawKeepNoBackingStore() async {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .red
        window.addSubview(plain)
        app.runTurn()
        XCTAssertNil(plain.layer.contents)
        XCTAssertFalse(plain.needsDisplay)
    }

    func testDrawFillsRectsEllipsesAndPathsInBoundsCoordinates() async {
        let v = SketchView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        v.sketch = { ctx, rect in
            XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 40, height: 30))
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setStrokeColor(UIColor.blue.cgColor)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 0, y: 20)); ctx.addLine(to: CGPoint(x: 40, y: 20)); ctx.strokePath()
            ctx.fillEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        window.addSubview(v)
        app.runTurn()
        XCTAssertEqual(v.drawCount, 1)
        let contents = try! XCTUnwrap(v.layer.contents)
        XCTAssertEqual(contents.width, 40); XCTAssertEqual(contents.height, 30)
        XCTAssertEqual(contents[5, 5], red)
        XCTAssertEqual(contents[10, 5], .clear)
        XCTAssertEqual(contents[25, 5], red, "ellipse centre")
        XCTAssertEqual(contents[20, 0], .clear, "outside the ellipse")
        XCTAssertEqual(contents[5, 19], blue); XCTAssertEqual(contents[5, 20], blue); XCTAssertEqual(contents[5, 21], .clear)
        let fb = window.framebuffer
        XCTAssertEqual(fb[15, 15], red)
        XCTAssertEqual(fb[15, 30], blue)
        XCTAssertEqual(fb[45, 35], .white, "undrawn content is transparent over the window")
    }

    func testBezierPathsAndColourSetters() async {
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.sketch = { _, _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10).fill()
            UIColor.blue.setStroke()
            let p = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            p.lineWidth = 2
            p.stroke()
        }
        window.addSubview(v)
        app.runTurn()
        let c = try! XCTUnwrap(v.layer.contents)
        XCTAssertEqual(c[0, 0], .clear, "rounded corner")
        XCTAssertEqual(c[20, 2], red)
        XCTAssertEqual(c[9, 20], blue); XCTAssertEqual(c[10, 20], blue); XCTAssertEqual(c[11, 20], red)
    }

    func testScaleTwoBackingStoreAndCTM() async {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), scale: 2))
        window = app.makeWindow()
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        v.sketch = { ctx, _ in
            ctx.translateBy(x: 5, y: 0)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        window.addSubview(v)
        app.runTurn()
        let c = try! XCTUnwrap(v.layer.contents)
        XCTAssertEqual(c.width, 40); XCTAssertEqual(c.height, 20)
        XCTAssertEqual(c[9, 0], .clear); XCTAssertEqual(c[10, 0], red); XCTAssertEqual(c[19, 9], red); XCTAssertEqual(c[20, 9], .clear)
        XCTAssertEqual(window.framebuffer[10, 0], red)
    }

    func testSetNeedsDisplayRedrawsOnceInTheNextCommit() async {
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var color = UIColor.red
        v.sketch = { ctx, rect in ctx.setFillColor(color.cgColor); ctx.fill(rect) }
        window.addSubview(v)
        app.runTurn()
        app.runTurn()
        XCTAssertEqual(v.drawCount, 1, "the backing store is kept until setNeedsDisplay")
        color = .blue
        v.setNeedsDisplay(); v.setNeedsDisplay()
        app.runTurn()
        XCTAssertEqual(v.drawCount, 2)
        XCTAssertEqual(window.framebuffer[5, 5], blue)
        XCTAssertEqual(window.damagedRect, IntRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testAViewThatStopsDrawingLosesItsBackingStore() async {
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.sketch = { ctx, rect in ctx.setFillColor(UIColor.red.cgColor); ctx.fill(rect) }
        window.addSubview(v)
        app.runTurn()
        XCTAssertNotNil(v.layer.contents)
        v.sketch = { _, _ in }
        v.setNeedsDisplay()
        app.runTurn()
        XCTAssertNil(v.layer.contents)
        XCTAssertEqual(window.framebuffer[5, 5], .white)
    }

    func testTextIsDrawnThroughTheFontRenderer() async {
        app.fonts = BlockFontRenderer()
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.sketch = { _, _ in
            "abc".draw(at: CGPoint(x: 3, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.blue])
            XCTAssertEqual("abcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]), CGSize(width: 4, height: 10))
            ("xy" as NSString).draw(at: CGPoint(x: 20, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        }
        window.addSubview(v)
        app.runTurn()
        let c = try! XCTUnwrap(v.layer.contents)
        XCTAssertEqual(c[3, 2], blue); XCTAssertEqual(c[5, 11], blue)
        XCTAssertEqual(c[2, 2], .clear); XCTAssertEqual(c[6, 2], .clear); XCTAssertEqual(c[3, 12], .clear)
        XCTAssertEqual(c[20, 2], .black); XCTAssertEqual(c[21, 11], .black); XCTAssertEqual(c[22, 2], .clear)
    }

    func testNoCurrentContextOutsideDrawing() async {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIColor.red.setFill() // must not crash
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    }

    func testSnapshotRendersTheSubtreeFlatAtScale() async {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        v.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
        child.backgroundColor = .blue
        v.addSubview(child)
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        window.addSubview(v)
        app.runTurn()
        let snap = v.snapshotBitmap(scale: 2)
        XCTAssertEqual(snap.width, 60); XCTAssertEqual(snap.height, 40)
        XCTAssertEqual(snap[0, 0], red, "the view's own transform is left out")
        XCTAssertEqual(snap[20, 10], blue); XCTAssertEqual(snap[39, 29], blue); XCTAssertEqual(snap[40, 30], red)
        let view = try! XCTUnwrap(v.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(view.bounds.size, CGSize(width: 30, height: 20))
        window.addSubview(view)
        app.runTurn()
        XCTAssertNotNil(view.layer.contents, "a snapshot view keeps its contents through the display pass")
        XCTAssertEqual(window.framebuffer[15, 10], blue); XCTAssertEqual(window.framebuffer[25, 10], red)
    }

    func testCustomCompositingViewDrawsWithItsScreenTransform() async {
        let v = CountingCompositedView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        v.backgroundColor = .red
        window.addSubview(v)
        app.runTurn()
        XCTAssertEqual(v.calls, 1)
        XCTAssertEqual(window.framebuffer[25, 25], .black, "drawn over the background")
        XCTAssertEqual(window.framebuffer[19, 25], .white)
        v.setNeedsComposite()
        app.runTurn()
        XCTAssertEqual(v.calls, 2)
        XCTAssertEqual(window.damagedRect, IntRect(x: 20, y: 20, width: 10, height: 10))
    }

    func testPathsOfLinesCurvesAndArcsFillAndStroke() async {
        let v = SketchView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        v.sketch = { ctx, _ in
            // A triangle, filled.
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.move(to: CGPoint(x: 0, y: 0)); ctx.addLine(to: CGPoint(x: 20, y: 0)); ctx.addLine(to: CGPoint(x: 0, y: 20))
            ctx.closePath()
            ctx.fillPath()
            // A half disc from an arc, filled through UIBezierPath.
            UIColor.blue.setFill()
            let half = UIBezierPath(arcCenter: CGPoint(x: 40, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
            half.close()
            half.fill()
            // A quadratic curve, stroked.
            UIColor.red.setStroke()
            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 0, y: 38)); curve.addQuadCurve(to: CGPoint(x: 60, y: 38), controlPoint: CGPoint(x: 30, y: 20))
            curve.lineWidth = 2
            curve.stroke()
        }
        window.addSubview(v)
        app.runTurn()
        let c = try! XCTUnwrap(v.layer.contents)
        XCTAssertEqual(c[3, 3], red); XCTAssertEqual(c[15, 15], .clear)
        XCTAssertEqual(c[40, 25], blue, "clockwise from 0 to π on screen is the lower half")
        XCTAssertEqual(c[40, 15], .clear)
        XCTAssertEqual(c[30, 29], red, "the curve's apex is half way to its control point")
        XCTAssertEqual(c[30, 33], .clear)
    }
}
