import XCTest
@testable import Raster
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
