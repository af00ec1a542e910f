import XCTest
@testable import Raster
import SandboxTestSupport

final class ShapeTests: XCTestCase {
    let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)

    /// The rounded rectangle's fast path (fully covered runs filled without computing coverage) gives
    /// the general per-pixel path's bytes: random rectangles and radii, turned, scaled, sheared and
    /// mirrored, translucent colours and opacities over random backgrounds, clipped.
    func testRoundedRectFastPathGivesTheGeneralPathsBytes() {
        var rng = SeededGenerator(seed: 61)
        for trial in 0..<300 {
            let rect = Rect(x: Double.random(in: -10...40, using: &rng), y: Double.random(in: -10...30, using: &rng),
                            width: Double.random(in: 0.3...50, using: &rng), height: Double.random(in: 0.3...40, using: &rng))
            let r = RoundedRect(rect: rect, radius: trial % 4 == 0 ? 0 : Double.random(in: 0...25, using: &rng))
            let angle = trial % 3 == 0 ? 0 : Double.random(in: -.pi ... .pi, using: &rng)
            let sx = Double.random(in: 0.2...4, using: &rng) * (trial % 5 == 0 ? -1 : 1), sy = Double.random(in: 0.2...4, using: &rng)
            let shear = trial % 7 == 0 ? Double.random(in: -1...1, using: &rng) : 0
            let t = Transform2D(a: sx * cos(angle), b: sx * sin(angle), c: shear - sy * sin(angle), d: sy * cos(angle),
                                tx: Double.random(in: -20...60, using: &rng), ty: Double.random(in: -20...50, using: &rng))
            let color = PremultipliedColor(argb: rng.premultipliedPixel() | (trial % 2 == 0 ? 0xFF00_0000 : 0))
            let opacity = trial % 3 == 1 ? Double.random(in: 0.05...1, using: &rng) : 1
            let clip = trial % 4 == 1 ? IntRect(x: 5, y: 3, width: 40, height: 30) : nil
            let background = rng.bitmap(width: 64, height: 48)
            var fast = background, general = background
            fast.fill(.roundedRect(r), transform: ProjectiveTransform(t), color: color, opacity: opacity, clip: clip)
            if color.argb != 0, let inverse = ProjectiveTransform(t).inverted() {
                let area = drawingArea(local: r.rect, transform: ProjectiveTransform(t), target: general.bounds, clip: clip, mask: nil)
                general.fillCoverage(area, inverse: inverse, color: color, opacity: opacity, mask: nil) { Shape.coverage(of: r, x: $0, y: $1, $2) }
            }
            XCTAssertEqual(differingPixels(fast, general), [], "trial \(trial): \(r) \(t)")
        }
    }

    /// A border (a ring) passes by the pixels inside its hole's whole coverage without computing either
    /// shape's coverage: the general per-pixel path's bytes, on random borders, widths, transforms,
    /// colours, clips and masks.
    func testBorderSkipsItsHoleAndGivesTheGeneralPathsBytes() {
        var rng = SeededGenerator(seed: 67)
        for trial in 0..<200 {
            let r = RoundedRect(rect: Rect(x: Double.random(in: -10...30, using: &rng), y: Double.random(in: -10...20, using: &rng),
                                           width: Double.random(in: 1...60, using: &rng), height: Double.random(in: 1...50, using: &rng)),
                                radius: trial % 4 == 0 ? 0 : Double.random(in: 0...20, using: &rng))
            let angle = trial % 3 == 0 ? 0 : Double.random(in: -.pi ... .pi, using: &rng)
            let s = Double.random(in: 0.3...3, using: &rng)
            let t = ProjectiveTransform(Transform2D(a: s * cos(angle), b: s * sin(angle), c: -s * sin(angle), d: s * cos(angle),
                                                    tx: Double.random(in: -10...40, using: &rng), ty: Double.random(in: -10...30, using: &rng)))
            let width = Double.random(in: 0.2...8, using: &rng)
            let color = PremultipliedColor(argb: rng.premultipliedPixel() | (trial % 2 == 0 ? 0xFF00_0000 : 0))
            let mask = trial % 5 == 4 ? CoverageMask(shape: .ellipse(Rect(x: 4, y: 2, width: 50, height: 40)), transform: .identity,
                                                     clip: IntRect(x: 0, y: 0, width: 64, height: 48)) : nil
            let background = rng.bitmap(width: 64, height: 48)
            var fast = background, general = background
            fast.strokeRoundedRectBorder(r, width: width, transform: t, color: color, opacity: 0.9, mask: mask)
            let ring = Shape.ring(outer: .roundedRect(r), hole: .roundedRect(r.inset(by: width)))
            if color.argb != 0, let inverse = t.inverted() {
                let area = drawingArea(local: ring.localBounds, transform: t, target: general.bounds, clip: nil, mask: mask)
                general.fillCoverage(area, inverse: inverse, color: color, opacity: 0.9, mask: mask) { ring.coverage(x: $0, y: $1, $2) }
            }
            XCTAssertEqual(differingPixels(fast, general), [], "trial \(trial): \(r) width \(width)")
        }
    }

    func testPixelAlignedRectIsExact() {
        var b = Bitmap(width: 10, height: 10, fill: .black)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 2, y: 3, width: 5, height: 4)), color: red)
        for y in 0..<10 { for x in 0..<10 {
            XCTAssertEqual(b[x, y], (2..<7).contains(x) && (3..<7).contains(y) ? red : .black, "(\(x), \(y))")
        } }
    }

    func testHalfPixelEdgeIsHalfCovered() {
        var b = Bitmap(width: 4, height: 1)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: -1, width: 2.5, height: 3)), color: .white)
        XCTAssertEqual(b[1, 0], .white)
        XCTAssertEqual(b[2, 0], PremultipliedColor.white.scaled(by: 128))
        XCTAssertEqual(b[3, 0], .clear)
    }

    func testTranslationByWholePixelsAndOpacityAndClip() {
        var b = Bitmap(width: 10, height: 10)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 4, height: 4)), transform: ProjectiveTransform(.translation(3, 3)),
                          color: .white, opacity: 0.5, clip: IntRect(x: 0, y: 0, width: 5, height: 10))
        XCTAssertEqual(b[3, 3], PremultipliedColor.white.scaled(by: 128))
        XCTAssertEqual(b[4, 6], PremultipliedColor.white.scaled(by: 128))
        XCTAssertEqual(b[5, 4], .clear) // clipped
        XCTAssertEqual(b[2, 3], .clear)
    }

    func testRoundedCornersAreCutAndSymmetric() {
        var b = Bitmap(width: 20, height: 20)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 8), color: .white)
        XCTAssertEqual(b[0, 0], .clear)
        XCTAssertEqual(b[10, 0], .white)
        XCTAssertEqual(b[10, 10], .white)
        XCTAssertGreaterThan(b[2, 2].alpha, 0)
        XCTAssertLessThan(b[2, 2].alpha, 255)
        for y in 0..<20 { for x in 0..<20 {
            XCTAssertEqual(b[x, y], b[19 - x, y]); XCTAssertEqual(b[x, y], b[x, 19 - y]); XCTAssertEqual(b[x, y], b[y, x])
        } }
        // The area matches a rounded rectangle's: 400 − (4 − π)·64.
        let area = b.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, 400 - (4 - Double.pi) * 64, accuracy: 0.5)
    }

    func testRadiusIsClampedToHalfTheShortSide() {
        XCTAssertEqual(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 4), radius: 9).radius, 2)
    }

    func testRotatedQuarterTurnMatchesUnrotated() {
        var a = Bitmap(width: 16, height: 16), b = Bitmap(width: 16, height: 16)
        let shape = RoundedRect(rect: Rect(x: -5, y: -3, width: 10, height: 6), radius: 2)
        a.fillRoundedRect(RoundedRect(rect: Rect(x: 5, y: 3, width: 6, height: 10), radius: 2), color: .white)
        let t = Transform2D.rotation(.pi / 2).concatenating(.translation(8, 8))
        b.fillRoundedRect(shape, transform: ProjectiveTransform(t), color: .white)
        for i in 0..<a.pixels.count { XCTAssertEqual(Int(a.pixels[i] >> 24), Int(b.pixels[i] >> 24), accuracy: 1) }
    }

    func testBorderIsInsideTheEdge() {
        var b = Bitmap(width: 10, height: 10, fill: .black)
        b.strokeRoundedRectBorder(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), width: 2, color: red)
        for y in 0..<10 { for x in 0..<10 {
            let onBorder = x < 2 || y < 2 || x >= 8 || y >= 8
            XCTAssertEqual(b[x, y], onBorder ? red : .black, "(\(x), \(y))")
        } }
    }

    func testScaledBorderUnderTransformIsInTargetPixels() {
        var b = Bitmap(width: 20, height: 20, fill: .black)
        b.strokeRoundedRectBorder(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), width: 1,
                                  transform: ProjectiveTransform(.scale(2, 2)), color: red)
        XCTAssertEqual(b[1, 10], red)
        XCTAssertEqual(b[2, 10], .black)
        XCTAssertEqual(b[18, 10], red)
    }

    func testStrokedRectIsCentredOnTheOutline() {
        var b = Bitmap(width: 10, height: 10, fill: .black)
        b.strokeRoundedRect(RoundedRect(rect: Rect(x: 2, y: 2, width: 6, height: 6)), lineWidth: 2, color: red)
        XCTAssertEqual(b[1, 5], red); XCTAssertEqual(b[2, 5], red); XCTAssertEqual(b[3, 5], .black)
        XCTAssertEqual(b[0, 5], .black); XCTAssertEqual(b[8, 8], red); XCTAssertEqual(b[9, 9], .black)
    }

    func testEllipseAreaAndStroke() {
        var b = Bitmap(width: 40, height: 30)
        b.fillEllipse(in: Rect(x: 5, y: 5, width: 30, height: 20), color: .white)
        let area = b.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, Double.pi * 15 * 10, accuracy: 2)
        XCTAssertEqual(b[20, 15], .white)
        XCTAssertEqual(b[5, 5], .clear)
        var s = Bitmap(width: 40, height: 40)
        s.strokeEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20), lineWidth: 2, color: .white)
        XCTAssertEqual(s[20, 20], .clear)
        // The ring spans x = 9...11 on the middle row: pixels 9 and 10.
        XCTAssertGreaterThan(s[9, 20].alpha, 245); XCTAssertGreaterThan(s[10, 20].alpha, 245)
        XCTAssertLessThan(s[8, 20].alpha, 10); XCTAssertLessThan(s[11, 20].alpha, 10)
    }

    func testHorizontalLineOnWholePixelsIsExact() {
        var b = Bitmap(width: 10, height: 6, fill: .black)
        b.strokeLine(x0: 1, y0: 3, x1: 9, y1: 3, width: 2, color: red)
        for y in 0..<6 { for x in 0..<10 {
            XCTAssertEqual(b[x, y], (1..<9).contains(x) && (2..<4).contains(y) ? red : .black, "(\(x), \(y))")
        } }
    }

    func testDiagonalLineCoversItsLength() {
        var b = Bitmap(width: 30, height: 30)
        b.strokeLine(x0: 5, y0: 5, x1: 25, y1: 25, width: 1, color: .white)
        let area = b.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, 20 * 2.0.squareRoot(), accuracy: 0.5)
        XCTAssertGreaterThan(b[15, 15].alpha, 150)
        XCTAssertEqual(b[25, 5], .clear)
    }

    func testFillRespectsMask() {
        var b = Bitmap(width: 10, height: 10)
        let mask = CoverageMask(shape: .ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), transform: .identity,
                                clip: IntRect(x: 0, y: 0, width: 10, height: 10))
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .white, mask: mask)
        for y in 0..<10 { for x in 0..<10 { XCTAssertEqual(b[x, y].alpha, mask.value(x: x, y: y)) } }
        XCTAssertEqual(b[0, 0], .clear)
        XCTAssertEqual(b[5, 5], .white)
    }

    func testPerspectiveShapeBehindTheEyeDoesNotCrash() {
        var b = Bitmap(width: 20, height: 20)
        // W = 1 − x/10 goes negative for x > 10: half the rectangle is behind the eye.
        let t = ProjectiveTransform(m11: 1, m12: 0, m13: -0.1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 30, height: 10)), transform: t, color: .white)
        XCTAssertEqual(b[2, 2], .white)
        XCTAssertEqual(b[2, 15], .clear)
    }
}
