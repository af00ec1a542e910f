@testable import Raster
import RasterKernels
import XCTest
import SandboxTestSupport

/// The curl's shadow kernel against its formula, pixel by pixel: at σ = `sigmaRow + x·step`, the page
/// beneath is darkened by strength·(1 − t)², t = (σ − edge)/reach held to 0...1. Most of a shadow lies
/// under the cylinder, which hides it in the warps' own tests, so this checks its bytes directly.
final class CurlShadowTests: XCTestCase {
    func testShadowDarkensThePageAsItsFormulaSays() {
        var rng = SeededGenerator(seed: 61)
        for trial in 0..<30 {
            let width = 90
            let source = rng.bitmap(width: width, height: 1), start = rng.bitmap(width: width, height: 1)
            let step = Float.random(in: 0.2...1, using: &rng) * (trial % 3 == 0 ? -1 : 1)
            let shadow = CurlShadow(step: step, edge: Float.random(in: -20...20, using: &rng), reach: Float.random(in: 0.5...40, using: &rng),
                                    strength: Float.random(in: 0...0.9, using: &rng))
            let sigmaRow = Float.random(in: -40...40, using: &rng)
            let a = Int.random(in: 0...width, using: &rng), b = Int.random(in: 0...width, using: &rng)
            let span = min(a, b)..<max(a, b)

            var expected = start.pixels
            for x in span {
                let sigma = sigmaRow + Float(x) * step
                let t = min(max((sigma - shadow.edge) / shadow.reach, 0), 1)
                let keep = coverage255(FloatLanes(repeating: 1 - shadow.strength * ((1 - t) * (1 - t)))).doubled
                expected[x] = PixelLanes(repeating: source.pixels[x]).shaded(keep: keep, white: PixelLanes(repeating: 0))[0]
            }
            for level in KernelSet.supportedLevels {
                var row = start.pixels
                source.pixels.withUnsafeBufferPointer { src in
                    row.withUnsafeMutableBufferPointer { dst in
                        KernelSet.kernels(for: level)!.curlShadow(shadow, src.baseAddress!, dst.baseAddress!, span.lowerBound, span.upperBound,
                                                                 sigmaRow)
                    }
                }
                XCTAssertEqual(differingPixels(Bitmap(width: width, height: 1, pixels: row), Bitmap(width: width, height: 1, pixels: expected)), [],
                               "trial \(trial) \(level) \(shadow) σ₀ \(sigmaRow) \(span)")
            }
        }
    }
}
