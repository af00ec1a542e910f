import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Gradient layers: axial, radial and conic colours over the (rounded) bounds.
final class CAGradientLayerTests: LayerTestCase {
    func gradient(_ type: CAGradientLayerType = .axial) -> CAGradientLayer {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.type = type
        window.layer.addSublayer(g)
        return g
    }

    func testAxialGradientTopToBottomByDefault() async {
        _ = gradient()
        app.runTurn()
        assertColor(pixel(50, 0), 0xfffe0001, "start: red")
        assertColor(pixel(50, 50), 0xff800080, tolerance: 3, "middle: half way")
        assertColor(pixel(50, 99.5), 0xff0100fe, "end: blue")
        assertColor(pixel(10, 50), pixel(90, 50).argb, tolerance: 0, "constant across")
    }

    func testAxialGoldenLeftToRightWithLocations() async {
        let g = gradient()
        g.colors = [UIColor.systemYellow.cgColor, UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
        g.locations = [0, 0.25, 1]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        g.cornerRadius = 12
        app.runTurn()
        assertColor(pixel(30, 50), UIColor.systemPink.color.premultiplied.argb, tolerance: 3, "at the 0.25 stop")
        assertColor(pixel(10.5, 10.5), 0xffffffff, "rounded corner")
        assertGolden(window.framebuffer, named: "gradient_axial")
    }

    func testRadialGradient() async {
        let g = gradient(.radial)
        g.colors = [UIColor.white.cgColor, UIColor.systemIndigo.cgColor]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        app.runTurn()
        assertColor(pixel(50, 50), 0xffffffff, tolerance: 3, "centre: the first colour")
        assertColor(pixel(0, 50), UIColor.systemIndigo.color.premultiplied.argb, "at the radius: the last")
        assertColor(pixel(75, 50), pixel(50, 75).argb, tolerance: 1, "circular")
        assertGolden(window.framebuffer, named: "gradient_radial")
    }

    func testConicGradientSweepsClockwise() async {
        let g = gradient(.conic)
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        app.runTurn()
        assertColor(pixel(90, 51), 0xfffe0001, tolerance: 4, "just past the start direction: red")
        assertColor(pixel(10, 50), 0xff800080, tolerance: 4, "half way round")
    }

    func testFadeToClearKeepsItsHue() async {
        let g = gradient()
        g.colors = [UIColor.red.cgColor, UIColor.red.withAlphaComponent(0).cgColor]
        window.backgroundColor = .black
        app.runTurn()
        let mid = pixel(50, 50)
        XCTAssertEqual(mid.argb & 0x00ffff, 0, "no blue or green: \(String(mid.argb, radix: 16))")
    }

    /// `override class var layerClass` makes the view's own layer a gradient layer, which draws as the
    /// view's content (a gradient background view); an app's own layer subclass is made as the sandbox's
    /// class it descends from, reported once.
    func testAViewWhoseLayerClassIsAGradientDrawsItsGradient() async {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        final class ShimmerLayer: CAGradientLayer {}
        final class ShimmerView: UIView {
            override class var layerClass: AnyClass { ShimmerLayer.self }
        }
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        defer { _ = sub }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = view.layer as? CAGradientLayer
        XCTAssertNotNil(gradient)
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        window.addSubview(view)
        app.runTurn()
        assertColor(pixel(50, 0), 0xfffe0001, "start: red")
        assertColor(pixel(50, 99.5), 0xff0100fe, "end: blue")
        XCTAssertTrue(UIView().layer.isMember(of: CALayer.self))
        XCTAssertTrue(ShimmerView().layer is CAGradientLayer)
        _ = ShimmerView()
        XCTAssertEqual(warnings.filter { $0.contains("layerClass") }.count, 1, "reported once: \(warnings)")
    }
}
