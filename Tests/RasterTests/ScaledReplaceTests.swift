import XCTest
@testable import Raster
import RasterKernels
import SandboxTestSupport

/// `Bitmap.replace(with:scaleX:scaleY:clip:)`, the window surface's scaled copy, against the general
/// textured draw it stands in for.
final class ScaledReplaceTests: XCTestCase {
    func testScaledCopyMatchesTheGeneralDrawOverClearPixels() {
        var rng = SeededGenerator(seed: 18)
        let image = rng.bitmap(width: 390, height: 844)
        for (w, h) in [(344, 744), (195, 422), (780, 1688), (390, 844)] {
            let sx = Double(w) / 390, sy = Double(h) / 844
            var general = Bitmap(width: w, height: h)
            general.draw(image, transform: Transform2D.scale(sx, sy), clip: general.bounds)
            var fast = Bitmap(width: w, height: h, fill: PremultipliedColor(argb: 0xFF12_3456))
            fast.replace(with: image, scaleX: sx, scaleY: sy, clip: fast.bounds)
            var worst = 0
            for i in general.pixels.indices {
                let a = general.pixels[i], b = fast.pixels[i]
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int(a >> UInt32(shift) & 255) - Int(b >> UInt32(shift) & 255)))
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(w)x\(h): a channel differs by \(worst)")
            if w == 390 { XCTAssertEqual(fast, image, "scale 1 copies the image") }
        }
    }

    /// The row kernels (across, then down, each source row lerped once) give, at every CPU level, the
    /// bytes of the per-pixel definition: each sample lerped across its two texels in both rows, then
    /// down, with weights in 256ths. Sizes not a multiple of eight reach the kernels' tails; the scales
    /// include the sandbox's downscale, upscales (rows read by several output rows) and 1.
    func testRowKernelsGiveTheBytesOfThePerPixelDefinition() {
        var rng = SeededGenerator(seed: 44)
        let image = rng.bitmap(width: 61, height: 37)
        func axis(_ p: Int, _ scale: Double, _ size: Int) -> (Int, Int, UInt32) {
            let s = (Double(p) + 0.5) / scale - 0.5, f0 = s.rounded(.down)
            return (Int(min(max(f0, 0), Double(size - 1))), Int(min(max(f0 + 1, 0), Double(size - 1))), UInt32((s - f0) * 256 + 0.5))
        }
        func lerp(_ p: UInt32, _ q: UInt32, _ t: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let a = (p >> shift) & 255, b = (q >> shift) & 255
                out |= ((a * (256 - t) + b * t + 128) >> 8) << shift
            }
            return out
        }
        for (sx, sy) in [(0.85, 0.85), (2.0, 3.0), (1.0, 1.0), (0.5, 1.7), (0.37, 0.61)] {
            let w = Int((Double(image.width) * sx).rounded()), h = Int((Double(image.height) * sy).rounded())
            var expected = Bitmap(width: w, height: h)
            for y in 0..<h {
                let (y0, y1, fy) = axis(y, sy, image.height)
                for x in 0..<w {
                    let (x0, x1, fx) = axis(x, sx, image.width)
                    let top = lerp(image[x0, y0].argb, image[x1, y0].argb, fx), bottom = lerp(image[x0, y1].argb, image[x1, y1].argb, fx)
                    expected[x, y] = PremultipliedColor(argb: lerp(top, bottom, fy))
                }
            }
            for level in KernelSet.supportedLevels {
                var got = Bitmap(width: w, height: h, fill: PremultipliedColor(argb: 0xFF12_3456))
                got.replace(with: image, scaleX: sx, scaleY: sy, clip: got.bounds, cpu: level)
                XCTAssertEqual(got, expected, "scale \(sx)×\(sy), kernels \(level.rawValue)")
            }
        }
    }

    func testOnlyTheClipIsReplacedAndPartsEqualAWholeCopy() {
        var rng = SeededGenerator(seed: 7)
        let image = rng.bitmap(width: 40, height: 30)
        var whole = Bitmap(width: 30, height: 21)
        whole.replace(with: image, scaleX: 0.75, scaleY: 0.7, clip: whole.bounds)
        var parts = Bitmap(width: 30, height: 21, fill: PremultipliedColor(argb: 0xFF00_FF00))
        parts.replace(with: image, scaleX: 0.75, scaleY: 0.7, clip: IntRect(x: 3, y: 4, width: 10, height: 5))
        for y in 0..<21 { for x in 0..<30 {
            let inside = (3..<13).contains(x) && (4..<9).contains(y)
            XCTAssertEqual(parts[x, y].argb, inside ? whole[x, y].argb : 0xFF00_FF00, "(\(x), \(y))")
        } }
        parts.replace(with: image, scaleX: 0.75, scaleY: 0.7, clip: IntRect(x: -5, y: -5, width: 100, height: 100))
        XCTAssertEqual(parts, whole)
    }
}
