import Foundation
@testable import Raster

/// The general path of the projective warps, one pixel at a time in double precision: what the vector
/// spans compute, written as plainly as possible.
enum ScalarWarpReference {
    static func bilinear(_ page: Bitmap, _ u: Double, _ v: Double) -> UInt32 {
        let fu = ((u - 0.5) * 256).rounded(), fv = ((v - 0.5) * 256).rounded()
        var x0 = Int((fu / 256).rounded(.down)), y0 = Int((fv / 256).rounded(.down))
        var wx = Int(fu) - x0 * 256, wy = Int(fv) - y0 * 256
        let mx = max(page.width - 2, 0), my = max(page.height - 2, 0)
        if x0 < 0 { x0 = 0; wx = 0 }
        if y0 < 0 { y0 = 0; wy = 0 }
        if x0 > mx { x0 = mx; wx = 256 }
        if y0 > my { y0 = my; wy = 256 }
        let x1 = min(x0 + 1, page.width - 1), y1 = min(y0 + 1, page.height - 1)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func c(_ x: Int, _ y: Int) -> Int { Int(page.pixels[y * page.width + x] >> shift & 255) }
            let top = (c(x0, y0) * (256 - wx) + c(x1, y0) * wx) >> 8
            let bottom = (c(x0, y1) * (256 - wx) + c(x1, y1) * wx) >> 8
            out |= UInt32((top * (256 - wy) + bottom * wy) >> 8) << shift
        }
        return out
    }

    static func over(_ s: UInt32, _ d: UInt32, coverage: UInt32) -> UInt32 {
        var sc: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] { sc |= div255((s >> shift & 255) * coverage) << shift }
        let inv = 255 - (sc >> 24)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] { out |= ((sc >> shift & 255) + div255((d >> shift & 255) * inv)) << shift }
        return out
    }

    static func flip(_ flip: FlipWarp, page: Bitmap, over background: Bitmap) -> Bitmap {
        var out = background
        guard let map = flip.inverseMap(width: page.width, height: page.height) else { return out }
        let w = Double(page.width), h = Double(page.height)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let s = map.source(x: px, y: py)
                guard s.w > 0 else { continue }
                let e = 1e-3
                let sx = map.source(x: px + e, y: py), sy = map.source(x: px, y: py + e)
                let gu = hypot(sx.u - s.u, sy.u - s.u) / e, gv = hypot(sx.v - s.v, sy.v - s.v) / e
                var c = min(max(min(s.u, w - s.u) / gu + 0.5, 0), 1)
                c *= min(max(min(s.v, h - s.v) / gv + 0.5, 0), 1)
                let cov = UInt32((c * 255).rounded())
                guard cov > 0 else { continue }
                out.pixels[y * out.width + x] = over(bilinear(page, s.u, s.v), out.pixels[y * out.width + x], coverage: cov)
            }
        }
        return out
    }

    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var m = 0
        for i in 0..<min(a.pixels.count, b.pixels.count) {
            for shift: UInt32 in [0, 8, 16, 24] {
                m = max(m, abs(Int(a.pixels[i] >> shift & 255) - Int(b.pixels[i] >> shift & 255)))
            }
        }
        return m
    }
}
