extension Bitmap {
    /// The smallest rectangle holding every pixel that is not fully transparent (zero when there is none).
    /// Compositing a premultiplied bitmap source-over leaves the target alone where a pixel is 0, so only
    /// this rectangle needs to be drawn: a label's backing store is mostly clear around its text.
    public func inkBounds() -> IntRect {
        var minX = width, maxX = -1, minY = height, maxY = -1
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * width
                var first = -1
                for x in 0..<width where p[row + x] != 0 { first = x; break }
                guard first >= 0 else { continue }
                var last = first
                for x in stride(from: width - 1, to: first, by: -1) where p[row + x] != 0 { last = x; break }
                minX = Swift.min(minX, first); maxX = Swift.max(maxX, last)
                minY = Swift.min(minY, y); maxY = y
            }
        }
        return maxX < 0 ? .zero : IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
