/// A rectangle with circular corners of one radius (0 for square corners), as a layer's
/// `cornerRadius` shapes its background, border and clip.
public struct RoundedRect: Equatable, Hashable, Sendable {
    public var rect: Rect
    /// Clamped to half the shorter side, as Core Animation does.
    public var radius: Double

    public init(rect: Rect, radius: Double = 0) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// The inner edge of a border of `width` drawn inside this shape: inset by the width, with the
    /// corner radius reduced by it (Core Animation's border geometry).
    public func inset(by width: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(width), radius: max(0, radius - width))
    }
}
