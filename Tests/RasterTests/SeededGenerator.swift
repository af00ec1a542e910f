import SandboxTestSupport

extension SeededGenerator {
    /// A random premultiplied pixel (colour channels never above alpha); a quarter opaque, some clear.
    mutating func premultipliedPixel() -> UInt32 {
        let kind = Int.random(in: 0..<8, using: &self)
        let a: UInt32 = kind < 2 ? 255 : kind == 2 ? 0 : UInt32.random(in: 0...255, using: &self)
        func c() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &self) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }

    mutating func bitmap(width: Int, height: Int) -> Raster.Bitmap {
        Raster.Bitmap(width: width, height: height, pixels: (0..<(width * height)).map { _ in premultipliedPixel() })
    }
}

import Raster

extension SeededGenerator {
    /// A random page pair of at least 8×8 and at most `maxWidth`×`maxHeight`, and a curl up of it at a
    /// random progress in `progress`, placed near the origin and turned by up to `turn` radians.
    mutating func curl(maxWidth: Int, maxHeight: Int, progress: ClosedRange<Double>, turn: Double,
                       shaded: Bool) -> (curl: CurlWarp, page: Raster.Bitmap, under: Raster.Bitmap) {
        let w = Int.random(in: 8...maxWidth, using: &self), h = Int.random(in: 8...maxHeight, using: &self)
        let page = bitmap(width: w, height: h), under = bitmap(width: w, height: h)
        var curl = CurlWarp.curlUp(progress: Double.random(in: progress, using: &self), width: w, height: h,
                                   originX: Int.random(in: -4...8, using: &self), originY: Int.random(in: -4...8, using: &self),
                                   shaded: shaded)
        curl.axisAngle += Double.random(in: -turn...turn, using: &self)
        return (curl, page, under)
    }
}
