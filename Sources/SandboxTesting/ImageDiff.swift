import SandboxMedia

/// Per-pixel comparison of two straight-alpha images of the same size.
public struct ImageDiff {
    public let differingPixels: Int
    public let maxChannelDifference: Int
    public let image: StraightImage

    public init(expected: StraightImage, actual: StraightImage, tolerance: Int) {
        var count = 0, maxDiff = 0
        var out = [UInt32](repeating: 0, count: expected.argb.count)
        for i in expected.argb.indices {
            let e = expected.argb[i], a = actual.argb[i]
            var d = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                d = max(d, abs(Int(e >> UInt32(shift) & 0xFF) - Int(a >> UInt32(shift) & 0xFF)))
            }
            maxDiff = max(maxDiff, d)
            if d > tolerance {
                count += 1
                out[i] = 0xFFFF_0000
            } else {
                // Faded grey of the golden, so the red stands out and the layout stays recognisable.
                let l = ((e >> 16 & 0xFF) + (e >> 8 & 0xFF) + (e & 0xFF)) / 3
                let g = 160 + l * 95 / 255
                out[i] = 0xFF00_0000 | g << 16 | g << 8 | g
            }
        }
        differingPixels = count
        maxChannelDifference = maxDiff
        image = StraightImage(width: expected.width, height: expected.height, argb: out)
    }
}
