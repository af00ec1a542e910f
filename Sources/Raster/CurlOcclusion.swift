import Foundation
import RasterKernels

/// Where an opaque page's curl hides the layers beneath it: the columns of a row that the folded-back
/// layer or the cylinder's near half will replace whole, so the page beneath, its shadow and the flat
/// page need not be written there first: most of the shadow lies under the cylinder, and the folded-back
/// part over the flat page.
///
/// Conservative by construction, never exact: a column is hidden only where the layer that covers it
/// has coverage 1 there and, the page being opaque, an opaque colour. For the folded-back layer that is
/// its renderer's own interior; for the near half, its page point a texel or more inside the page, with
/// every bound widened past the float error of the kernel's positions. A row it cannot vouch for keeps
/// everything beneath (an empty range).
struct CurlOcclusion {
    let geometry: CurlGeometry
    let back: CurlGeometry.BackLayer
    /// The near half's σ where its table entries cover whole (an entry's width inside each end), and the
    /// bounds of those entries' s and m.
    let nearSigma: ClosedRange<Double>?
    let s: ClosedRange<Double>, m: ClosedRange<Double>

    /// Texels a hidden pixel's page point on the near half lies inside every edge: coverage is 1 from half
    /// a texel on, and the rest absorbs the single-precision error of the kernel's positions many times
    /// over.
    static let inset = 1.0

    init(_ geometry: CurlGeometry, back: CurlGeometry.BackLayer, near: UnsafePointer<CylinderEntry>) {
        self.geometry = geometry
        self.back = back
        let table = geometry.cylinder
        var first = -1, last = -1
        for i in 0..<table.count where near[i].coverage == 1 {
            if first < 0 { first = i } else if last != i - 1 { break }
            last = i
        }
        var sRange = 0.0...0.0, mRange = 1.0...1.0
        var sigma: ClosedRange<Double>? = nil
        if first >= 0 {
            // an index is round((σ − start)·8): an entry's margin at each end keeps the rounding inside
            let lo = max(table.sigmaStart + Double(first + 1) / CylinderTable.stepsPerPixel, table.nearDomain.lowerBound + 0.5)
            let hi = min(table.sigmaStart + Double(last - 1) / CylinderTable.stepsPerPixel, table.nearDomain.upperBound - 0.5)
            if lo < hi { sigma = lo...hi }
            var sLo = Double.infinity, sHi = -Double.infinity, mLo = Double.infinity, mHi = -Double.infinity
            for i in first...last {
                sLo = min(sLo, Double(near[i].s)); sHi = max(sHi, Double(near[i].s))
                mLo = min(mLo, Double(near[i].m)); mHi = max(mHi, Double(near[i].m))
            }
            if sLo <= sHi && mLo <= mHi { sRange = sLo...sHi; mRange = mLo...mHi } else { sigma = nil }
        }
        nearSigma = sigma
        s = sRange
        m = mRange
        // a curl whose numbers are not all finite (bad input) hides nothing: the bounds below would mean
        // nothing for it
        let g = geometry
        vouches = s.upperBound.isFinite && m.upperBound.isFinite
            && [g.nx, g.ny, g.ax, g.ay, g.ha, g.hn, g.sigmaPi, g.warp.axisPointX, g.warp.axisPointY].allSatisfy(\.isFinite)
    }

    /// False when the curl leaves nothing to vouch for (see `init`).
    let vouches: Bool

    /// The columns that a later layer replaces whole on every row of `rows` within `clip` (empty when
    /// none can be vouched for). Found from the first and the last row: along the rows every bound
    /// moves linearly (σ, τ and the folded-back layer's page point are affine in the target), so what
    /// holds at both holds between them. Once a band of rows, not once a row, this costs next to nothing.
    func hidden(rows: Range<Int>, clip: IntRect) -> Range<Int> {
        guard vouches, let top = rows.first, let bottom = rows.last else { return 0..<0 }
        let fold = backColumns(y: top, clip: clip).clamped(to: backColumns(y: bottom, clip: clip))
        let roll = nearColumns(rows: top...bottom, clip: clip)
        if fold.isEmpty { return roll }
        if roll.isEmpty { return fold }
        // the two meet at the fold (σ of φ = π): one run when they touch
        if roll.lowerBound <= fold.upperBound && fold.lowerBound <= roll.upperBound {
            return min(fold.lowerBound, roll.lowerBound)..<max(fold.upperBound, roll.upperBound)
        }
        return fold.count >= roll.count ? fold : roll
    }

    /// The folded-back layer's columns that its renderer draws whole (its row limits' interior: the
    /// page point a margin inside every edge).
    func backColumns(y: Int, clip: IntRect) -> Range<Int> {
        guard let span = geometry.columns(y: y, of: back, clip: clip) else { return 0..<0 }
        return back.renderer.interior(y: y, x0: span.lowerBound, x1: span.upperBound)
    }

    /// The near half's columns where its entries cover whole on every row of `rows`, when every page
    /// point they can reach (s and m over those entries, τ over the columns and rows) lies `inset`
    /// inside the page.
    func nearColumns(rows: ClosedRange<Int>, clip: IntRect) -> Range<Int> {
        let g = geometry
        guard let sigma = nearSigma,
              let first = g.columns(y: rows.lowerBound, sigmaFrom: sigma.lowerBound, sigmaBelow: sigma.upperBound, clip: clip),
              let last = g.columns(y: rows.upperBound, sigmaFrom: sigma.lowerBound, sigmaBelow: sigma.upperBound, clip: clip)
        else { return 0..<0 }
        let run = first.clamped(to: last)
        guard !run.isEmpty else { return 0..<0 }
        // τ is affine in the pixel: its extremes over the run's rectangle are at the corners
        let x0 = Double(run.lowerBound) * g.ax, x1 = Double(run.upperBound - 1) * g.ax
        let t0 = g.tauRow(rows.lowerBound), t1 = g.tauRow(rows.upperBound)
        let tau = min(min(t0 + x0, t0 + x1), min(t1 + x0, t1 + x1))...max(max(t0 + x0, t0 + x1), max(t1 + x0, t1 + x1))
        let along = Self.sum(g.ha...g.ha, Self.product(tau, m))
        let u = Self.sum(Self.sum(g.warp.axisPointX...g.warp.axisPointX, Self.product(s, g.nx...g.nx)), Self.product(along, g.ax...g.ax))
        let v = Self.sum(Self.sum(g.warp.axisPointY...g.warp.axisPointY, Self.product(s, g.ny...g.ny)), Self.product(along, g.ay...g.ay))
        let e = Self.inset
        guard u.lowerBound >= e, u.upperBound <= Double(g.width) - e, v.lowerBound >= e, v.upperBound <= Double(g.height) - e
        else { return 0..<0 }
        return run
    }

    static func sum(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> ClosedRange<Double> {
        (a.lowerBound + b.lowerBound)...(a.upperBound + b.upperBound)
    }

    static func product(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> ClosedRange<Double> {
        let p0 = a.lowerBound * b.lowerBound, p1 = a.lowerBound * b.upperBound
        let p2 = a.upperBound * b.lowerBound, p3 = a.upperBound * b.upperBound
        return min(min(p0, p1), min(p2, p3))...max(max(p0, p1), max(p2, p3))
    }
}
