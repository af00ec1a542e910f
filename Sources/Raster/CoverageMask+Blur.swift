/// The blur of Core Animation's shadows: a Gaussian approximated by three box blurs per axis (within a
/// few percent of the Gaussian, the usual approximation), over coverage.
extension CoverageMask {
    /// This mask's coverage blurred with standard deviation `sigma` pixels, over `area` (coverage from
    /// up to three sigmas outside `area` is read, zero outside the mask's bounds).
    public func blurred(sigma: Double, over area: IntRect) -> CoverageMask {
        guard !area.isEmpty else { return CoverageMask(bounds: .zero) }
        // box radius r for three passes: (2r + 1)² ≈ 12σ²/3 + 1
        let r = sigma > 0.3 ? max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)) : 0
        guard r > 0 else { return intersection(area).expanded(to: area) }
        let reach = 3 * r
        let src = IntRect(x: area.minX - reach, y: area.minY - reach, width: area.width + 2 * reach, height: area.height + 2 * reach)
        let w = src.width, h = src.height
        var buf = [Float](repeating: 0, count: w * h)
        let inside = bounds.intersection(src)
        if !inside.isEmpty {
            for y in inside.minY..<inside.maxY {
                let row = (y - bounds.minY) * bounds.width - bounds.minX, out = (y - src.minY) * w - src.minX
                for x in inside.minX..<inside.maxX { buf[out + x] = Float(values[row + x]) }
            }
        }
        var line = [Float](repeating: 0, count: max(w, h))
        let scale = 1 / Float(2 * r + 1)
        buf.withUnsafeMutableBufferPointer { b in
            line.withUnsafeMutableBufferPointer { l in
                for _ in 0..<3 {
                    for y in 0..<h { Self.boxBlur(b, start: y * w, stride: 1, count: w, radius: r, scale: scale, line: l) }
                }
                for _ in 0..<3 {
                    for x in 0..<w { Self.boxBlur(b, start: x, stride: w, count: h, radius: r, scale: scale, line: l) }
                }
            }
        }
        var out = CoverageMask(bounds: area, fill: 0)
        for y in 0..<area.height {
            let from = (y + reach) * w + reach, to = y * area.width
            for x in 0..<area.width { out.values[to + x] = UInt8(min(255, max(0, buf[from + x] + 0.5))) }
        }
        return out
    }

    /// One running-sum box blur of `count` values `stride` apart (zero beyond the ends).
    private static func boxBlur(_ b: UnsafeMutableBufferPointer<Float>, start: Int, stride: Int, count: Int, radius r: Int,
                                scale: Float, line: UnsafeMutableBufferPointer<Float>) {
        for i in 0..<count { line[i] = b[start + i * stride] }
        var sum: Float = 0
        for i in 0..<min(r, count) { sum += line[i] }
        for i in 0..<count {
            if i + r < count { sum += line[i + r] }
            b[start + i * stride] = sum * scale
            if i - r >= 0 { sum -= line[i - r] }
        }
    }

    /// This mask over `area` (zero where it had no coverage).
    func expanded(to area: IntRect) -> CoverageMask {
        var out = CoverageMask(bounds: area, fill: 0)
        let inside = bounds.intersection(area)
        guard !inside.isEmpty else { return out }
        for y in inside.minY..<inside.maxY {
            for x in inside.minX..<inside.maxX {
                out.values[(y - area.minY) * area.width + (x - area.minX)] = value(x: x, y: y)
            }
        }
        return out
    }
}

extension Bitmap {
    /// Paints `color` through `coverage` (a shadow), at `opacity`, within `clip` and under `mask`.
    public mutating func fill(coverage: CoverageMask, color: PremultipliedColor, opacity: UInt8, clip: IntRect, mask: CoverageMask?) {
        let area = coverage.bounds.intersection(clip)
        guard !area.isEmpty else { return }
        var layer = Bitmap(width: area.width, height: area.height)
        let c = color.scaled(by: opacity)
        for y in 0..<area.height {
            for x in 0..<area.width {
                let v = coverage.value(x: area.minX + x, y: area.minY + y)
                if v != 0 { layer.pixels[y * area.width + x] = c.scaled(by: v).argb }
            }
        }
        composite(layer, atX: area.minX, y: area.minY, opacity: 255, clip: area, mask: mask)
    }
}
