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
        var occludedTrials = 0
        for trial in 0..<24 {
            var (random, page, under) = rng.curl(maxWidth: 120, maxHeight: 80, progress: 0...0.8, turn: 3, shaded: trial % 2 == 0)
            if trial % 3 != 2 {
                // as a view's snapshot is: opaque, so whole blocks of the near half hide the far one
                page = Bitmap(width: page.width, height: page.height, pixels: page.pixels.map { $0 | 0xFF00_0000 })
            }
            var curl = random
            let background = rng.bitmap(width: 130, height: 90)
            if page.isOpaque && Self.hidesColumns(curl, page: page, clip: background.bounds) { occludedTrials += 1 }
            for level in KernelSet.supportedLevels {
                var fast = background, general = background
                curl.cpu = level
                curl.render(page: page, under: trial % 3 == 0 ? nil : under, into: &fast, clip: fast.bounds, pageIsOpaque: page.isOpaque)
                var slow = curl
                slow.forceGeneralPath = true
                slow.render(page: page, under: trial % 3 == 0 ? nil : under, into: &general, clip: general.bounds)
                XCTAssertEqual(differingPixels(fast, general), [], "trial \(trial) \(level) \(curl)")
            }
        }
        // the opaque pages' layers beneath were left unwritten somewhere, or this compared nothing of that
        XCTAssertGreaterThanOrEqual(occludedTrials, 3)
    }

    /// An opaque page leaves the layers beneath unwritten where the cylinder or the folded-back part will
    /// replace them: the same bytes as writing them, through a whole curl up and down, shaded or not, with
    /// a page beneath or over the target's own pixels, turned a little either way.
    func testAnOpaquePageGivesTheSameBytesWithLessWritten() {
        let pages = ReferencePages(width: 240, height: 150)
        var rng = SeededGenerator(seed: 67)
        let background = rng.bitmap(width: 260, height: 170)
        var occluded = 0, frames = 0
        for step in 1...9 {
            let progress = Double(step) / 10
            for (k, shaded) in [false, true].enumerated() {
                var curl = step % 2 == 0 ? CurlWarp.curlUp(progress: progress, width: 240, height: 150, originX: 9, originY: 7, shaded: shaded)
                    : CurlWarp.curlDown(progress: progress, width: 240, height: 150, originX: 9, originY: 7, shaded: shaded)
                curl.axisAngle += Double(step % 3 - 1) * 0.2
                let under: Bitmap? = k == 0 && step % 3 == 0 ? nil : pages.b
                var skipping = background, writing = background
                curl.render(page: pages.a, under: under, into: &skipping, clip: skipping.bounds, pageIsOpaque: true)
                curl.render(page: pages.a, under: under, into: &writing, clip: writing.bounds, pageIsOpaque: false)
                XCTAssertEqual(differingPixels(skipping, writing), [], "progress \(progress) \(curl)")
                frames += 1
                if Self.hidesColumns(curl, page: pages.a, clip: background.bounds) { occluded += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(occluded, 5, "of \(frames)")
    }

    /// Bad input draws the same with an opaque page's shortcut as without it (and does not trap): pages a
    /// pixel wide or high, curls whose numbers are not finite or are huge.
    func testAnOpaquePageTakesAnyPageAndAnyCurl() {
        let curls = [CurlWarp.curlUp(progress: 0.5, width: 40, height: 30),
                     CurlWarp(radius: .nan, axisAngle: 1, axisPointX: 3, axisPointY: 4, eyeDistance: 100),
                     CurlWarp(radius: 5, axisAngle: .infinity, axisPointX: 3, axisPointY: 4, eyeDistance: 100),
                     CurlWarp(radius: 5, axisAngle: 1, axisPointX: .nan, axisPointY: -.infinity, eyeDistance: .nan),
                     CurlWarp(radius: 1e12, axisAngle: -1e9, axisPointX: 1e300, axisPointY: -1e300, eyeDistance: 1e-300),
                     // the bottom rolled up and folded over a page too narrow or too low for any inset
                     CurlWarp(radius: 1, axisAngle: .pi / 2, axisPointX: 0.5, axisPointY: 5, eyeDistance: 100),
                     CurlWarp(radius: 1, axisAngle: 0, axisPointX: 5, axisPointY: 0.5, eyeDistance: 100)]
        for (w, h) in [(1, 1), (1, 30), (40, 1), (2, 2), (40, 30)] {
            let page = Bitmap(width: w, height: h, fill: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
            XCTAssertTrue(page.isOpaque)
            for curl in curls {
                for under in [nil, page] {
                    var skipping = Bitmap(width: 50, height: 40, fill: PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
                    var writing = skipping
                    curl.render(page: page, under: under, into: &skipping, clip: skipping.bounds, pageIsOpaque: true)
                    curl.render(page: page, under: under, into: &writing, clip: writing.bounds, pageIsOpaque: false)
                    XCTAssertEqual(differingPixels(skipping, writing), [], "\(w)×\(h) \(curl)")
                }
            }
        }
    }

    /// True when an opaque page's curl leaves some columns beneath it unwritten in some band of rows.
    static func hidesColumns(_ curl: CurlWarp, page: Bitmap, clip: IntRect) -> Bool {
        let g = CurlGeometry(curl, width: page.width, height: page.height)
        let rows = clip.intersection(g.outline())
        return page.pixels.withUnsafeBufferPointer { src in
            let back = g.backLayerRenderer(BilinearSampler(base: src.baseAddress!, width: page.width, height: page.height))
            return g.cylinder.withTables { tables in
                let occlusion = CurlOcclusion(g, back: back, near: tables.near)
                return stride(from: rows.minY, to: rows.maxY, by: CurlWarp.bandHeight).contains { y in
                    !occlusion.hidden(rows: y..<min(y + CurlWarp.bandHeight, rows.maxY), clip: rows).isEmpty
                }
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
