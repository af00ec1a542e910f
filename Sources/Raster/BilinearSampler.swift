/// Reads a premultiplied bitmap at real-valued positions with bilinear filtering, eight pixels at a time.
///
/// Positions are in texel space (texel `i` covers `i..<i+1`, its centre at `i + 0.5`); weights have
/// 8 fractional bits. Outside the bitmap the edge texels repeat (clamp to edge): the warps fade their
/// edges with a coverage term, so the colour there is the page's own border, never black or garbage.
struct BilinearSampler {
    let base: UnsafePointer<UInt32>
    let width: Int32
    let height: Int32
    private let maxX: IntLanes
    private let maxY: IntLanes
    private let dx: Int
    private let dy: Int

    init(base: UnsafePointer<UInt32>, width: Int, height: Int) {
        self.base = base
        self.width = Int32(width)
        self.height = Int32(height)
        maxX = IntLanes(repeating: Int32(max(width - 2, 0)))
        maxY = IntLanes(repeating: Int32(max(height - 2, 0)))
        dx = width > 1 ? 1 : 0
        dy = height > 1 ? width : 0
    }

    /// The filtered colour at (u, v) for each lane.
    @inline(__always) func sample(u: FloatLanes, v: FloatLanes) -> PixelLanes {
        let fu = fixed8(u - 0.5), fv = fixed8(v - 0.5)
        var x0 = fu &>> 8, y0 = fv &>> 8
        var wx = fu & 255, wy = fv & 255
        let zero = IntLanes(repeating: 0), full = IntLanes(repeating: 256)
        wx.replace(with: zero, where: x0 .< zero)
        wy.replace(with: zero, where: y0 .< zero)
        wx.replace(with: full, where: x0 .> maxX)
        wy.replace(with: full, where: y0 .> maxY)
        x0 = clampLanes(x0, zero, maxX)
        y0 = clampLanes(y0, zero, maxY)
        let index = y0 &* width &+ x0
        var p00 = PixelLanes(), p01 = PixelLanes(), p10 = PixelLanes(), p11 = PixelLanes()
        for k in 0..<8 {
            let p = base + Int(index[k])
            p00[k] = p[0]; p01[k] = p[dx]; p10[k] = p[dy]; p11[k] = p[dy + dx]
        }
        let fx = unsafeBitCast(wx, to: PixelLanes.self).doubled, fy = unsafeBitCast(wy, to: PixelLanes.self).doubled
        let gx = PixelLanes(repeating: 0x0100_0100) &- fx, gy = PixelLanes(repeating: 0x0100_0100) &- fy
        let top = p00.lerp(p01, fx, gx), bottom = p10.lerp(p11, fx, gx)
        return top.lerp(bottom, fy, gy)
    }
}
