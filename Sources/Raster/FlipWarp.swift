import Foundation
import RasterKernels

/// A page turned in 3D about its vertical or horizontal centre axis and seen in perspective: the picture
/// of a flip transition at one instant.
///
/// The page (the source bitmap, drawn 1:1 with its top-left at `originX, originY` of the target when
/// flat) turns by `angle` radians about the axis through its centre. The eye looks at the page centre
/// from `eyeDistance` pixels in front of it, so a page point at depth z (toward the eye positive) is
/// scaled by d/(d − z) about the page centre. With x = u − w/2, y = v − h/2 and θ the angle:
/// - vertical axis: z = −x·sin θ, target = centre + (x·cos θ, y)·d/(d − z). A positive angle brings the
///   left edge toward the viewer (UIKit's flip from left); a negative one the right edge.
/// - horizontal axis: z = −y·sin θ, target = centre + (x, y·cos θ)·d/(d − z). A positive angle brings the
///   top edge toward the viewer (flip from top).
///
/// Any angle works: while cos θ ≥ 0 the front face shows; past 90° the back face shows, drawn as the back
/// bitmap turned by θ ∓ 180°, so at 180° it appears unmirrored (as the new view does at the end of
/// UIKit's flip). At exactly edge-on nothing is drawn.
///
/// Rendering samples bilinearly, perspective-correct per pixel, with anti-aliased page edges, and blends
/// premultiplied "over" the target's existing pixels (the caller clears or draws the background first).
public struct FlipWarp: Sendable, Equatable {
    public enum Axis: Sendable, Equatable { case vertical, horizontal }

    public var axis: Axis
    /// Rotation in radians; see the type's documentation for the sign.
    public var angle: Double
    /// Distance from the eye to the page plane, in pixels. Clamped to a little more than half the page's
    /// extent along the turning direction so no part of the page passes behind the eye.
    public var eyeDistance: Double
    /// Where the flat page's top-left corner lies in the target, in pixels.
    public var originX: Int
    public var originY: Int

    public init(axis: Axis = .vertical, angle: Double, eyeDistance: Double, originX: Int = 0, originY: Int = 0) {
        self.axis = axis
        self.angle = angle
        self.eyeDistance = eyeDistance
        self.originX = originX
        self.originY = originY
    }

    /// True when the angle shows the back face (cos θ < 0).
    public var showsBack: Bool { cos(angle) < 0 }

    /// The angle at which the visible face is drawn: θ itself for the front, θ ∓ π for the back.
    var faceAngle: Double {
        guard showsBack else { return angle }
        let r = remainder(angle, 2 * Double.pi) // −π...π
        return r > 0 ? r - .pi : r + .pi
    }

    func eye(width: Int, height: Int) -> Double {
        let reach = Double(axis == .vertical ? width : height) / 2
        return eyeDistance.isFinite ? max(eyeDistance, reach + 1) : 1e12
    }

    /// The forward model in double precision: where the visible face's texel point (u, v) lands in the
    /// target, and its depth toward the eye. `width` and `height` are the visible face's size.
    public func project(u: Double, v: Double, width: Int, height: Int) -> (x: Double, y: Double, z: Double) {
        let th = faceAngle, c = cos(th), s = sin(th), d = eye(width: width, height: height)
        let cx = Double(originX) + Double(width) / 2, cy = Double(originY) + Double(height) / 2
        let x = u - Double(width) / 2, y = v - Double(height) / 2
        switch axis {
        case .vertical:
            let z = -x * s, k = d / (d - z)
            return (cx + x * c * k, cy + y * k, z)
        case .horizontal:
            let z = -y * s, k = d / (d - z)
            return (cx + x * k, cy + y * c * k, z)
        }
    }

    /// Target → visible-face mapping (the inverse of `project` on the page plane).
    func inverseMap(width: Int, height: Int) -> ProjectiveMap? {
        let th = faceAngle, c = cos(th), s = sin(th), d = eye(width: width, height: height)
        guard abs(c) > 1e-6 else { return nil }
        let hw = Double(width) / 2, hh = Double(height) / 2
        let cx = Double(originX) + hw, cy = Double(originY) + hh
        // In centred target coordinates X', Y': for the vertical axis w = c·d − X'·s,
        // u = w/2 + X'·d/w, v = h/2 + Y'·c·d/w (and symmetrically for the horizontal axis).
        // Written over the common denominator and shifted to raw target coordinates x = X' + cx.
        let a, b, cc: SIMD3<Double>
        switch axis {
        case .vertical:
            cc = SIMD3(-s, 0, c * d + cx * s)
            a = hw * cc + SIMD3(d, 0, -cx * d)
            b = hh * cc + SIMD3(0, c * d, -cy * c * d)
        case .horizontal:
            cc = SIMD3(0, -s, c * d + cy * s)
            a = hw * cc + SIMD3(c * d, 0, -cx * c * d)
            b = hh * cc + SIMD3(0, d, -cy * d)
        }
        return ProjectiveMap(a: a, b: b, c: cc).normalized(atX: cx, y: cy)
    }

    /// Draws the visible face into `target` within `clip`. `front` shows while cos θ ≥ 0, `back` after.
    /// `threads` > 1 splits the rows across that many threads.
    public func render(front: Bitmap, back: Bitmap, into target: inout Bitmap, clip: IntRect, threads: Int = 1) {
        draw(showsBack ? back : front, columns: nil, into: &target, clip: clip, threads: threads)
    }

    /// `render(front:back:…)` from pages prepared for turning: the same bytes, drawn faster about the
    /// vertical axis where the CPU has a lane permute (`FlipPage`).
    public func render(front: FlipPage, back: FlipPage, into target: inout Bitmap, clip: IntRect, threads: Int = 1) {
        let page = showsBack ? back : front
        page.columns.withUnsafeBufferPointer { columns in
            draw(page.bitmap, columns: columns.baseAddress, into: &target, clip: clip, threads: threads)
        }
    }

    /// Draws `page`, the visible face; `pageColumns`, when given, is its transpose (`FlipPage.columns`).
    private func draw(_ page: Bitmap, columns pageColumns: UnsafePointer<UInt32>?, into target: inout Bitmap, clip: IntRect,
                      threads: Int) {
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty, page.width > 0, page.height > 0, let map = inverseMap(width: page.width, height: page.height) else { return }
        let corners = [(0.0, 0.0), (Double(page.width), 0.0), (Double(page.width), Double(page.height)), (0.0, Double(page.height))]
            .map { project(u: $0.0, v: $0.1, width: page.width, height: page.height) }
        let quad = ConvexQuad(corners.map { ($0.x, $0.y) })
        // the largest source-per-target scale is at a corner for this map (w is linear, extreme at corners)
        var maxScale = 1.0
        for p in corners {
            let eps = 0.5
            let s0 = map.source(x: p.x, y: p.y), sx = map.source(x: p.x + eps, y: p.y), sy = map.source(x: p.x, y: p.y + eps)
            maxScale = max(maxScale, hypot(sx.u - s0.u, sx.v - s0.v) / eps, hypot(sy.u - s0.u, sy.v - s0.v) / eps)
        }
        let rows = clip.intersection(quad.bounds)
        guard !rows.isEmpty else { return }
        let kernels = KernelSet.chosen(cpu)
        page.pixels.withUnsafeBufferPointer { src in
            let sampler = BilinearSampler(base: src.baseAddress!, width: page.width, height: page.height)
            let targetWidth = target.width
            target.pixels.withUnsafeMutableBufferPointer { dst in
                let base = dst.baseAddress!
                if axis == .vertical && sampler.paired && !forceGeneralPath {
                    // fast path: every target column reads one source column
                    // Each row's span once, then vertical strips: the column tables of a whole row are
                    // larger than L1, and with the source lines a row reads they would be fetched again on
                    // every row; a strip's stay in L1 from one row to the next.
                    withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: rows.height) { spans in
                        for y in rows.minY..<rows.maxY {
                            spans[y - rows.minY] = quad.span(atRow: y, clipMinX: rows.minX, clipMaxX: rows.maxX) ?? 0..<0
                        }
                        ColumnFlipRenderer.with(map: map, sampler: sampler, columns: rows.minX..<rows.maxX) { columns in
                            if let pageColumns, let tiles = kernels.flipTiles, columns.tileable && !forceRowPath {
                                withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: rows.height) { interiors in
                                    for y in rows.minY..<rows.maxY {
                                        interiors[y - rows.minY] = columns.interior(y: y, within: spans[y - rows.minY])
                                    }
                                    // 8×8 tiles where eight rows' interiors overlap, the rows' ends one row at a time
                                    RowBands.runStripBands(rows: rows.minY..<rows.maxY, columns: rows.minX..<rows.maxX,
                                                           stripWidth: FlipWarp.tileStripWidth, height: 8, threads: threads) { band, strip in
                                        var tiled = strip.lowerBound..<strip.lowerBound
                                        if band.count == 8 {
                                            var lo = strip.lowerBound, hi = strip.upperBound
                                            for y in band {
                                                let inner = interiors[y - rows.minY]
                                                lo = max(lo, inner.lowerBound); hi = min(hi, inner.upperBound)
                                            }
                                            if hi - lo >= 8 { tiled = lo..<(lo + (hi - lo) / 8 * 8) }
                                        }
                                        if !tiled.isEmpty {
                                            tiles(columns, pageColumns, base, targetWidth, band.lowerBound, tiled.lowerBound, tiled.upperBound)
                                        }
                                        for y in band {
                                            let row = base + y * targetWidth
                                            let span = spans[y - rows.minY].clamped(to: strip), inner = interiors[y - rows.minY]
                                            guard !span.isEmpty else { continue }
                                            if tiled.isEmpty {
                                                kernels.flipColumns(columns, row, y, span.lowerBound, span.upperBound, inner)
                                                continue
                                            }
                                            if span.lowerBound < tiled.lowerBound {
                                                kernels.flipColumns(columns, row, y, span.lowerBound, tiled.lowerBound, inner)
                                            }
                                            if tiled.upperBound < span.upperBound {
                                                kernels.flipColumns(columns, row, y, tiled.upperBound, span.upperBound, inner)
                                            }
                                        }
                                    }
                                }
                                return
                            }
                            RowBands.runStrips(rows: rows.minY..<rows.maxY, columns: rows.minX..<rows.maxX,
                                               stripWidth: FlipWarp.stripWidth, threads: threads) { y, strip in
                                let row = base + y * targetWidth
                                let span = spans[y - rows.minY].clamped(to: strip)
                                guard !span.isEmpty else { return }
                                kernels.flipColumns(columns, row, y, span.lowerBound, span.upperBound, columns.interior(y: y, within: span))
                            }
                        }
                    }
                    return
                }
                var renderer = ProjectiveSpanRenderer(map: map, source: forceGeneralPath ? sampler.general : sampler, maxScale: maxScale)
                renderer.forceGeneralPath = forceGeneralPath
                RowBands.run(rows: rows.minY..<rows.maxY, threads: threads) { y in
                    guard let span = quad.span(atRow: y, clipMinX: rows.minX, clipMaxX: rows.maxX) else { return }
                    kernels.projectiveSpan(renderer, base + y * targetWidth, y, span.lowerBound, span.upperBound)
                }
            }
        }
    }

    /// Columns in a strip of the fast path: its tables (16 bytes a column) and the source lines it reads
    /// fit L1 together.
    static let stripWidth = 256
    /// Columns in a strip of tiles: wider than any frame, so a band of tiles crosses the whole row. The
    /// page columns a band reads stay in L2 for the next band. Strips of 256 columns measured the same,
    /// and of 64 (which keep them in L1) slower: the target's rows are then written in short runs.
    static let tileStripWidth = 1 << 20

    /// Tests set this to compare the fast paths with the general one.
    var forceGeneralPath = false
    /// Tests set this to draw a `FlipPage` one row at a time, as a bitmap is drawn.
    var forceRowPath = false
    /// Tests set this to run the kernels of one CPU level (nil: the active ones).
    var cpu: CPULevel? = nil
}
