import Foundation
@testable import Raster
import XCTest
import SandboxTestSupport

/// `RoundedClip`: drawing its clear parts without a mask and its other parts through their own masks
/// gives the bytes of drawing everything through the mask of the whole shape.
final class RoundedClipTests: XCTestCase {
    func testThePartsDrawWhatTheWholeMaskDraws() {
        var rng = SeededGenerator(seed: 83)
        for trial in 0..<40 {
            let size = 90
            let rect = Rect(x: Double.random(in: -10...30, using: &rng), y: Double.random(in: -10...30, using: &rng),
                            width: Double.random(in: 4...90, using: &rng), height: Double.random(in: 4...90, using: &rng))
            let shape = RoundedRect(rect: rect, radius: Double.random(in: 0...30, using: &rng))
            // a page sheet's presenting view is scaled by a little less than one, at fractional positions
            let sx = trial % 4 == 0 ? 1 : Double.random(in: 0.5...1.5, using: &rng)
            let sy = trial % 3 == 0 ? sx : Double.random(in: 0.5...1.5, using: &rng)
            let t = ProjectiveTransform(Transform2D.scale(sx, sy).concatenating(.translation(Double.random(in: -5...5, using: &rng),
                                                                                               Double.random(in: -5...5, using: &rng))))
            let clip = trial % 2 == 0 ? IntRect(x: 0, y: 0, width: size, height: size)
                : IntRect(x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...40, using: &rng),
                          width: Int.random(in: 1...60, using: &rng), height: Int.random(in: 1...60, using: &rng))
            guard let split = RoundedClip(shape, transform: t, clip: clip) else { continue }
            let background = rng.bitmap(width: size, height: size), image = rng.bitmap(width: 23, height: 17)
            let fills = (0..<3).map { _ in
                (RoundedRect(rect: Rect(x: Double.random(in: -20...80, using: &rng), y: Double.random(in: -20...80, using: &rng),
                                        width: Double.random(in: 1...90, using: &rng), height: Double.random(in: 1...90, using: &rng)),
                             radius: Double.random(in: 0...8, using: &rng)),
                 PremultipliedColor(argb: rng.premultipliedPixel()))
            }
            let imageAt = ProjectiveTransform(Transform2D.scale(1.7, 1.3).concatenating(.translation(5.5, 12.25))).concatenating(t)
            func draw(into target: inout Bitmap, clip: IntRect, mask: CoverageMask?) {
                for (r, colour) in fills { target.fill(.roundedRect(r), transform: t, color: colour, opacity: 0.9, clip: clip, mask: mask) }
                target.draw(image, transform: imageAt, opacity: 0.8, clip: clip, mask: mask)
                target.composite(image, atX: 30, y: 25, opacity: 200, clip: clip, mask: mask)
            }
            var whole = background, parts = background
            let mask = CoverageMask(shape: .roundedRect(shape), transform: t, clip: clip)
            draw(into: &whole, clip: clip.intersection(mask.bounds), mask: mask)
            for piece in split.clear { draw(into: &parts, clip: piece, mask: nil) }
            for m in split.masked { draw(into: &parts, clip: m.bounds, mask: m) }
            XCTAssertEqual(differingPixels(parts, whole), [], "trial \(trial): \(shape) \(t) clip \(clip)")

            // the parts tile the whole mask's area, each pixel once
            var count = [Int](repeating: 0, count: size * size)
            for piece in split.clear + split.masked.map({ $0.bounds }) {
                for y in piece.minY..<piece.maxY { for x in piece.minX..<piece.maxX { count[y * size + x] += 1 } }
            }
            let area = clip.intersection(mask.bounds)
            for y in 0..<size {
                for x in 0..<size where count[y * size + x] != (area.contains(x: x, y: y) ? 1 : 0) {
                    XCTFail("trial \(trial): (\(x), \(y)) drawn \(count[y * size + x]) times")
                }
            }
        }
    }

    /// A view the size of a phone screen scaled to 0.92 is drawn almost all without a mask.
    func testMostOfAScaledScreenIsClear() throws {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 390, height: 844), radius: 10)
        let t = ProjectiveTransform(Transform2D.scale(0.92, 0.92).concatenating(.translation(15.6, 33.76)))
        let split = try XCTUnwrap(RoundedClip(shape, transform: t, clip: IntRect(x: 0, y: 0, width: 390, height: 844)))
        let clear = split.clear.reduce(0) { $0 + $1.width * $1.height }
        let masked = split.masked.reduce(0) { $0 + $1.bounds.width * $1.bounds.height }
        XCTAssertGreaterThan(Double(clear) / Double(clear + masked), 0.97)
    }
}
