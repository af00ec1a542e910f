import Foundation

/// Converting points and rectangles between layers of one tree, through each layer's position, anchor
/// point, bounds origin and affine transform (as `UIView.convert` does for views), and hit testing.
extension CALayer {
    /// `p` in this layer's coordinates, in its superlayer's.
    private func toSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds
        let local = CGPoint(x: p.x - b.minX - anchorPoint.x * b.width, y: p.y - b.minY - anchorPoint.y * b.height)
        let t = local.applying(affineTransform())
        return CGPoint(x: t.x + position.x, y: t.y + position.y)
    }

    /// `p` in the superlayer's coordinates, in this layer's (the inverse; a singular transform maps it
    /// as if there were none).
    private func fromSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds
        var t = affineTransform()
        let det = t.a * t.d - t.b * t.c
        if det == 0 || !det.isFinite { t = .identity }
        let local = CGPoint(x: p.x - position.x, y: p.y - position.y).applying(t.inverted())
        return CGPoint(x: local.x + b.minX + anchorPoint.x * b.width, y: local.y + b.minY + anchorPoint.y * b.height)
    }

    private var ancestors: [CALayer] {
        var chain: [CALayer] = [self]
        var next = superlayer
        while let l = next, chain.count < 10_000 { chain.append(l); next = l.superlayer }
        return chain
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        var q = p
        let mine = ancestors
        guard let l else {
            for layer in mine.dropLast() { q = layer.toSuperlayer(q) }
            return q
        }
        let theirs = l.ancestors
        guard let common = mine.first(where: { a in theirs.contains { $0 === a } }) else { return p }
        for layer in mine where layer !== common { q = layer.toSuperlayer(q) }
        let down = theirs.prefix { $0 !== common }
        for layer in down.reversed() { q = layer.fromSuperlayer(q) }
        return q
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else {
            var q = p
            for layer in ancestors.dropLast().reversed() { q = layer.fromSuperlayer(q) }
            return q
        }
        return l.convert(p, to: self)
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: l) }
        return Self.enclosing(corners)
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: l) }
        return Self.enclosing(corners)
    }

    private static func enclosing(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The farthest descendant (or this layer) that contains `p`, given in the superlayer's coordinates;
    /// hidden layers are skipped.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = fromSuperlayer(p)
        if masksToBounds && !contains(local) { return nil }
        for sub in (sublayers ?? []).reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `p` (in this layer's coordinates) is at its
    /// top left.
    public func scroll(_ p: CGPoint) {
        var next: CALayer? = self
        while let l = next {
            if let scroller = l as? CAScrollLayer {
                scroller.scroll(to: convert(p, to: scroller))
                return
            }
            next = l.superlayer
        }
    }
}
