import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Shape layers: fill and stroke of paths, trimmed by strokeStart/strokeEnd, capped, dashed.
final class CAShapeLayerTests: LayerTestCase {
    /// A progress ring: a circle of radius 30 about (50, 50) from the top, clockwise, stroked 8 wide.
    func ring(strokeEnd: CGFloat) -> CAShapeLayer {
        let track = CAShapeLayer()
        track.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true).cgPath
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
        track.lineWidth = 8
        window.layer.addSublayer(track)
        let ring = CAShapeLayer()
        ring.path = track.path
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = strokeEnd
        window.layer.addSublayer(ring)
        return ring
    }

    func testProgressRing() async {
        _ = ring(strokeEnd: 0.7)
        app.runTurn()
        let blue = UIColor.systemBlue.color.premultiplied.argb
        assertColor(pixel(80, 50), blue, "a quarter round (right), stroked")
        assertColor(pixel(50, 80), blue, "half round (bottom), stroked")
        assertColor(pixel(50, 20), blue, "the top, where it starts")
        assertColor(pixel(20, 50), 0xffe6e6e6, "the left (0.75 of the way) is past the end: the track shows")
        let at = -CGFloat.pi / 2 + 0.69 * 2 * .pi, past = -CGFloat.pi / 2 + 0.85 * 2 * .pi
        assertColor(pixel(50 + 30 * cos(at), 50 + 30 * sin(at)), blue, "0.69 of the way round")
        assertColor(pixel(50 + 30 * cos(past), 50 + 30 * sin(past)), 0xffe6e6e6, "0.85 of the way round")
        assertColor(pixel(50, 50), 0xffffffff, "the centre is not filled")
        assertColor(pixel(80, 40), blue, "inside the stroke")
        assertColor(pixel(90, 50), 0xffffffff, "outside the stroke")
        assertGolden(window.framebuffer, named: "shape_progress_ring")
    }

    func testRoundCapReachesPastTheEnd() async {
        let l = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 50))
        path.addLine(to: CGPoint(x: 80, y: 50))
        l.path = path
        l.strokeColor = UIColor.black.cgColor
        l.lineWidth = 10
        window.layer.addSublayer(l)
        app.runTurn()
        assertColor(pixel(17, 50), 0xffffffff, "butt cap ends at the point")
        l.lineCap = .round
        app.runTurn()
        assertColor(pixel(17, 50), 0xff000000, "round cap reaches half a width past")
        assertColor(pixel(15.5, 45.5), 0xffffffff, "but not its corner")
        l.lineCap = .square
        app.runTurn()
        assertColor(pixel(15.5, 45.5), 0xff000000, "square cap covers the corner")
    }

    func testFillAndEvenOddRule() async {
        let l = CAShapeLayer()
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
        l.path = path.cgPath
        l.fillColor = UIColor.red.cgColor
        window.layer.addSublayer(l)
        app.runTurn()
        assertColor(pixel(50, 50), 0xffff0000, "nonzero fills the inner square")
        l.fillRule = .evenOdd
        app.runTurn()
        assertColor(pixel(50, 50), 0xffffffff, "even-odd leaves it a hole")
        assertColor(pixel(20, 20), 0xffff0000)
    }

    func testDashedStroke() async {
        let l = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 30))
        path.addLine(to: CGPoint(x: 90, y: 30))
        path.addRect(CGRect(x: 20, y: 50, width: 60, height: 40))
        l.path = path
        l.fillColor = nil
        l.strokeColor = UIColor.black.cgColor
        l.lineWidth = 4
        l.lineDashPattern = [10, 5]
        window.layer.addSublayer(l)
        app.runTurn()
        assertColor(pixel(15, 30), 0xff000000, "first dash (10...20)")
        assertColor(pixel(22.5, 30), 0xffffffff, "first gap (20...25)")
        assertColor(pixel(30, 30), 0xff000000, "second dash (25...35)")
        l.lineDashPhase = 5
        app.runTurn()
        assertColor(pixel(17.5, 30), 0xffffffff, "the phase moves the gap back by 5")
        l.lineDashPhase = 0
        app.runTurn()
        assertGolden(window.framebuffer, named: "shape_dashed_stroke")
    }

    func testPathOutsideBoundsAndLayerTransform() async {
        let l = CAShapeLayer()
        l.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        l.path = CGPath(rect: CGRect(x: -40, y: -40, width: 20, height: 20), transform: nil)
        l.fillColor = UIColor.red.cgColor
        window.layer.addSublayer(l)
        app.runTurn()
        assertColor(pixel(20, 20), 0xffff0000, "the path draws outside the layer's bounds")
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        app.runTurn()
        // Scaled about the anchor, (55, 55) on screen: the path's -40...-20 lands on 55 + 2 × (−45...−25).
        assertColor(pixel(20, 20), 0xffffffff)
        assertColor(pixel(2, 2), 0xffff0000, "scaled about the layer's centre")
    }

    func testCGPathBasics() async {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertTrue(p.contains(CGPoint(x: 5, y: 10)))
        XCTAssertFalse(p.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertFalse(p.isEmpty)
        XCTAssertTrue(CGMutablePath().isEmpty)
    }
}
