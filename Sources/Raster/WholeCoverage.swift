/// Where a rounded rectangle covers target pixels whole, for certain: a pixel whose centre lies deeper
/// inside than the pixel reaches (half its extent across each straight edge) and outside the corners'
/// squares, by a margin far above rounding error. `Shape.coverage` gives exactly 1 there, so the
/// textured draw and the clip masks skip it for those pixels, most of a scaled view or a rounded clip.
struct WholeCoverage {
    let centreX: Double, centreY: Double, halfWidth: Double, halfHeight: Double, radius: Double
    /// Added to every margin: far above the rounding error of the coverage formula, far below a pixel.
    static let slack = 1e-6

    /// Nil for shapes other than a rounded rectangle (they always get the coverage formula).
    init?(_ shape: Shape) {
        guard case .roundedRect(let r) = shape else { return nil }
        halfWidth = r.rect.width / 2
        halfHeight = r.rect.height / 2
        // the same centre expressions as `Shape.coverage(of:x:y:_:)`
        centreX = r.rect.x + halfWidth
        centreY = r.rect.y + halfHeight
        radius = max(r.radius, 0)
    }

    /// Whether the pixel whose centre maps to local (`x`, `y`), with derivative `j`, is covered whole.
    @inline(__always)
    func contains(x: Double, y: Double, _ j: Jacobian) -> Bool {
        let dx = abs(x - centreX), dy = abs(y - centreY)
        let ex = (abs(j.xX) + abs(j.xY)) * 0.5 + Self.slack, ey = (abs(j.yX) + abs(j.yY)) * 0.5 + Self.slack
        let rounded = radius + Self.slack
        return (dx <= halfWidth - max(ex, rounded) && dy <= halfHeight - ey)
            || (dx <= halfWidth - ex && dy <= halfHeight - max(ey, rounded))
    }
}
