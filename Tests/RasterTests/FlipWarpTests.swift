import Foundation
@testable import Raster
import RasterKernels
import XCTest
import SandboxTestSupport

final class FlipWarpTests: XCTestCase {
    /// Every covered pixel decodes to a page point that the double-precision forward model puts within
    /// a pixel or two of it, with no holes or stray pixels, for both axes, both faces and both signs.
    func testGeometryMatchesTheForwardModel() {
        let pages = ReferencePages(width: 160, height: 100)
        let tex = pages.smoothCoordinates
        for axis in [FlipWarp.Axis.vertical, .horizontal] {
            for degrees in [0.0, 30, -50, 80, 120, -160, 180] {
                let flip = FlipWarp(axis: axis, angle: degrees * .pi / 180, eyeDistance: 250)
                var frame = Bitmap(width: 160, height: 100, fill: PremultipliedColor(argb: ProjectionCheck.sentinel))
                flip.render(front: tex, back: tex, into: &frame, clip: frame.bounds)
                let check = ProjectionCheck(frame: frame, smooth: true, limit: 1.5) {
                    flip.project(u: $0, v: $1, width: 160, height: 100)
                }
                XCTAssertTrue(check.ok, "\(axis) \(degrees)°: \(check)")
            }
        }
    }

    /// Flip from left brings the left edge toward the viewer: it grows taller than the right one.
    func testPositiveAngleBringsTheLeadingEdgeForward() {
        let flip = FlipWarp(axis: .vertical, angle: 0.5, eyeDistance: 400)
        let left = flip.project(u: 0, v: 0, width: 200, height: 100), right = flip.project(u: 200, v: 0, width: 200, height: 100)
        XCTAssertGreaterThan(left.z, 0)
        XCTAssertLessThan(left.y, right.y)
        let top = FlipWarp(axis: .horizontal, angle: 0.5, eyeDistance: 400).project(u: 0, v: 0, width: 200, height: 100)
        XCTAssertGreaterThan(top.z, 0)
    }

    /// Past 90° the back face shows, unmirrored at 180°: the back bitmap's own pixels, in place.
    func testBackFaceAt180DegreesIsTheBackPageUnmirrored() {
        let pages = ReferencePages(width: 64, height: 40)
        var frame = Bitmap(width: 64, height: 40, fill: .black)
        FlipWarp(angle: .pi, eyeDistance: 200).render(front: pages.a, back: pages.b, into: &frame, clip: frame.bounds)
        XCTAssertEqual(differingPixels(frame, pages.b), [])
    }

    /// The column-table fast path (vertical axis, paired texel loads) on every CPU level against the
    /// general projective span path with single texel loads (baseline kernels), on random pages, angles,
    /// eye distances and placements.
    func testFastPathMatchesGeneralPathOnRandomInputs() {
        var rng = SeededGenerator(seed: 23)
        for trial in 0..<16 {
            let w = Int.random(in: 2...50, using: &rng), h = Int.random(in: 2...40, using: &rng)
            let page = rng.bitmap(width: w, height: h)
            let flip = FlipWarp(axis: .vertical, angle: Double.random(in: -1.3...1.3, using: &rng) + (trial % 3 == 0 ? .pi : 0),
                                eyeDistance: Double.random(in: 60...400, using: &rng),
                                originX: Int.random(in: -6...10, using: &rng), originY: Int.random(in: -6...10, using: &rng))
            assertFastPathMatchesGeneralPath(flip, page: page, over: rng.bitmap(width: 60, height: 48), threads: 1 + trial % 2, "trial \(trial)")
        }
    }

    /// Frames wider than a strip of the fast path (several strips a row, spans cut at strip boundaries):
    /// still the general path's pixels, on every CPU level and with one or two threads.
    func testFastPathInStripsMatchesGeneralPath() {
        var rng = SeededGenerator(seed: 41)
        for trial in 0..<3 {
            let w = Int.random(in: 500...700, using: &rng), h = Int.random(in: 20...40, using: &rng)
            let page = rng.bitmap(width: w, height: h)
            let flip = FlipWarp(axis: .vertical, angle: Double.random(in: -1.2...1.2, using: &rng), eyeDistance: 900,
                                originX: Int.random(in: -40...40, using: &rng), originY: 4)
            assertFastPathMatchesGeneralPath(flip, page: page, over: rng.bitmap(width: 720, height: 48), threads: 1 + trial % 2, "trial \(trial)")
        }
    }

    /// A page prepared for turning (`FlipPage`, drawn in 8×8 tiles from its transpose where the CPU has
    /// a lane permute) gives exactly the bytes of the bitmap drawn a row at a time, on random pages (opaque
    /// and not), both faces, eye distances, placements, clips and thread counts, on every CPU level.
    func testPreparedPagesGiveTheBytesOfTheRowPath() {
        var rng = SeededGenerator(seed: 71)
        for trial in 0..<24 {
            let w = Int.random(in: 2...130, using: &rng), h = Int.random(in: 2...100, using: &rng)
            var front = rng.bitmap(width: w, height: h), back = rng.bitmap(width: w, height: h)
            if trial % 2 == 0 {
                // as snapshots usually are: opaque, so whole tiles are stored as they are
                front = Bitmap(width: w, height: h, pixels: front.pixels.map { $0 | 0xFF00_0000 })
                back = Bitmap(width: w, height: h, pixels: back.pixels.map { $0 | 0xFF00_0000 })
            }
            var flip = FlipWarp(axis: .vertical, angle: Double.random(in: -1.4...1.4, using: &rng) + (trial % 3 == 0 ? .pi : 0),
                                eyeDistance: Double.random(in: 60...800, using: &rng),
                                originX: Int.random(in: -12...20, using: &rng), originY: Int.random(in: -12...20, using: &rng))
            let background = rng.bitmap(width: 160, height: 130)
            let clip = trial % 4 == 3 ? IntRect(x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...40, using: &rng),
                                                width: Int.random(in: 1...120, using: &rng), height: Int.random(in: 1...90, using: &rng))
                                      : background.bounds
            let threads = trial % 5 == 0 ? 2 : 1
            for level in KernelSet.supportedLevels {
                flip.cpu = level
                var rows = background, tiles = background
                flip.render(front: front, back: back, into: &rows, clip: clip, threads: threads)
                flip.render(front: FlipPage(front), back: FlipPage(back), into: &tiles, clip: clip, threads: threads)
                XCTAssertEqual(differingPixels(tiles, rows), [], "trial \(trial) \(level) \(flip)")
            }
        }
    }

    /// The tiles are really drawn from the transpose where the CPU has a lane permute: with the
    /// transpose blanked the picture changes (and on the baseline, which draws rows, it does not).
    func testTilesReadTheTranspose() {
        let pages = ReferencePages(width: 200, height: 150)
        var flip = FlipWarp(axis: .vertical, angle: 0.5, eyeDistance: 600)
        let page = FlipPage(pages.a), blanked = FlipPage(bitmap: pages.a, columns: [UInt32](repeating: 0, count: 200 * 150 + 16))
        for level in KernelSet.supportedLevels {
            flip.cpu = level
            var real = Bitmap(width: 200, height: 150), blank = real
            flip.render(front: page, back: page, into: &real, clip: real.bounds)
            flip.render(front: blanked, back: blanked, into: &blank, clip: blank.bounds)
            if KernelSet.kernels(for: level)?.flipTiles == nil {
                XCTAssertEqual(differingPixels(real, blank), [], "\(level)")
            } else {
                XCTAssertNotEqual(differingPixels(real, blank), [], "\(level)")
            }
        }
    }

    /// A row's interior (the columns drawn with no edge test) is exactly the run of whole page columns
    /// whose v lies the margin inside the page, as testing every column finds it: for pages turned
    /// either way, nearly edge-on and past it, on rows above, through and below the page, and cut to
    /// random parts of the row. (It is found from where v crosses each limit; a wrong branch of that
    /// hyperbola or an off-by-one would show here.)
    func testInteriorIsTheRunThatTestingEveryColumnFinds() {
        var rng = SeededGenerator(seed: 17)
        let (w, h) = (120, 90)
        let page = ReferencePages(width: w, height: h).a
        page.pixels.withUnsafeBufferPointer { src in
            let sampler = BilinearSampler(base: src.baseAddress!, width: w, height: h)
            for degrees in [0.0, 10, 30, -30, 60, -75, 85, -89, 100, -120, 150, 179] {
                let flip = FlipWarp(axis: .vertical, angle: degrees * .pi / 180, eyeDistance: 300)
                guard let map = flip.inverseMap(width: w, height: h) else { continue }
                ColumnFlipRenderer.with(map: map, sampler: sampler, columns: -20..<140) { columns in
                    let low = Double(columns.marginV) + 0.05, high = Double(columns.sourceHeight) - low
                    var runs = 0
                    for y in -10..<(h + 10) {
                        let from = Int.random(in: -20..<140, using: &rng)
                        for within in [columns.innerColumns, from..<Int.random(in: from...140, using: &rng)] {
                            let passing = columns.innerColumns.clamped(to: within).filter { x in
                                let xc = Double(x) + 0.5, yc = Double(y) + 0.5
                                let v = (map.b.x * xc + map.b.y * yc + map.b.z) / (map.c.x * xc + map.c.y * yc + map.c.z)
                                return v >= low && v <= high
                            }
                            let interior = columns.interior(y: y, within: within)
                            if let first = passing.first, let last = passing.last {
                                XCTAssertEqual(passing.count, last - first + 1, "\(degrees)° row \(y): not one run")
                                XCTAssertEqual(interior, first..<(last + 1), "\(degrees)° row \(y) within \(within)")
                                runs += 1
                            } else {
                                XCTAssertTrue(interior.isEmpty, "\(degrees)° row \(y) within \(within): \(interior)")
                            }
                        }
                    }
                    if abs(degrees) <= 60 { XCTAssertGreaterThan(runs, h, "\(degrees)°") }
                }
            }
        }
    }

    /// The transpose holds page column c's texels one row after the other, for sizes that are and are not
    /// multiples of the 8×8 blocks it is made in.
    func testFlipPageTransposesTheBitmap() {
        var rng = SeededGenerator(seed: 5)
        for (w, h) in [(1, 1), (8, 8), (13, 9), (16, 24), (31, 17)] {
            let bitmap = rng.bitmap(width: w, height: h)
            let page = FlipPage(bitmap)
            XCTAssertEqual(page.columns.count, w * h + 16)
            for y in 0..<h {
                for x in 0..<w where page.columns[x * h + y] != bitmap.pixels[y * w + x] {
                    XCTFail("\(w)×\(h): (\(x), \(y))")
                }
            }
        }
    }

    /// `flip` on every CPU level against the general path with single texel loads (baseline kernels), both
    /// drawn over `background`, within 2 per channel.
    private func assertFastPathMatchesGeneralPath(_ flip: FlipWarp, page: Bitmap, over background: Bitmap, threads: Int,
                                                  _ label: String, line: UInt = #line) {
        var slow = background, general = flip, fast = flip
        general.forceGeneralPath = true
        general.cpu = .baseline
        general.render(front: page, back: page, into: &slow, clip: slow.bounds)
        for level in KernelSet.supportedLevels {
            var frame = background
            fast.cpu = level
            fast.render(front: page, back: page, into: &frame, clip: frame.bounds, threads: threads)
            XCTAssertLessThanOrEqual(ScalarWarpReference.maxChannelDifference(frame, slow), 2, "\(label) \(level): \(flip)", line: line)
        }
    }

    /// The vector span renderer, on every CPU level, against a scalar double-precision renderer of the same definition
    /// (bilinear with 8-bit weights, coverage from the distance to the page edge), on random pages.
    /// Angles stay within 70° of face-on: nearer edge-on the distance-over-gradient coverage of the
    /// reference smears a thin fringe beyond the page's outline, which the renderer (bounded by the
    /// outline) rightly does not draw; the geometry test covers those angles.
    func testVectorSpansMatchScalarReferenceOnRandomInputs() {
        var rng = SeededGenerator(seed: 11)
        for trial in 0..<12 {
            let w = Int.random(in: 2...40, using: &rng), h = Int.random(in: 2...30, using: &rng)
            let page = rng.bitmap(width: w, height: h)
            let flip = FlipWarp(axis: trial % 2 == 0 ? .vertical : .horizontal, angle: Double.random(in: -1.2...1.2, using: &rng) + (trial % 3 == 0 ? .pi : 0),
                                eyeDistance: Double.random(in: 60...300, using: &rng),
                                originX: Int.random(in: -4...8, using: &rng), originY: Int.random(in: -4...8, using: &rng))
            let background = rng.bitmap(width: 50, height: 40)
            let slow = ScalarWarpReference.flip(flip, page: page, over: background)
            for level in KernelSet.supportedLevels {
                var fast = background
                var general = flip
                general.forceGeneralPath = true
                general.cpu = level
                general.render(front: page, back: page, into: &fast, clip: fast.bounds, threads: 1 + trial % 2)
                XCTAssertLessThanOrEqual(ScalarWarpReference.maxChannelDifference(fast, slow), 3, "trial \(trial) \(level): \(flip)")
            }
        }
    }
}
