/// An 8-bit coverage per pixel over a bounding rectangle (0 outside it): the clip of a (transformed,
/// rounded) rectangle, as `masksToBounds` needs. Masks intersect by multiplying coverage.
public struct CoverageMask: Equatable, Sendable {
    public let bounds: IntRect
    public internal(set) var values: [UInt8]

    public init(bounds: IntRect, fill: UInt8 = 255) {
        self.bounds = bounds.isEmpty ? .zero : bounds
        values = [UInt8](repeating: fill, count: self.bounds.area)
    }

    /// Coverage given per pixel, row by row over `bounds` (missing values are 0).
    public init(bounds: IntRect, values: [UInt8]) {
        self.init(bounds: bounds, fill: 0)
        let count = min(values.count, self.values.count)
        self.values.replaceSubrange(0..<count, with: values.prefix(count))
    }

    /// The coverage of `shape` mapped through `transform`, within `clip`.
    public init(shape: Shape, transform: ProjectiveTransform, clip: IntRect) {
        self.init(shape: shape, transform: transform, clip: clip, everyPixelsCoverage: false)
    }

    /// The same, computing every pixel's coverage when `everyPixelsCoverage` (tests compare the two);
    /// otherwise pixels `WholeCoverage` vouches for are 255 without the coverage formula (exactly its value).
    init(shape: Shape, transform: ProjectiveTransform, clip: IntRect, everyPixelsCoverage: Bool) {
        guard let inverse = transform.inverted() else { self.init(bounds: .zero); return }
        let area = drawingArea(local: shape.localBounds, transform: transform, target: clip, clip: nil, mask: nil)
        self.init(bounds: area, fill: 0)
        let ox = self.bounds.minX, oy = self.bounds.minY, w = self.bounds.width
        let whole = everyPixelsCoverage ? nil : WholeCoverage(shape)
        values.withUnsafeMutableBufferPointer { v in
            scanPixels(self.bounds, inverse: inverse) { x, y, lx, ly, j in
                let c = whole?.contains(x: lx, y: ly, j) == true ? 1 : shape.coverage(x: lx, y: ly, j)
                if c > 0 { v[(y - oy) * w + (x - ox)] = UInt8(c * 255 + 0.5) }
            }
        }
    }

    /// Coverage at a pixel; 0 outside the bounds.
    @inlinable public func value(x: Int, y: Int) -> UInt8 {
        guard bounds.contains(x: x, y: y) else { return 0 }
        return values[(y - bounds.minY) * bounds.width + (x - bounds.minX)]
    }

    /// Both masks at once: coverages multiplied (rounded), over the intersection of the bounds.
    public func intersection(_ other: CoverageMask) -> CoverageMask {
        var r = CoverageMask(bounds: bounds.intersection(other.bounds), fill: 0)
        let b = r.bounds
        guard !b.isEmpty else { return r }
        for y in b.minY..<b.maxY {
            for x in b.minX..<b.maxX {
                r.values[(y - b.minY) * b.width + (x - b.minX)] =
                    UInt8(div255(UInt32(value(x: x, y: y)) * UInt32(other.value(x: x, y: y))))
            }
        }
        return r
    }

    /// This mask cut to a rectangle.
    public func intersection(_ rect: IntRect) -> CoverageMask {
        intersection(CoverageMask(bounds: rect.intersection(bounds)))
    }
}
