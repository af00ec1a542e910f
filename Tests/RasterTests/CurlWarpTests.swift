import Foundation
@testable import Raster
import RasterKernels
import XCTest
import SandboxTestSupport

final class CurlWarpTests: XCTestCase {
    /// The benchmark's curl at a small size: positions, coverage and layer order from the forward model.
    func testGeometryMatchesTheForwardModel() {
        let w = 320, h = 200
        let tex = ReferencePages(width: w, height: h).smoothCoordinates
        let curls = [
            CurlWarp(radius: 20, axisAngle: 15 * .pi / 180, axisPointX: 224, axisPointY: 100, eyeDistance: 500),
            CurlWarp(radius: 30, axisAngle: 200 * .pi / 180, axisPointX: 100, axisPointY: 120, eyeDistance: 400),
            CurlWarp.curlUp(progress: 0.3, width: w, height: h, shaded: false),
            CurlWarp.curlUp(progress: 0.7, width: w, height: h, shaded: false),
        ]
        for curl in curls {
            var frame = Bitmap(width: w, height: h, fill: PremultipliedColor(argb: ProjectionCheck.sentinel))
            curl.render(page: tex, under: nil, into: &frame, clip: frame.bounds)
            let check = ProjectionCheck(frame: frame, smooth: true, limit: 2) { curl.project(u: $0, v: $1, width: w, height: h) }
            XCTAssertTrue(check.ok, "\(curl): \(check) worst at \(check.worstPixel)")
        }
    }

    /// Curl up starts flat (the old page, untouched) and ends with the new page fully revealed.
    func testCurlUpRevealsTheNewPage() {
        let pages = ReferencePages(width: 120, height: 80)
        var start = Bitmap(width: 120, height: 80), end = start
        CurlWarp.curlUp(progress: 0, width: 120, height: 80).render(page: pages.a, under: pages.b, into: &start, clip: start.bounds)
        CurlWarp.curlUp(progress: 1, width: 120, height: 80).render(page: pages.a, under: pages.b, into: &end, clip: end.bounds)
        XCTAssertEqual(differingPixels(start, pages.a), [])
        XCTAssertEqual(differingPixels(end, pages.b), [])
        // curl down is curl up of the new page played backwards
        XCTAssertEqual(CurlWarp.curlDown(progress: 0.25, width: 120, height: 80), CurlWarp.curlUp(progress: 0.75, width: 120, height: 80))
    }

    /// The folded-back layer's per-row limits (no edge maths inside the page, nothing done beyond it)
    /// and the cylinder's single pass (its far half skipped under opaque blocks of the near half) give
    /// the bytes of testing every block and drawing the halves one after the other, on random curls
    /// (shaded or not, with and without a page beneath, turned any way, the page opaque or not) and
    /// every CPU level.
    func testFastPathsGiveTheBytesOfTheGeneralPath() {
        var rng = SeededGenerator(seed: 59)
        for trial in 0..<24 {
            var (random, page, under) = rng.curl(maxWidth: 120, maxHeight: 80, progress: 0...0.8, turn: 3, shaded: trial % 2 == 0)
            if trial % 3 != 2 {
                // as a view's snapshot is: opaque, so whole blocks of the near half hide the far one
                page = Bitmap(width: page.width, height: page.height, pixels: page.pixels.map { $0 | 0xFF00_0000 })
            }
            var curl = random
            let background = rng.bitmap(width: 130, height: 90)
            for level in KernelSet.supportedLevels {
                var fast = background, general = background
                curl.cpu = level
                curl.render(page: page, under: trial % 3 == 0 ? nil : under, into: &fast, clip: fast.bounds)
                var slow = curl
                slow.forceGeneralPath = true
                slow.render(page: page, under: trial % 3 == 0 ? nil : under, into: &general, clip: general.bounds)
                XCTAssertEqual(differingPixels(fast, general), [], "trial \(trial) \(level) \(curl)")
            }
        }
    }

    /// Rendering split across threads gives the same bytes as one thread.
    func testThreadsGiveTheSameBytes() {
        let pages = ReferencePages(width: 200, height: 120)
        let curl = CurlWarp.curlUp(progress: 0.5, width: 200, height: 120)
        var one = Bitmap(width: 200, height: 120), two = one
        curl.render(page: pages.a, under: pages.b, into: &one, clip: one.bounds, threads: 1)
        curl.render(page: pages.a, under: pages.b, into: &two, clip: two.bounds, threads: 2)
        XCTAssertEqual(differingPixels(one, two), [])
    }
}

/// Positions where two bitmaps differ (the first few), for readable failures.
func differingPixels(_ a: Bitmap, _ b: Bitmap, limit: Int = 5) -> [String] {
    guard a.width == b.width, a.height == b.height else { return ["size \(a.width)×\(a.height) vs \(b.width)×\(b.height)"] }
    var out: [String] = []
    for i in 0..<a.pixels.count where a.pixels[i] != b.pixels[i] {
        out.append("(\(i % a.width), \(i / a.width)): \(String(a.pixels[i], radix: 16)) vs \(String(b.pixels[i], radix: 16))")
        if out.count == limit { break }
    }
    return out
}
