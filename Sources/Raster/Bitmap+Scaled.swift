import RasterKernels

extension Bitmap {
    /// Replaces the pixels of `clip` with `image` scaled by `scaleX, scaleY` (image pixel `(u, v)` lands
    /// at `(u·scaleX, v·scaleY)`), sampled bilinearly at each pixel centre with the edge texels repeated.
    /// No blending: what was there is overwritten, transparent pixels included.
    ///
    /// The same samples as `draw(_:transform:)` with `Transform2D.scale(scaleX, scaleY)` over clear
    /// pixels where the image covers them whole, without its per-pixel edge coverage: a fast path for a
    /// frame buffer shown at another size (the window surface's scaled copy of the device screen).
    ///
    /// A sample lerps across its two texels in each of two source rows, then down between the two
    /// (`ScaledRow`). Each source row is lerped across once and kept while the next output row reads it
    /// too (a downscale reads most rows for two output rows), so a pixel costs about one lerp across and
    /// one down rather than three, eight pixels at a time.
    public mutating func replace(with image: Bitmap, scaleX: Double, scaleY: Double, clip: IntRect) {
        replace(with: image, scaleX: scaleX, scaleY: scaleY, clip: clip, cpu: nil)
    }

    /// `replace` with the kernels of `cpu` (nil: the active ones); tests run every level.
    mutating func replace(with image: Bitmap, scaleX: Double, scaleY: Double, clip: IntRect, cpu: CPULevel?) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty, image.width > 0, image.height > 0, scaleX > 0, scaleY > 0 else { return }
        // Per column and per row: the two texels read and the weight of the second (0...256), as
        // sampleBilinear computes them.
        func axis(_ range: Range<Int>, _ scale: Double, _ size: Int) -> (first: [Int32], second: [Int32], weight: [UInt32]) {
            var first: [Int32] = [], second: [Int32] = [], weight: [UInt32] = []
            first.reserveCapacity(range.count)
            second.reserveCapacity(range.count)
            weight.reserveCapacity(range.count)
            for p in range {
                let s = (Double(p) + 0.5) / scale - 0.5
                let f0 = s.rounded(.down)
                weight.append(UInt32((s - f0) * 256 + 0.5))
                first.append(Int32(min(max(f0, 0), Double(size - 1))))
                second.append(Int32(min(max(f0 + 1, 0), Double(size - 1))))
            }
            return (first, second, weight)
        }
        let columns = axis(area.minX..<area.maxX, scaleX, image.width)
        let rows = axis(area.minY..<area.maxY, scaleY, image.height)
        let set = KernelSet.chosen(cpu)
        let n = area.width, iw = image.width, w = width
        // the two source rows of the output row, lerped across, and which rows they are
        var upper = [UInt32](repeating: 0, count: n), lower = [UInt32](repeating: 0, count: n)
        var upperRow = -1, lowerRow = -1
        image.pixels.withUnsafeBufferPointer { src in
            columns.first.withUnsafeBufferPointer { left in
            columns.second.withUnsafeBufferPointer { right in
            columns.weight.withUnsafeBufferPointer { weight in
                func across(_ y: Int, into line: inout [UInt32]) {
                    line.withUnsafeMutableBufferPointer {
                        set.scaleAcross(src.baseAddress! + y * iw, left.baseAddress!, right.baseAddress!, weight.baseAddress!, $0.baseAddress!, n)
                    }
                }
                pixels.withUnsafeMutableBufferPointer { dst in
                    for j in 0..<area.height {
                        let y0 = Int(rows.first[j]), y1 = Int(rows.second[j]), fy = rows.weight[j]
                        if upperRow != y0 {
                            if lowerRow == y0 {
                                swap(&upper, &lower)
                                swap(&upperRow, &lowerRow)
                            } else {
                                across(y0, into: &upper)
                                upperRow = y0
                            }
                        }
                        let out = dst.baseAddress! + (area.minY + j) * w + area.minX
                        // a weight of 0, or the edge row repeated, is the upper row exactly
                        if fy == 0 || y1 == y0 {
                            upper.withUnsafeBufferPointer { out.update(from: $0.baseAddress!, count: n) }
                            continue
                        }
                        if lowerRow != y1 {
                            across(y1, into: &lower)
                            lowerRow = y1
                        }
                        upper.withUnsafeBufferPointer { u in
                            lower.withUnsafeBufferPointer { l in set.scaleDown(u.baseAddress!, l.baseAddress!, out, n, fy) }
                        }
                    }
                }
            }
            }
            }
        }
    }
}
