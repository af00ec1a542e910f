import Foundation
@testable import Raster
import RasterKernels
import SandboxTestSupport
import XCTest

/// The transition warps as a user sees them: each golden is a strip of five frames at 0, 25, 50, 75 and
/// 100 % of a transition between the benchmark's pages A (old) and B (new), 160×100, on a dark backdrop.
/// Every golden is checked with the kernels of every CPU level this machine runs.
final class WarpGoldenTests: XCTestCase {
    let levels = KernelSet.supportedLevels

    static let w = 160, h = 100, gap = 8
    let pages = ReferencePages(width: WarpGoldenTests.w, height: WarpGoldenTests.h)
    let progress = [0.0, 0.25, 0.5, 0.75, 1.0]

    func strip(_ frame: (Double, inout Bitmap, Int) -> Void) -> Bitmap {
        let w = Self.w, h = Self.h, gap = Self.gap
        var out = Bitmap(width: 5 * w + 6 * gap, height: h + 2 * gap, fill: PremultipliedColor(argb: 0xFF30_3030))
        for (i, p) in progress.enumerated() { frame(p, &out, gap + i * (w + gap)) }
        return out
    }

    func clip(_ x: Int) -> IntRect { IntRect(x: x - Self.gap / 2, y: 0, width: Self.w + Self.gap, height: Self.h + 2 * Self.gap) }

    /// Exact integer maths: compared exactly.
    func testCrossDissolve() {
        for level in levels {
            let image = strip { p, out, x in
                Crossfade.render(from: pages.a, to: pages.b, opacity: UInt8((p * 255).rounded()), originX: x, originY: Self.gap,
                                 into: &out, clip: clip(x), cpu: level)
            }
            assertGolden(image, named: "warp-crossfade")
        }
    }

    /// Flip from left (vertical axis, left edge toward the viewer) and from top; the old page for the
    /// first half, the new one after. Float maths: within 2 steps per channel.
    func testFlipFromLeftAndTop() {
        for (axis, name) in [(FlipWarp.Axis.vertical, "warp-flip-left"), (.horizontal, "warp-flip-top")] {
            for level in levels {
                let image = strip { p, out, x in
                    var flip = FlipWarp(axis: axis, angle: .pi * p, eyeDistance: 2.0 * Double(Self.w), originX: x, originY: Self.gap)
                    flip.cpu = level
                    flip.render(front: pages.a, back: pages.b, into: &out, clip: clip(x))
                }
                assertGolden(image, named: name, tolerance: 2)
            }
        }
    }

    /// Curl up (old page rolls up off the new one) and curl down (new page unrolls over the old one), shaded.
    func testCurlUpAndDown() {
        for level in levels {
            let up = strip { p, out, x in
                var curl = CurlWarp.curlUp(progress: p, width: Self.w, height: Self.h, originX: x, originY: Self.gap)
                curl.cpu = level
                curl.render(page: pages.a, under: pages.b, into: &out, clip: clip(x))
            }
            assertGolden(up, named: "warp-curl-up", tolerance: 2)
            let down = strip { p, out, x in
                var curl = CurlWarp.curlDown(progress: p, width: Self.w, height: Self.h, originX: x, originY: Self.gap)
                curl.cpu = level
                curl.render(page: pages.b, under: pages.a, into: &out, clip: clip(x))
            }
            assertGolden(down, named: "warp-curl-down", tolerance: 2)
        }
    }

    /// The benchmark's own frames at 1280×800 scaled down would lose detail; its curl geometry at a
    /// quarter size shows the cylinder, the fold and the shadow clearly.
    func testBenchmarkCurlShaded() {
        let w = 320, h = 200
        let pages = ReferencePages(width: w, height: h)
        for level in levels {
            var frame = Bitmap(width: w, height: h)
            var curl = CurlWarp(radius: 20, axisAngle: 15 * .pi / 180, axisPointX: 224, axisPointY: 100, eyeDistance: 500, shaded: true)
            curl.cpu = level
            curl.render(page: pages.a, under: pages.b, into: &frame, clip: frame.bounds)
            assertGolden(frame, named: "warp-curl-benchmark-shaded", tolerance: 2)
        }
    }
}
