import Foundation
import Raster

/// Verifies the shaded curl's lighting: a uniform grey page is rendered shaded, and wherever a page point
/// is the frontmost surface well inside a smooth region, its pixel must have the brightness (and paper
/// white) that benchmarks.md gives for its place on the curl, to within 3 steps.
struct ShadingCheck: CustomStringConvertible {
    var tested = 0, wrong = 0
    var ok: Bool { tested > 1000 && wrong <= tested / 1000 }
    var description: String { "shade_tested=\(tested) shade_wrong=\(wrong)" }

    @MainActor init(state s: BenchState, curl: CurlWarp) {
        let grey: UInt32 = 0x80
        let page = Bitmap(width: s.width, height: s.height, fill: PremultipliedColor(argb: 0xFF00_0000 | grey * 0x010101))
        s.fill(0xFF00_0000)
        curl.render(page: page, under: nil, into: &s.frame, clip: s.full)
        let w = s.width, h = s.height
        var zbuf = [Float](repeating: -1e30, count: w * h)
        for v in 0..<h {
            for u in 0..<w {
                let p = curl.project(u: Double(u) + 0.5, v: Double(v) + 0.5, width: w, height: h)
                let ix = Int(p.x.rounded(.down)), iy = Int(p.y.rounded(.down))
                if ix >= 0, iy >= 0, ix < w, iy < h, Float(p.z) > zbuf[iy * w + ix] { zbuf[iy * w + ix] = Float(p.z) }
            }
        }
        let r = curl.radius, nx = cos(curl.axisAngle), ny = sin(curl.axisAngle)
        for v in stride(from: 12, to: h - 12, by: 5) {
            for u in stride(from: 12, to: w - 12, by: 5) {
                let p = curl.project(u: Double(u) + 0.5, v: Double(v) + 0.5, width: w, height: h)
                let ix = Int(p.x.rounded(.down)), iy = Int(p.y.rounded(.down))
                guard ix > 1, iy > 1, ix < w - 2, iy < h - 2 else { continue }
                var smooth = true
                for dy in -2...2 { for dx in -2...2 where abs(Double(zbuf[(iy + dy) * w + ix + dx]) - p.z) > 1 { smooth = false } }
                guard smooth else { continue }
                let sAlong = (Double(u) + 0.5 - curl.axisPointX) * nx + (Double(v) + 0.5 - curl.axisPointY) * ny
                let phi = sAlong / r
                var b = 1.0, paper = 0.0
                if phi > .pi { b = 0.85; paper = 0.6 } else if phi > 0 {
                    b = 0.55 + 0.45 * abs(cos(phi)); paper = cos(phi) < 0 ? 0.6 : 0
                    if abs(cos(phi)) < 0.05 { continue }
                }
                let expected = b * (1 - paper) * Double(grey) + b * paper * 255
                let got = Double(s.frame.pixels[iy * w + ix] & 0xFF)
                tested += 1
                if abs(got - expected) > 3 { wrong += 1 }
            }
        }
    }
}
