@testable import Raster
import RasterKernels
import XCTest
import SandboxTestSupport

final class CrossfadeTests: XCTestCase {
    /// The vector rows, on every CPU level, must give exactly the bytes of the one-pixel definition, for any premultiplied
    /// input, opacity, page placement and clip (including row tails shorter than eight pixels).
    func testVectorPathMatchesGeneralPathOnRandomInputs() {
        var rng = SeededGenerator(seed: 7)
        for trial in 0..<40 {
            let w = Int.random(in: 1...37, using: &rng), h = Int.random(in: 1...9, using: &rng)
            let from = rng.bitmap(width: w, height: h), to = rng.bitmap(width: w, height: h)
            let start = rng.bitmap(width: 45, height: 14)
            let ox = Int.random(in: -5...10, using: &rng), oy = Int.random(in: -3...5, using: &rng)
            let clip = IntRect(x: Int.random(in: -2...6, using: &rng), y: Int.random(in: -2...4, using: &rng),
                               width: Int.random(in: 0...50, using: &rng), height: Int.random(in: 0...16, using: &rng))
            let opacity = UInt8.random(in: 0...255, using: &rng)
            let useFrom = trial % 3 != 0
            var slow = start
            Crossfade.renderReference(from: useFrom ? from : nil, to: to, opacity: opacity, originX: ox, originY: oy,
                                      into: &slow, clip: clip)
            for level in KernelSet.supportedLevels {
                var fast = start
                Crossfade.render(from: useFrom ? from : nil, to: to, opacity: opacity, originX: ox, originY: oy, into: &fast,
                                 clip: clip, threads: trial % 2 + 1, cpu: level)
                XCTAssertEqual(differingPixels(fast, slow), [], "trial \(trial) \(level): \(w)×\(h) at (\(ox), \(oy)) clip \(clip) opacity \(opacity)")
            }
        }
    }

    /// Rows whose `to` pixels are opaque (the fast blocks) or opaque but for a few lanes, over any `from`, on
    /// every CPU level: the bytes of the one-pixel definition.
    func testOpaqueBlocksMatchTheGeneralPath() {
        var rng = SeededGenerator(seed: 18)
        for trial in 0..<24 {
            let w = Int.random(in: 8...70, using: &rng), h = Int.random(in: 1...6, using: &rng)
            let from = rng.bitmap(width: w, height: h)
            var to = rng.bitmap(width: w, height: h)
            for i in to.pixels.indices where trial % 2 == 0 || Int.random(in: 0..<10, using: &rng) > 0 {
                to.pixels[i] |= 0xFF00_0000  // an opaque pixel (any colour channels are below its alpha)
            }
            let opacity = UInt8.random(in: 0...255, using: &rng)
            var slow = Bitmap(width: w, height: h)
            Crossfade.renderReference(from: from, to: to, opacity: opacity, into: &slow, clip: slow.bounds)
            for level in KernelSet.supportedLevels {
                var fast = Bitmap(width: w, height: h)
                Crossfade.render(from: from, to: to, opacity: opacity, into: &fast, clip: fast.bounds, cpu: level)
                XCTAssertEqual(differingPixels(fast, slow), [], "trial \(trial) \(level): \(w)×\(h) opacity \(opacity)")
            }
        }
    }

    /// With opaque pages the result is the lerp a user expects, correctly rounded.
    func testOpaquePagesGiveTheLerp() {
        let pages = ReferencePages(width: 64, height: 40)
        var frame = pages.b
        Crossfade.render(from: pages.a, to: pages.b, opacity: 100, into: &frame, clip: frame.bounds)
        for i in 0..<frame.pixels.count {
            for shift: UInt32 in [0, 8, 16, 24] {
                let a = Int(pages.a.pixels[i] >> shift & 255), b = Int(pages.b.pixels[i] >> shift & 255)
                let expected = (a * 155 + b * 100 + 127) / 255
                XCTAssertEqual(Int(frame.pixels[i] >> shift & 255), expected)
            }
        }
    }

    func testOnlyThePageRectangleInsideTheClipChanges() {
        let from = Bitmap(width: 4, height: 4, fill: .white), to = Bitmap(width: 4, height: 4, fill: .black)
        var frame = Bitmap(width: 10, height: 10, fill: PremultipliedColor(argb: 0xFF11_2233))
        Crossfade.render(from: from, to: to, opacity: 255, originX: 3, originY: 3, into: &frame,
                         clip: IntRect(x: 0, y: 0, width: 5, height: 10))
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (3..<5).contains(x) && (3..<7).contains(y)
                XCTAssertEqual(frame[x, y], inside ? .black : PremultipliedColor(argb: 0xFF11_2233), "(\(x), \(y))")
            }
        }
    }
}
