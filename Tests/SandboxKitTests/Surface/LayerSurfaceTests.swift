import Raster
import XCTest
@testable import SandboxKit

/// Core Animation and Core Graphics API declared for iOS code that behaves as Apple's does: the display
/// link and grouped and keyframe animations on the virtual clock, turning animations off, layers that
/// draw themselves, converting between layers, gradients and rounded corners.
@MainActor
final class LayerSurfaceTests: XCTestCase {
    @MainActor final class Ticker: NSObject {
        var stamps: [CFTimeInterval] = []
        func tick(_ link: CADisplayLink) { stamps.append(link.timestamp) }
    }

    func testDisplayLinkFiresEveryFrameUntilInvalidated() async throws {
        let h = TouchHarness()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("tick:", Ticker.tick(_:)))
        link.add(to: .main, forMode: .common)
        h.idle(frames: 5)
        XCTAssertGreaterThanOrEqual(ticker.stamps.count, 4)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-9)
        let steps = zip(ticker.stamps.dropFirst(), ticker.stamps).map { $0 - $1 }
        for step in steps { XCTAssertEqual(step, 1.0 / 60, accuracy: 1e-6, "one call a frame") }
        link.isPaused = true
        let paused = ticker.stamps.count
        h.idle(frames: 3)
        XCTAssertEqual(ticker.stamps.count, paused)
        link.isPaused = false
        link.invalidate()
        h.idle(frames: 3)
        XCTAssertEqual(ticker.stamps.count, paused, "no call after invalidate()")
    }

    func testAnimationGroupRunsItsAnimationsTogether() async throws {
        let h = TouchHarness()
        let view = h.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10.0
        grow.toValue = 110.0
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 1
        view.layer.add(group, forKey: "both")
        h.idle(frames: 30)
        let shown = try XCTUnwrap(view.layer.presentation())
        XCTAssertEqual(Double(shown.opacity), 0.5, accuracy: 0.05)
        XCTAssertEqual(shown.bounds.width, 60, accuracy: 5)
        h.idle(frames: 40)
        XCTAssertEqual(view.layer.presentation()?.opacity, 1, "removed on completion: the model shows again")
    }

    func testKeyframesPlayInSequenceAndAnimationsCanBeTurnedOff() async throws {
        let h = TouchHarness()
        let view = h.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        var finished = false
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { finished = $0 })
        h.idle(frames: 15)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.75, accuracy: 0.05, "halfway through the first keyframe")
        h.idle(frames: 30)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.25, accuracy: 0.05, "halfway through the second")
        h.idle(frames: 20)
        XCTAssertTrue(finished)
        XCTAssertEqual(view.alpha, 0, "the last keyframe's value is the model's")

        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        h.idle(frames: 1)
        XCTAssertEqual(view.layer.presentation()?.opacity, 1, "applied at once")
    }

    final class Badge: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(bounds)
        }
    }

    func testALayerSubclassDrawsItsOwnContentAndATextLayerDrawsItsString() async throws {
        let h = TouchHarness()
        h.window.backgroundColor = .white
        h.app.fonts = BlockFontRenderer()
        let badge = Badge()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        h.window.layer.addSublayer(badge)
        badge.setNeedsDisplay()
        XCTAssertEqual(badge.draws, 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 50, y: 0, width: 200, height: 50)
        text.foregroundColor = UIColor.black.cgColor
        text.fontSize = 30
        h.window.layer.addSublayer(text)
        h.idle(frames: 1)
        let fb = h.window.framebuffer
        XCTAssertEqual(fb.pixels[20 * fb.width + 20] & 0x00FF_FFFF, 0xFF0000, "the badge's drawing is its contents")
        func dark() -> Int {
            let fb = h.window.framebuffer
            var n = 0
            for y in 0..<50 { for x in 50..<250 where fb.pixels[y * fb.width + x] & 0xFF < 0x80 { n += 1 } }
            return n
        }
        XCTAssertEqual(dark(), 0)
        text.string = "Hello"
        let drawn = try XCTUnwrap(text.contents, "drawn into its contents")
        XCTAssertGreaterThan(drawn.pixels.filter { $0 >> 24 > 0x80 }.count, 20, "the contents hold the string's ink")
        h.idle(frames: 1)
        XCTAssertGreaterThan(dark(), 20, "the string is drawn")
    }

    func testConvertingBetweenLayersAndHitTesting() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let a = CALayer()
        a.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let b = CALayer()
        b.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        root.addSublayer(a)
        a.addSublayer(b)
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: root), CGPoint(x: 61, y: 72))
        XCTAssertEqual(root.convert(CGPoint(x: 61, y: 72), to: b), CGPoint(x: 1, y: 2))
        XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: b), CGRect(x: 10, y: 20, width: 10, height: 10))
        XCTAssertTrue(root.hitTest(CGPoint(x: 65, y: 75)) === b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 140)) === a)
        XCTAssertNil(root.hitTest(CGPoint(x: 400, y: 10)))
        XCTAssertTrue(b.contains(CGPoint(x: 5, y: 5)))
    }

    func testGradientsAndPartlyRoundedRectsDraw() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 20)).image { context in
            let ctx = context.cgContext
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, UIColor.white.cgColor], locations: nil)!
            ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        let bitmap = try XCTUnwrap(image.cgImage).bitmap
        func grey(_ x: Int) -> UInt32 { bitmap.pixels[10 * bitmap.width + x] & 0xFF }
        XCTAssertLessThan(grey(2), 0x10)
        XCTAssertGreaterThan(grey(97), 0xF0)
        XCTAssertEqual(Double(grey(50)), 128, accuracy: 12, "halfway is mid grey")
        XCTAssertLessThan(grey(30), grey(70))

        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 40, height: 40))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)), "the rounded corner is cut")
        XCTAssertTrue(path.contains(CGPoint(x: 98, y: 2)), "a square corner is not")
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 98)))
    }

    func testRenderInContextDrawsAViewsLayer() async throws {
        let h = TouchHarness()
        let view = h.show(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        h.idle(frames: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { view.layer.render(in: $0.cgContext) }
        let bitmap = try XCTUnwrap(image.cgImage).bitmap
        XCTAssertEqual(bitmap.pixels[bitmap.pixels.count / 2] & 0x00FF_FFFF, 0x00FF00)
    }
}
