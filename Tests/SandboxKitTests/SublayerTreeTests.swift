import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// The layer tree: standalone layers added to a view's layer draw above its background and among its
/// subviews' layers in sublayer order, and `sublayers` lists both kinds.
final class SublayerTreeTests: LayerTestCase {
    func red() -> CALayer {
        let l = CALayer()
        l.backgroundColor = UIColor.red.cgColor
        l.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        return l
    }

    func testStandaloneLayerDrawsInItsFrameAboveTheViewsBackground() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .blue
        window.addSubview(host)
        let layer = red()
        host.layer.addSublayer(layer)
        app.runTurn()
        assertColor(pixel(30, 30), 0xffff0000, "inside the sublayer")
        assertColor(pixel(60, 60), 0xff0000ff, "the view's background outside it")
        XCTAssertTrue(layer.superlayer === host.layer)
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 10, width: 40, height: 40))
        XCTAssertEqual(layer.position, CGPoint(x: 30, y: 30))
    }

    func testSublayersListSubviewLayersAndStandaloneLayersInDrawingOrder() async {
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(a)
        let under = CALayer(), over = CALayer()
        host.layer.insertSublayer(under, at: 0)
        host.layer.addSublayer(over)
        let b = UIView(frame: .zero)
        host.addSubview(b)
        XCTAssertEqual(host.layer.sublayers?.map { ObjectIdentifier($0) },
                       [under, a.layer, over, b.layer].map { ObjectIdentifier($0) })
        let mid = CALayer()
        host.layer.insertSublayer(mid, above: a.layer)
        XCTAssertEqual(host.layer.sublayers?.map { ObjectIdentifier($0) },
                       [under, a.layer, mid, over, b.layer].map { ObjectIdentifier($0) })
        host.layer.insertSublayer(mid, below: under)
        XCTAssertTrue(host.layer.sublayers?.first === mid)
        a.removeFromSuperview()
        XCTAssertEqual(host.layer.sublayers?.map { ObjectIdentifier($0) },
                       [mid, under, over, b.layer].map { ObjectIdentifier($0) })
        over.removeFromSuperlayer()
        XCTAssertNil(over.superlayer)
        XCTAssertEqual(host.layer.sublayers?.count, 3)
        mid.removeFromSuperlayer(); under.removeFromSuperlayer()
        XCTAssertEqual(host.layer.sublayers?.map { ObjectIdentifier($0) }, [ObjectIdentifier(b.layer)])
        XCTAssertNil(host.layer.sublayerOrder, "back to the subviews alone")
        XCTAssertNil(CALayer().sublayers)
    }

    func testLayerAtIndexZeroDrawsUnderSubviewsAndAddedLayerOverThem() async {
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let sub = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        sub.backgroundColor = .green
        host.addSubview(sub)
        let under = red()
        under.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        host.layer.insertSublayer(under, at: 0)
        let over = CALayer()
        over.backgroundColor = UIColor.blue.cgColor
        over.frame = CGRect(x: 0, y: 60, width: 100, height: 20)
        host.layer.addSublayer(over)
        app.runTurn()
        assertColor(pixel(25, 25), 0xff00ff00, "the subview over the layer inserted at 0")
        assertColor(pixel(75, 25), 0xffff0000, "that layer beside the subview")
        assertColor(pixel(25, 70), 0xff0000ff, "the added layer over the subview")
    }

    func testNestedStandaloneLayersAndOpacityHiddenZPosition() async {
        let outer = CALayer()
        outer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        outer.backgroundColor = UIColor.blue.cgColor
        let inner = red()
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        outer.addSublayer(inner)
        window.layer.addSublayer(outer)
        app.runTurn()
        assertColor(pixel(35, 35), 0xffff0000, "inner, in outer's coordinates")
        assertColor(pixel(70, 70), 0xff0000ff)
        inner.opacity = 0.5
        app.runTurn()
        assertColor(pixel(35, 35), 0xff800080, tolerance: 3, "half red over blue")
        inner.isHidden = true
        app.runTurn()
        assertColor(pixel(35, 35), 0xff0000ff, "hidden")
        inner.isHidden = false
        inner.opacity = 1
        let top = CALayer()
        top.backgroundColor = UIColor.green.cgColor
        top.frame = inner.frame
        outer.insertSublayer(top, at: 0)
        app.runTurn()
        assertColor(pixel(35, 35), 0xffff0000, "the later sublayer on top")
        top.zPosition = 1
        app.runTurn()
        assertColor(pixel(35, 35), 0xff00ff00, "zPosition above")
    }

    func testMovingAndRemovingALayerRepaintsWhereItWas() async {
        let layer = red()
        window.layer.addSublayer(layer)
        app.runTurn()
        layer.position = CGPoint(x: 70, y: 70)
        app.runTurn()
        assertColor(pixel(20, 20), 0xffffffff, "old place repainted")
        assertColor(pixel(70, 70), 0xffff0000)
        layer.removeFromSuperlayer()
        app.runTurn()
        assertColor(pixel(70, 70), 0xffffffff, "removed")
    }

    func testCornerRadiusMasksToBoundsAndMaskLayer() async {
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        card.backgroundColor = UIColor.blue.cgColor
        card.cornerRadius = 20
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 80)).cgPath
        card.mask = mask
        window.layer.addSublayer(card)
        app.runTurn()
        assertColor(pixel(30, 50), 0xff0000ff, "inside the mask's oval")
        assertColor(pixel(70, 50), 0xffffffff, "outside the mask")
        assertColor(pixel(11, 11), 0xffffffff, "outside the rounded corner")
        XCTAssertNil(mask.superlayer)
    }

    /// A rounded card clipping a sublayer at its corner, faded out left to right by a gradient mask.
    func testRoundedCardWithGradientMaskGolden() async {
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        card.backgroundColor = UIColor.systemBlue.cgColor
        card.cornerRadius = 16
        card.masksToBounds = true
        let badge = CALayer()
        badge.frame = CGRect(x: -10, y: -10, width: 40, height: 40)
        badge.backgroundColor = UIColor.systemRed.cgColor
        card.addSublayer(badge)
        let fade = CAGradientLayer()
        fade.frame = card.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        card.mask = fade
        window.layer.addSublayer(card)
        app.runTurn()
        assertColor(pixel(11, 11), 0xffffffff, "the corner is cut")
        assertColor(pixel(15, 20), 0xffff3b30, tolerance: 20, "the badge, almost unmasked at the left")
        assertColor(pixel(89.5, 50), 0xffffffff, tolerance: 3, "masked out at the right")
        let mid = pixel(50, 60)
        XCTAssertGreaterThan(mid.argb & 0xff, 0xc0, "half masked: white through the blue")
        XCTAssertLessThan((mid.argb >> 16) & 0xff, 0xa0)
        assertGolden(window.framebuffer, named: "layer_cornerRadius_mask")
    }

    func testShadowPathShapesTheShadow() async {
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        l.backgroundColor = UIColor.white.cgColor
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 0)
        l.shadowPath = UIBezierPath(rect: CGRect(x: -20, y: 0, width: 80, height: 40)).cgPath
        window.layer.addSublayer(l)
        app.runTurn()
        assertColor(pixel(15, 50), 0xff000000, "the path's shadow beside the layer")
        assertColor(pixel(50, 50), 0xffffffff, "the layer over its shadow")
        assertColor(pixel(50, 20), 0xffffffff, "no shadow above")
    }

    func testAddingAViewsLayerMovesTheView() async {
        let host = UIView(frame: window.bounds), child = UIView(frame: .zero)
        window.addSubview(host)
        host.layer.addSublayer(child.layer)
        XCTAssertTrue(child.superview === host)
        child.layer.removeFromSuperlayer()
        XCTAssertNil(child.superview)
    }
}
