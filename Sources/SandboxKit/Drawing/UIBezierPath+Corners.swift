import Foundation

extension UIBezierPath {
    /// A rectangle with only `corners` rounded, each by `cornerRadii.width` (UIKit uses the width for
    /// both radii), clamped to half the rectangle's shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2, r.height / 2))
        func rr(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = rr(.topLeft), tr = rr(.topRight), br = rr(.bottomRight), bl = rr(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addArc(withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { addArc(withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addArc(withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { addArc(withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
        close()
    }

    /// Whether `point` is inside the path (by `usesEvenOddFillRule`'s rule).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Intersects the current context's clip with the path; later drawing stays inside it.
    @MainActor
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var copy = builder
        ctx.beginPath()
        ctx.addElements(copy.finish())
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
