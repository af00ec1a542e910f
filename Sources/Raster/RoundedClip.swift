/// A rounded rectangle that clips what is drawn inside it, split for drawing: the parts of its area where
/// its coverage is whole, drawn without a mask, and the rest (its edges' partial pixels and its corners),
/// each part with a coverage mask of its own.
///
/// Drawing through the one mask of the whole area gives the same bytes: the mask is 255 in the clear
/// parts (`WholeCoverage` vouches for every pixel there, with a pixel to spare), a draw through a mask
/// of 255 is a draw without one, and each masked part's mask holds the whole mask's values. But the
/// whole mask costs a coverage test per pixel of the area, and everything drawn through it takes the
/// per-pixel paths: a scaled view with rounded corners (a page sheet's presenting view) would be drawn
/// pixel by pixel on every frame of its animation.
public struct RoundedClip {
    /// Disjoint rectangles inside the clip where the coverage is whole.
    public let clear: [IntRect]
    /// The rest of the area a mask of the whole shape would cover within the clip, in disjoint parts,
    /// each mask's bounds its part.
    public let masked: [CoverageMask]

    /// Nil unless `transform` only scales (positively) and translates: other maps keep the whole mask.
    public init?(_ shape: RoundedRect, transform: ProjectiveTransform, clip: IntRect) {
        let area = drawingArea(local: Shape.roundedRect(shape).localBounds, transform: transform, target: clip, clip: nil, mask: nil)
        guard !area.isEmpty, let bands = Self.bands(shape, transform: transform, area: area) else { return nil }
        var clear: [IntRect] = [], masked: [CoverageMask] = []
        func mask(_ columns: Range<Int>, _ rows: Range<Int>) {
            guard !columns.isEmpty else { return }
            masked.append(CoverageMask(shape: .roundedRect(shape), transform: transform,
                                       clip: IntRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)))
        }
        for (rows, columns) in bands {
            guard !columns.isEmpty else {
                mask(area.minX..<area.maxX, rows)
                continue
            }
            clear.append(IntRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count))
            mask(area.minX..<columns.lowerBound, rows)
            mask(columns.upperBound..<area.maxX, rows)
        }
        self.clear = clear
        self.masked = masked
    }

    /// `area`'s rows in bands, each with the columns (within `area`, maybe none) where `shape`'s coverage
    /// is whole on every row of the band, a pixel in from where `WholeCoverage` would vouch for it. Nil
    /// unless `transform` only scales (positively) and translates.
    static func bands(_ shape: RoundedRect, transform: ProjectiveTransform, area: IntRect) -> [(rows: Range<Int>, clear: Range<Int>)]? {
        guard let a = transform.affine, a.b == 0, a.c == 0, a.a > 0, a.d > 0 else { return nil }
        let r = max(shape.radius, 0)
        let x0 = a.a * shape.rect.minX + a.tx, x1 = a.a * shape.rect.maxX + a.tx
        let y0 = a.d * shape.rect.minY + a.ty, y1 = a.d * shape.rect.maxY + a.ty
        guard [x0, x1, y0, y1].allSatisfy({ abs($0) < 1e8 }) else { return nil }
        // Whole pixels inside [lo, hi], a pixel in from each end: beyond any rounding of the coverage test.
        func inside(_ lo: Double, _ hi: Double) -> Range<Int> {
            let first = Int(lo.rounded(.up)) + 1, end = Int(hi.rounded(.down)) - 1
            return first < end ? first..<end : first..<first
        }
        // the band between the top and bottom corners, nearly the full width, and the band between the
        // left and right corners, nearly the full height
        let wideX = inside(x0, x1), wideY = inside(y0 + a.d * r, y1 - a.d * r)
        let tallX = inside(x0 + a.a * r, x1 - a.a * r), tallY = inside(y0, y1)
        let cuts = Set([area.minY, area.maxY] + [wideY.lowerBound, wideY.upperBound, tallY.lowerBound, tallY.upperBound]
            .map { min(max($0, area.minY), area.maxY) }).sorted()
        return zip(cuts, cuts.dropFirst()).map { top, bottom in
            let whole = !wideY.isEmpty && wideY.contains(top) ? wideX : !tallY.isEmpty && tallY.contains(top) ? tallX : 0..<0
            return (top..<bottom, whole.clamped(to: area.minX..<area.maxX))
        }
    }
}
