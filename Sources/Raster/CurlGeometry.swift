import Foundation
import RasterKernels

/// Per-draw set-up of a `CurlWarp`: everything the row loops need, computed once.
///
/// Target pixels are described by σ = (X − c)·n and τ = (X − c)·a (X in page coordinates, c the page
/// centre, a = (−n.y, n.x) along the axis). Every layer of the curl scales its points about c by
/// m = (d − z)/d, and moves them only along n, so a layer's source point is
/// p = P + s·n + ((c − P)·a + τ·m)·a where s and m depend on σ alone. The flat and folded-back layers are
/// affine in the target; the cylinder's s(σ) and m(σ) come from a table over σ (1/8 px steps) solved in
/// closed form once per draw.
struct CurlGeometry {
    let warp: CurlWarp
    let width: Int, height: Int
    let nx: Double, ny: Double, ax: Double, ay: Double
    let r: Double, d: Double
    let cx: Double, cy: Double
    let hn: Double, ha: Double
    /// Scale of the folded-back layer, and the σ where flat ends, where the fold's back layer starts.
    let mBack: Double
    let sigmaFlat: Double
    let sigmaPi: Double
    /// Farthest page point along n: nothing beyond it exists.
    let sMax: Double
    let cylinder: CylinderTable

    init(_ warp: CurlWarp, width: Int, height: Int) {
        self.warp = warp
        self.width = width
        self.height = height
        nx = cos(warp.axisAngle); ny = sin(warp.axisAngle)
        ax = -ny; ay = nx
        r = max(warp.radius, 0.5)
        d = max(warp.eye, 2 * r + 1)
        cx = Double(width) / 2; cy = Double(height) / 2
        let px = warp.axisPointX, py = warp.axisPointY
        hn = (cx - px) * nx + (cy - py) * ny
        ha = (cx - px) * ax + (cy - py) * ay
        mBack = (d - 2 * r) / d
        sigmaFlat = -hn
        sigmaPi = -hn / mBack
        var sm = -Double.infinity
        for (u, v) in [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))] {
            sm = max(sm, (u - px) * nx + (v - py) * ny)
        }
        sMax = sm
        cylinder = CylinderTable(r: r, d: d, hn: hn, sMax: sm, shaded: warp.shaded)
    }

    /// σ of the centre of target pixel (x, y) is `sigmaRow(y) + x·nx`.
    @inline(__always) func sigmaRow(_ y: Int) -> Double {
        let X = 0.5 - Double(warp.originX) - cx, Y = Double(y) + 0.5 - Double(warp.originY) - cy
        return X * nx + Y * ny
    }

    @inline(__always) func tauRow(_ y: Int) -> Double {
        let X = 0.5 - Double(warp.originX) - cx, Y = Double(y) + 0.5 - Double(warp.originY) - cy
        return X * ax + Y * ay
    }

    /// Columns of row y inside `clip` whose σ lies in lo..<hi.
    @inline(__always)
    func columns(y: Int, sigmaFrom lo: Double = -.infinity, sigmaBelow hi: Double, clip: IntRect) -> Range<Int>? {
        let a = sigmaRow(y)
        var x0 = clip.minX, x1 = clip.maxX
        if abs(nx) < 1e-12 {
            guard a >= lo, a < hi else { return nil }
        } else {
            // σ(x) = a + nx·x; solve for the bounds and keep whole pixels whose centre satisfies them
            let tHi = (hi - a) / nx, tLo = (lo - a) / nx
            if nx > 0 {
                if tHi.isFinite { x1 = min(x1, Int(max(min(tHi.rounded(.up), 1e9), -1e9))) }
                if tLo.isFinite { x0 = max(x0, Int(max(min(tLo.rounded(.up), 1e9), -1e9))) }
            } else {
                if tHi.isFinite { x0 = max(x0, Int(max(min(tHi.rounded(.down) + 1, 1e9), -1e9))) }
                if tLo.isFinite { x1 = min(x1, Int(max(min(tLo.rounded(.down) + 1, 1e9), -1e9))) }
            }
        }
        return x0 < x1 ? x0..<x1 : nil
    }

    /// A covering rectangle of everything the curl may draw: the page rectangle and the projected outline
    /// of the curled page (its boundary, sampled finely, plus a margin for the silhouette and AA).
    func outline() -> IntRect {
        var x0 = Double(warp.originX), y0 = Double(warp.originY)
        var x1 = x0 + Double(width), y1 = y0 + Double(height)
        let steps = 128
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            for (u, v) in [(t * Double(width), 0.0), (t * Double(width), Double(height)),
                           (0.0, t * Double(height)), (Double(width), t * Double(height))] {
                let p = warp.project(u: u, v: v, width: width, height: height)
                x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
            }
        }
        return IntRect.covering(minX: x0 - 3, minY: y0 - 3, maxX: x1 + 3, maxY: y1 + 3)
    }

    /// The page beneath (or the target) with the shadow, then the page's flat part (an exact copy),
    /// except the columns `hidden` (a layer drawn later replaces them whole).
    @inline(__always)
    func renderBase(row: UnsafeMutablePointer<UInt32>, y: Int, clip: IntRect, page: UnsafePointer<UInt32>,
                    under: UnsafePointer<UInt32>?, hidden: Range<Int>, kernels: KernelSet) {
        let py = y - warp.originY
        guard py >= 0, py < height else { return }
        let pageCols = IntRect(x: warp.originX, y: y, width: width, height: 1).intersection(clip)
        guard !pageCols.isEmpty else { return }
        // the parts of `columns` that are not hidden, each not empty
        func unhidden(_ columns: Range<Int>, _ body: (Range<Int>) -> Void) {
            let pieces = Self.outside(hidden, of: columns)
            if !pieces.before.isEmpty { body(pieces.before) }
            if !pieces.after.isEmpty { body(pieces.after) }
        }
        // copies `columns` of a row indexed as `row` is, but not those hidden
        func copy(_ columns: Range<Int>, from source: UnsafePointer<UInt32>) {
            unhidden(columns) { row.advanced(by: $0.lowerBound).update(from: source + $0.lowerBound, count: $0.count) }
        }
        let flat = columns(y: y, sigmaBelow: sigmaFlat, clip: pageCols)
        var lifted = pageCols.minX..<pageCols.maxX
        if let flat {
            copy(flat, from: page + py * width - warp.originX)
            if flat.lowerBound > lifted.lowerBound { lifted = lifted.lowerBound..<flat.lowerBound } else { lifted = flat.upperBound..<lifted.upperBound }
        }
        guard !lifted.isEmpty else { return }
        // the page beneath, as `row` is indexed (the target itself when there is none)
        let below = under.map { UnsafePointer($0 + py * width - warp.originX) } ?? UnsafePointer(row)
        var shadow: Range<Int>? = nil
        if warp.shaded {
            let liftedRect = IntRect(x: lifted.lowerBound, y: y, width: lifted.count, height: 1)
            shadow = columns(y: y, sigmaBelow: cylinder.sigmaHigh + CurlWarp.shadowWidth * r, clip: liftedRect)
        }
        if under != nil {
            // the unshaded parts: before and after the shadow (all of the lifted part without one)
            let cut = shadow ?? lifted.upperBound..<lifted.upperBound
            copy(lifted.lowerBound..<max(cut.lowerBound, lifted.lowerBound), from: below)
            copy(min(cut.upperBound, lifted.upperBound)..<lifted.upperBound, from: below)
        }
        if let shadow {
            // the shaded part of the page beneath is read from it and written once
            unhidden(shadow) { kernels.curlShadow(shadowRenderer, below, row, $0.lowerBound, $0.upperBound, Float(sigmaRow(y))) }
        }
    }

    /// The parts of `columns` before and after `hole` (either may be empty).
    @inline(__always)
    static func outside(_ hole: Range<Int>, of columns: Range<Int>) -> (before: Range<Int>, after: Range<Int>) {
        guard !hole.isEmpty else { return (columns, columns.upperBound..<columns.upperBound) }
        return (columns.lowerBound..<max(min(hole.lowerBound, columns.upperBound), columns.lowerBound),
                min(max(hole.upperBound, columns.lowerBound), columns.upperBound)..<columns.upperBound)
    }

    /// The shadow's darkening beside the silhouette (see `CurlShadow`).
    var shadowRenderer: CurlShadow {
        CurlShadow(step: Float(nx), edge: Float(cylinder.sigmaHigh), reach: Float(CurlWarp.shadowWidth * r),
                   strength: Float(CurlWarp.shadowStrength))
    }

    /// The cylinder's row kernel, both halves.
    func cylinderRenderer(_ sampler: BilinearSampler, _ tables: CylinderTable.Tables) -> CylinderSpanRenderer {
        var renderer = CylinderSpanRenderer(near: tables.near, far: tables.far, sampler: sampler, start: Float(cylinder.sigmaStart),
                                            lastIndex: Int32(cylinder.count - 1), nx: Float(nx), ny: Float(ny), ax: Float(ax), ay: Float(ay),
                                            axisU: Float(warp.axisPointX), axisV: Float(warp.axisPointY), ha: Float(ha), shaded: warp.shaded)
        renderer.clampsEverySample = warp.forceGeneralPath
        return renderer
    }

    /// The cylinder on row y: the far half (the part nearer the page) where its σ lies in its domain, and
    /// the near half over it. `separately` draws the far half's whole span before the near half's, as
    /// tests compare with the one pass.
    @inline(__always)
    func renderCylinder(row: UnsafeMutablePointer<UInt32>, y: Int, clip: IntRect, renderer: CylinderSpanRenderer,
                        kernels: KernelSet, separately: Bool) {
        @inline(__always) func span(_ domain: Range<Double>) -> Range<Int> {
            guard domain.lowerBound < domain.upperBound else { return 0..<0 }
            return columns(y: y, sigmaFrom: domain.lowerBound, sigmaBelow: domain.upperBound, clip: clip) ?? 0..<0
        }
        let far = span(cylinder.farDomain), near = span(cylinder.nearDomain)
        guard !far.isEmpty || !near.isEmpty else { return }
        let sigma = Float(sigmaRow(y)), tau = Float(tauRow(y))
        if separately {
            if !far.isEmpty { kernels.cylinderSpan(renderer, row, 0..<0, far, sigma, tau) }
            if !near.isEmpty { kernels.cylinderSpan(renderer, row, near, 0..<0, sigma, tau) }
        } else {
            kernels.cylinderSpan(renderer, row, near, far, sigma, tau)
        }
    }

    /// The folded-back layer: an affine image of the page (source point linear in the target pixel).
    func backLayerRenderer(_ sampler: BilinearSampler) -> BackLayer {
        // p = P + (πR − t)·n + (hₐ + τ·m)·a with t = hₙ + σ·m, σ and τ linear in the target position
        func source(_ x: Double, _ y: Double) -> (Double, Double) {
            let X = x - Double(warp.originX) - cx, Y = y - Double(warp.originY) - cy
            let sigma = X * nx + Y * ny, tau = X * ax + Y * ay
            let s = Double.pi * r - (hn + sigma * mBack), along = ha + tau * mBack
            return (warp.axisPointX + s * nx + along * ax, warp.axisPointY + s * ny + along * ay)
        }
        let o = source(0, 0), ex = source(1, 0), ey = source(0, 1)
        let map = ProjectiveMap(a: SIMD3(ex.0 - o.0, ey.0 - o.0, o.0), b: SIMD3(ex.1 - o.1, ey.1 - o.1, o.1), c: SIMD3(0, 0, 1))
        var shade: (keep: PixelLanes, white: PixelLanes)? = nil
        if warp.shaded {
            let b = CurlWarp.backBrightness, paper = CurlWarp.paperWhite
            shade = (PixelLanes(repeating: UInt32((b * (1 - paper) * 255).rounded())).doubled,
                     PixelLanes(repeating: UInt32((b * paper * 255).rounded())).doubled)
        }
        let renderer = ProjectiveSpanRenderer(map: map, source: sampler, maxScale: 1 / mBack, shade: shade)
        // the back layer holds page points with πR < s ≤ sMax: t from πR − sMax up to 0
        let lowest = (Double.pi * r - sMax - hn) / mBack - 2
        return BackLayer(renderer: renderer, exists: sMax > Double.pi * r, sigmaLow: lowest)
    }

    struct BackLayer {
        var renderer: ProjectiveSpanRenderer
        let exists: Bool
        let sigmaLow: Double
    }

    /// The columns of row y within `clip` that the folded-back layer is drawn over (nil: none).
    @_transparent
    func columns(y: Int, of back: BackLayer, clip: IntRect) -> Range<Int>? {
        back.exists ? columns(y: y, sigmaFrom: back.sigmaLow, sigmaBelow: sigmaPi, clip: clip) : nil
    }
}
