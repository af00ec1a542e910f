import Foundation

/// The benchmark's page pair and verification textures (the reference harness's `make_pages`, pixel for
/// pixel), so `sandbox-bench` does the reference harness's exact work and tests can use the same pages.
public struct ReferencePages: Sendable {
    /// Page A: blue vertical gradient, 64 px checkerboard, white "text" bars, yellow diagonal, red border.
    public let a: Bitmap
    /// Page B: orange horizontal gradient, diagonal stripes, green disc, dark border.
    public let b: Bitmap
    /// Each texel's own coordinates, `x << 10 | y` (exact, for nearest-sampled geometry checks).
    public let exactCoordinates: Bitmap
    /// A smooth ramp: red = x·255/(w−1), green = y·255/(h−1), blue 0x80 (for bilinear geometry checks).
    public let smoothCoordinates: Bitmap

    public init(width w: Int, height h: Int) {
        func rgb(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
            func c(_ v: Int) -> UInt32 { UInt32(min(max(v, 0), 255)) }
            return 0xFF00_0000 | c(r) << 16 | c(g) << 8 | c(b)
        }
        var pa = [UInt32](repeating: 0, count: w * h), pb = pa, pe = pa, ps = pa
        for y in 0..<h {
            for x in 0..<w {
                var r = 30 + 50 * y / (h - 1), g = 60 + 80 * y / (h - 1), b = 160 + 70 * y / (h - 1)
                if ((x / 64) + (y / 64)) & 1 != 0 { r += 30; g += 30; b += 20 }
                let line = (y - 48) / 28, ly = (y - 48) % 28
                let len = Int(Double(w) * 0.55 * (0.5 + 0.5 * Double((line * 37) % 10) / 9.0))
                if y >= 48, y < h - 48, ly < 10, x >= 64, x < 64 + len { r = 240; g = 240; b = 245 }
                if abs(x * h - y * w) < 2 * w { r = 250; g = 220; b = 0 }
                if x < 8 || y < 8 || x >= w - 8 || y >= h - 8 { r = 220; g = 30; b = 40 }
                pa[y * w + x] = rgb(r, g, b)

                r = 230; g = 100 + 120 * x / (w - 1); b = 40
                if ((x + y) / 24) & 1 != 0 { r -= 40; g -= 40 }
                let dx = Double(x) - Double(w) / 2, dy = Double(y) - Double(h) / 2, rad = Double(min(w, h)) / 4
                if dx * dx + dy * dy < rad * rad { r = 40; g = 170; b = 80 }
                if x < 8 || y < 8 || x >= w - 8 || y >= h - 8 { r = 40; g = 40; b = 40 }
                pb[y * w + x] = rgb(r, g, b)

                pe[y * w + x] = 0xFF00_0000 | UInt32(x) << 10 | UInt32(y)
                ps[y * w + x] = 0xFF00_0000 | UInt32((Double(x) * 255 / Double(w - 1)).rounded()) << 16
                    | UInt32((Double(y) * 255 / Double(h - 1)).rounded()) << 8 | 0x80
            }
        }
        a = Bitmap(width: w, height: h, pixels: pa)
        b = Bitmap(width: w, height: h, pixels: pb)
        exactCoordinates = Bitmap(width: w, height: h, pixels: pe)
        smoothCoordinates = Bitmap(width: w, height: h, pixels: ps)
    }
}
