import Foundation
import RasterKernels

/// The curl's cylinder solved once per draw: for σ (a target pixel's distance along the axis normal
/// from the page centre) the page distance s = Rφ past the axis and the perspective scale m that land
/// there, for the far and the near half of the roll.
///
/// A cylinder point at angle φ appears at σ(φ) = (R·sin φ − hₙ) / m(φ), m(φ) = 1 − R(1 − cos φ)/d
/// (hₙ = (c − P)·n). Solving for φ gives R·sin φ − (σR/d)·cos φ = hₙ + σ(1 − R/d), a single sinusoid,
/// so each σ has at most two solutions in 0...π: the larger φ is nearer the eye. σ(φ) rises to the
/// silhouette σ_high and falls again; past σ_high only the anti-aliased edge remains.
struct CylinderTable {
    typealias Entry = CylinderEntry

    struct Tables {
        let far: UnsafeMutablePointer<Entry>
        let near: UnsafeMutablePointer<Entry>
    }

    static let stepsPerPixel = 8.0

    let r: Double, d: Double, hn: Double, sMax: Double, shaded: Bool
    let sigmaStart: Double
    let count: Int
    let sigmaHigh: Double
    let phiHigh: Double
    var farDomain: Range<Double> = 0..<0
    var nearDomain: Range<Double> = 0..<0

    init(r: Double, d: Double, hn: Double, sMax: Double, shaded: Bool) {
        self.r = r; self.d = d; self.hn = hn; self.sMax = sMax; self.shaded = shaded
        func sigma(_ phi: Double) -> Double { (r * sin(phi) - hn) / (1 - r * (1 - cos(phi)) / d) }
        // the silhouette: σ(φ) is unimodal on 0...π; ternary search for its maximum
        var lo = 0.0, hi = Double.pi
        for _ in 0..<80 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if sigma(a) < sigma(b) { lo = a } else { hi = b }
        }
        phiHigh = (lo + hi) / 2
        sigmaHigh = sigma(phiHigh)
        let low = min(sigma(0), sigma(.pi))
        sigmaStart = low - 2
        count = max(2, Int(((sigmaHigh + 2 - sigmaStart) * CylinderTable.stepsPerPixel).rounded(.up)) + 1)
        let far0 = sigma(0), near0 = min(sigma(.pi), sigma(0)) - 1.5
        farDomain = far0..<(sigmaHigh + 1)
        nearDomain = near0..<(sigmaHigh + 1)
    }

    /// Fills the tables on the stack (no heap allocation per frame) and hands them to `body`.
    func withTables<R>(_ body: (Tables) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: 2 * count) { buffer in
            let far = buffer.baseAddress!, near = far + count
            fill(far: far, near: near)
            return body(Tables(far: far, near: near))
        }
    }

    private func entry(phi: Double, coverage: Double) -> Entry {
        let s = r * phi
        // nothing of the page lies beyond sMax; the roll's extension just past 0 and π keeps seams closed
        guard s <= sMax + 2 else { return Entry() }
        let c = cos(phi)
        var keep: UInt32 = 255, white: UInt32 = 0
        if shaded {
            let b = 0.55 + 0.45 * abs(c)
            let paper = c < 0 ? CurlWarp.paperWhite : 0
            keep = UInt32((b * (1 - paper) * 255).rounded())
            white = UInt32((b * paper * 255).rounded())
        }
        return Entry(s: Float(s), m: Float(1 - r * (1 - c) / d), coverage: Float(coverage), keep: keep, white: white)
    }

    private func fill(far: UnsafeMutablePointer<Entry>, near: UnsafeMutablePointer<Entry>) {
        let eps = 1.5 / r
        for i in 0..<count {
            let sigma = sigmaStart + Double(i) / CylinderTable.stepsPerPixel
            far[i] = Entry(); near[i] = Entry()
            if sigma > sigmaHigh {
                // beyond the silhouette: its edge pixels, partly covered, drawn by the near half only
                let cover = sigmaHigh - sigma + 0.5
                if cover > 0 { near[i] = entry(phi: phiHigh, coverage: cover) }
                continue
            }
            let a = r, b = -sigma * r / d, c = hn + sigma * (1 - r / d)
            let rho = (a * a + b * b).squareRoot()
            guard rho > 0 else { continue }
            let ratio = c / rho
            let delta = atan2(b, a)
            let base = asin(min(max(ratio, -1), 1))
            var nearest = -Double.infinity, farthest = Double.infinity
            for j in 0..<2 {
                let candidate = j == 0 ? base - delta : Double.pi - base - delta
                for k in -1...1 {
                    let phi = candidate + 2 * Double.pi * Double(k)
                    guard phi >= -eps, phi <= Double.pi + eps else { continue }
                    nearest = max(nearest, phi); farthest = min(farthest, phi)
                }
            }
            guard nearest >= farthest else { continue }
            // solutions just outside 0...π (rounding at the seams) take the seam's own values
            nearest = min(max(nearest, 0), .pi); farthest = min(max(farthest, 0), .pi)
            near[i] = entry(phi: nearest, coverage: 1)
            if nearest - farthest > 1e-9 { far[i] = entry(phi: farthest, coverage: 1) }
        }
    }
}
