import Foundation
import XCTest
@testable import Raster
import SandboxTestSupport

final class TexturedQuadTests: XCTestCase {
    /// A 4×4 texture of distinct opaque pixels.
    func texture(_ w: Int = 4, _ h: Int = 4) -> Bitmap {
        var t = Bitmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { t[x, y] = PremultipliedColor(red: UInt8(x * 60), green: UInt8(y * 60), blue: 200, alpha: 255) } }
        return t
    }

    func testIdentityAndWholePixelTranslationCopyExactly() {
        let t = texture()
        for sampling in [Sampling.bilinear, .nearest] {
            var b = Bitmap(width: 8, height: 8, fill: .black)
            b.draw(t, transform: ProjectiveTransform(.translation(3, 2)), sampling: sampling)
            for y in 0..<8 { for x in 0..<8 {
                let inside = (3..<7).contains(x) && (2..<6).contains(y)
                XCTAssertEqual(b[x, y], inside ? t[x - 3, y - 2] : .black, "(\(x), \(y)) \(sampling)")
            } }
        }
    }

    func testNearestScaleRepeatsTexels() {
        let t = texture()
        var b = Bitmap(width: 8, height: 8)
        b.draw(t, transform: .scale(2, 2), sampling: .nearest)
        for y in 0..<8 { for x in 0..<8 { XCTAssertEqual(b[x, y], t[x / 2, y / 2]) } }
    }

    func testBilinearHalfwayAveragesNeighbours() {
        var t = Bitmap(width: 2, height: 1)
        t[0, 0] = .black; t[1, 0] = .white
        var b = Bitmap(width: 4, height: 1)
        b.draw(t, transform: .scale(2, 1))
        // Target pixel 1's centre is source x = 0.75: a quarter of the way from texel 0 to texel 1.
        XCTAssertEqual(b[1, 0], PremultipliedColor(argb: 0xFF40_4040))
        XCTAssertEqual(b[0, 0], .black)
        XCTAssertEqual(b[3, 0], .white)
    }

    func testOpacityAndClip() {
        let t = Bitmap(width: 4, height: 4, fill: .white)
        var b = Bitmap(width: 4, height: 4, fill: .black)
        b.draw(t, transform: ProjectiveTransform.identity, opacity: 100.0 / 255, clip: IntRect(x: 0, y: 0, width: 2, height: 4))
        XCTAssertEqual(b[1, 1], PremultipliedColor(argb: 0xFF64_6464))
        XCTAssertEqual(b[2, 1], .black)
    }

    func testSourceClipRoundsCorners() {
        let t = Bitmap(width: 20, height: 20, fill: .white)
        var b = Bitmap(width: 20, height: 20)
        b.draw(t, transform: ProjectiveTransform.identity, sourceClip: RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 8))
        var ref = Bitmap(width: 20, height: 20)
        ref.fillRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 8), color: .white)
        XCTAssertEqual(b, ref)
    }

    func testPerspectiveMapsCornersWhereTheTransformSays() {
        let t = Bitmap(width: 100, height: 100, fill: .white)
        // A page turned about its vertical centre line, eye 200 px away.
        let d = 200.0, angle = 0.5
        let c = cos(angle), s = sin(angle)
        // x' = 50 + (x−50)·c / w, y' = 50 + (y−50) / w, w = 1 + (x−50)·s/d.
        let m = ProjectiveTransform(m11: c, m12: 0, m13: s / d, m21: 0, m22: 1, m23: 0,
                                    m31: -50 * c, m32: -50, m33: 1 - 50 * s / d)
            .concatenating(ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 50, m32: 50, m33: 1))
        var b = Bitmap(width: 100, height: 100)
        b.draw(t, transform: m)
        let right = m.apply(x: 100, y: 50)!, left = m.apply(x: 0, y: 50)!
        XCTAssertEqual(b[Int(left.x) + 1, 50], .white)
        XCTAssertEqual(b[Int(right.x) - 1, 50], .white)
        XCTAssertEqual(b[Int(right.x) + 2, 50], .clear)
        // The far (right) edge is shorter than the near one.
        let topRight = m.apply(x: 100, y: 0)!, topLeft = m.apply(x: 0, y: 0)!
        XCTAssertGreaterThan(topRight.y, topLeft.y)
        XCTAssertEqual(b[Int(right.x) - 1, Int(topRight.y) - 2], .clear)
        XCTAssertEqual(b[Int(left.x) + 2, max(Int(topLeft.y), 0) + 2], .white) // the corner lies above the bitmap (y < 0)
    }

    func testProjectiveInverseRoundTrips() {
        let m = ProjectiveTransform(m11: 0.9, m12: 0.1, m13: 0.001, m21: -0.2, m22: 1.1, m23: 0.0005, m31: 10, m32: 20, m33: 1)
        let inv = m.inverted()!
        let p = m.apply(x: 37, y: 55)!
        let q = inv.apply(x: p.x, y: p.y)!
        XCTAssertEqual(q.x, 37, accuracy: 1e-9); XCTAssertEqual(q.y, 55, accuracy: 1e-9)
    }

    /// Pixels taken as fully covered without the shape's coverage (`WholeCoverage`), in draws and clip
    /// masks, are exactly the general path's, under
    /// scales, rotations and perspective, at any opacity (127.5 of 255 included), with rounded source clips.
    func testInteriorPixelsMatchTheGeneralCoverage() {
        var rng = SeededGenerator(seed: 18)
        for trial in 0..<60 {
            let w = Int.random(in: 1...40, using: &rng), h = Int.random(in: 1...40, using: &rng)
            let image = rng.bitmap(width: w, height: h)
            var t = Transform2D.scale(Double.random(in: 0.3...3, using: &rng), Double.random(in: 0.3...3, using: &rng))
            if trial % 3 == 1 { t = t.concatenating(Transform2D.rotation(Double.random(in: -1...1, using: &rng))) }
            t = t.concatenating(Transform2D.translation(Double.random(in: -5...20, using: &rng), Double.random(in: -5...20, using: &rng)))
            var transform = ProjectiveTransform(t)
            if trial % 3 == 2 { transform.m13 = Double.random(in: -0.004...0.004, using: &rng) }
            let opacity = [1, 0.5, Double.random(in: 0...1, using: &rng)][trial % 3]
            let clip: RoundedRect? = trial % 2 == 0 ? nil
                : RoundedRect(rect: Rect(x: Double.random(in: 0...3, using: &rng), y: Double.random(in: 0...3, using: &rng),
                                         width: Double(w) - 2, height: Double(h) - 1),
                              radius: Double.random(in: 0...12, using: &rng))
            let start = rng.bitmap(width: 70, height: 70)
            var fast = start, general = start
            for sampling in [Sampling.bilinear, .nearest] {
                fast.draw(image, transform: transform, sampling: sampling, opacity: opacity, clip: nil, mask: nil,
                          sourceClip: clip, everyPixelsCoverage: false)
                general.draw(image, transform: transform, sampling: sampling, opacity: opacity, clip: nil, mask: nil,
                             sourceClip: clip, everyPixelsCoverage: true)
            }
            XCTAssertEqual(fast.pixels.indices.filter { fast.pixels[$0] != general.pixels[$0] }.count, 0, "trial \(trial)")
            // the clip mask of the same rounded rectangle (masksToBounds)
            let shape = Shape.roundedRect(clip ?? RoundedRect(rect: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), radius: 3))
            let target = IntRect(x: 0, y: 0, width: 70, height: 70)
            XCTAssertEqual(CoverageMask(shape: shape, transform: transform, clip: target, everyPixelsCoverage: false),
                           CoverageMask(shape: shape, transform: transform, clip: target, everyPixelsCoverage: true), "trial \(trial) mask")
        }
    }

    /// An image on whole pixels at scale 1 (text drawn at a whole point) is composited: the general
    /// path's bytes, with any opacity, clip and mask, for both samplings.
    func testWholePixelTranslationIsTheGeneralPathsBytes() {
        var rng = SeededGenerator(seed: 29)
        for trial in 0..<30 {
            let image = rng.bitmap(width: Int.random(in: 1...30, using: &rng), height: Int.random(in: 1...30, using: &rng))
            let transform = ProjectiveTransform(Transform2D.translation(Double(Int.random(in: -10...40, using: &rng)),
                                                                        Double(Int.random(in: -10...40, using: &rng))))
            let opacity = [1, 0.5, Double.random(in: 0.01...1, using: &rng)][trial % 3]
            let clip = trial % 2 == 0 ? nil : IntRect(x: Int.random(in: 0...20, using: &rng), y: Int.random(in: 0...20, using: &rng),
                                                      width: Int.random(in: 1...40, using: &rng), height: Int.random(in: 1...40, using: &rng))
            let mask = trial % 4 < 2 ? nil : CoverageMask(shape: .roundedRect(RoundedRect(rect: Rect(x: 5, y: 3, width: 40, height: 33), radius: 9)),
                                                          transform: .identity, clip: IntRect(x: 0, y: 0, width: 50, height: 50))
            let start = rng.bitmap(width: 50, height: 50)
            for sampling in [Sampling.bilinear, .nearest] {
                var fast = start, general = start
                fast.draw(image, transform: transform, sampling: sampling, opacity: opacity, clip: clip, mask: mask)
                general.draw(image, transform: transform, sampling: sampling, opacity: opacity, clip: clip, mask: mask,
                             sourceClip: nil, everyPixelsCoverage: true)
                XCTAssertEqual(differingPixels(fast, general), [], "trial \(trial) \(sampling)")
            }
        }
    }
}
