import Foundation
@testable import Raster
@testable import RasterKernels
import XCTest
import SandboxTestSupport

/// The span renderer's per-row limits (blocks wholly inside the source drawn without edge maths, blocks
/// wholly outside an affine map's source skipped) must give exactly the bytes of testing every block.
final class ProjectiveSpanRendererTests: XCTestCase {
    /// Random affine maps (turned, mirrored, scaled 0.3–3×, shaded or not) and perspective maps, spans
    /// reaching far beyond the source on both sides, on every CPU level.
    func testRowLimitsGiveTheBytesOfTestingEveryBlock() {
        var rng = SeededGenerator(seed: 53)
        for trial in 0..<40 {
            let sw = Int.random(in: 2...60, using: &rng), sh = Int.random(in: 2...50, using: &rng)
            let source = rng.bitmap(width: sw, height: sh)
            let background = rng.bitmap(width: 96, height: 48)
            let (map, maxScale) = trial % 4 == 3 ? randomPerspective(&rng) : randomAffine(&rng)
            let shade: (keep: PixelLanes, white: PixelLanes)? = trial % 3 == 0
                ? (PixelLanes(repeating: UInt32.random(in: 0...127, using: &rng)).doubled,
                   PixelLanes(repeating: UInt32.random(in: 0...127, using: &rng)).doubled) : nil
            let spans = (0..<background.height).map { _ -> Range<Int> in
                let a = Int.random(in: 0...background.width, using: &rng), b = Int.random(in: 0...background.width, using: &rng)
                return min(a, b)..<max(a, b)
            }
            for level in KernelSet.supportedLevels {
                let kernels = KernelSet.kernels(for: level)!
                let frames = [true, false].map { general -> Bitmap in
                    var frame = background
                    source.pixels.withUnsafeBufferPointer { src in
                        frame.pixels.withUnsafeMutableBufferPointer { dst in
                            let sampler = BilinearSampler(base: src.baseAddress!, width: sw, height: sh)
                            var renderer = ProjectiveSpanRenderer(map: map, source: sampler, maxScale: maxScale, shade: shade)
                            renderer.forceGeneralPath = general
                            for (y, span) in spans.enumerated() {
                                kernels.projectiveSpan(renderer, dst.baseAddress! + y * background.width, y, span.lowerBound, span.upperBound)
                            }
                        }
                    }
                    return frame
                }
                XCTAssertEqual(differingPixels(frames[1], frames[0]), [], "trial \(trial) \(level) \(map)")
            }
        }
    }

    /// The limits are not empty promises: on a map that shows a 64-pixel source 1:1, a row through its
    /// middle has an interior (all but the margin of 2 + 1/16 px at each edge) and skips what lies beyond
    /// the anti-aliased fringe.
    func testRowLimitsOfAnIdentityMap() {
        let map = ProjectiveMap(a: SIMD3(1, 0, -100), b: SIMD3(0, 1, 0), c: SIMD3(0, 0, 1))
        var source = [UInt32](repeating: 0xFF00_0000, count: 64 * 64)
        source.withUnsafeMutableBufferPointer { src in
            let renderer = ProjectiveSpanRenderer(map: map, source: BilinearSampler(base: src.baseAddress!, width: 64, height: 64), maxScale: 1)
            let limits = ProjectiveSpanRenderer.RowLimits(nu0: -100, nv0: 20.5, w0: 1, du: 1, dv: 0, dw: 0, x0: 0, x1: 300, renderer: renderer)
            // source u = x + 0.5 − 100: interior from u ≥ 2 + 1/16, visible from u ≥ −(3 + 1/16)
            XCTAssertEqual(limits.interior, 102..<162)
            XCTAssertEqual(limits.visible, 97..<167)
        }
    }

    private func randomAffine(_ rng: inout SeededGenerator) -> (ProjectiveMap, Double) {
        let angle = Double.random(in: -.pi ... .pi, using: &rng)
        let scale = Double.random(in: 0.3...3, using: &rng), mirror = Bool.random(using: &rng) ? -1.0 : 1.0
        let (c, s) = (cos(angle) * scale, sin(angle) * scale)
        let map = ProjectiveMap(a: SIMD3(c * mirror, -s, Double.random(in: -40...60, using: &rng)),
                                b: SIMD3(s * mirror, c, Double.random(in: -30...50, using: &rng)), c: SIMD3(0, 0, 1))
        return (map, scale)
    }

    /// A page turned about a vertical or horizontal line, as the flip's general path draws it, with its
    /// largest scale measured at the corners of the frame.
    private func randomPerspective(_ rng: inout SeededGenerator) -> (ProjectiveMap, Double) {
        let flip = FlipWarp(axis: Bool.random(using: &rng) ? .vertical : .horizontal, angle: Double.random(in: -2.8...2.8, using: &rng),
                            eyeDistance: Double.random(in: 60...400, using: &rng),
                            originX: Int.random(in: -6...30, using: &rng), originY: Int.random(in: -6...10, using: &rng))
        let map = flip.inverseMap(width: 40, height: 30) ?? ProjectiveMap(a: SIMD3(1, 0, 0), b: SIMD3(0, 1, 0), c: SIMD3(0, 0, 1))
        var maxScale = 1.0
        for (x, y) in [(0.0, 0.0), (96.0, 0.0), (0.0, 48.0), (96.0, 48.0)] {
            let s0 = map.source(x: x, y: y), sx = map.source(x: x + 0.5, y: y), sy = map.source(x: x, y: y + 0.5)
            maxScale = max(maxScale, hypot(sx.u - s0.u, sx.v - s0.v) * 2, hypot(sy.u - s0.u, sy.v - s0.v) * 2)
        }
        return (map, min(maxScale, 1e4))
    }
}
