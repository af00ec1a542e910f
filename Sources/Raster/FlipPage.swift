import RasterKernels

/// A page ready to be turned about the vertical axis many times: the bitmap and its transpose (each page
/// column's texels one after the other), made once, as a transition takes its snapshot once.
///
/// Turning about a vertical axis keeps every target column on one page column pair, so with the
/// transpose eight rows of a target column read sixteen consecutive texels of each column instead of
/// sixteen scattered pairs (`ColumnFlipRenderer.renderTiles`). Levels without a lane permute and flips
/// about the horizontal axis draw from the bitmap alone; every path gives the same bytes.
public struct FlipPage: Sendable {
    public let bitmap: Bitmap
    /// Page column c at `c · bitmap.height`, and 16 texels of padding: a tile's window may read past the
    /// last row of the last column.
    let columns: [UInt32]

    /// A page with a transpose given as it is (tests give a wrong one, to see it read).
    init(bitmap: Bitmap, columns: [UInt32]) {
        self.bitmap = bitmap
        self.columns = columns
    }

    public init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
        let w = bitmap.width, h = bitmap.height
        columns = [UInt32](unsafeUninitializedCapacity: w * h + 16) { out, count in
            bitmap.pixels.withUnsafeBufferPointer { src in
                let dst = out.baseAddress!
                // 8×8 tiles transposed in registers; the ragged right and bottom edges one texel at a time
                let fullW = w / 8 * 8, fullH = h / 8 * 8
                for y in stride(from: 0, to: fullH, by: 8) {
                    for x in stride(from: 0, to: fullW, by: 8) {
                        func row(_ k: Int) -> PixelLanes { UnsafeRawPointer(src.baseAddress! + (y + k) * w + x).loadUnaligned(as: PixelLanes.self) }
                        let t = transposed(PortableLanes.self, (row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7)))
                        withUnsafeBytes(of: t) { raw in
                            for k in 0..<8 {
                                UnsafeMutableRawPointer(dst + (x + k) * h + y).storeBytes(of: raw.load(fromByteOffset: k * 32, as: PixelLanes.self),
                                                                                         as: PixelLanes.self)
                            }
                        }
                    }
                }
                for y in 0..<h {
                    for x in (y < fullH ? fullW : 0)..<w { dst[x * h + y] = src[y * w + x] }
                }
                (dst + w * h).initialize(repeating: 0, count: 16)
            }
            count = w * h + 16
        }
    }
}
