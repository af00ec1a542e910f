import Foundation

/// Core Graphics' immutable path, as shape layers, shadow paths and `UIBezierPath.cgPath` hand it
/// around. It keeps the same elements the drawing context draws (`PathElement`): exact rects, rounded
/// rects and ellipses, and polylines for lines, curves and arcs.
open class CGPath: Equatable, @unchecked Sendable {
    var builder: PathBuilder

    init(builder: PathBuilder) { self.builder = builder }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var b = PathBuilder()
        b.add(.rect(rect.standardized), transform: transform?.pointee)
        self.init(builder: b)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var b = PathBuilder()
        b.add(.ellipse(rect.standardized), transform: transform?.pointee)
        self.init(builder: b)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        var b = PathBuilder()
        b.add(.roundedRect(rect.standardized, min(cornerWidth, cornerHeight)), transform: transform?.pointee)
        self.init(builder: b)
    }

    /// The path's elements, the open subpath included.
    var elements: [PathElement] {
        var b = builder
        return b.finish()
    }

    public var isEmpty: Bool { builder.isEmpty }
    public var currentPoint: CGPoint { builder.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path (curves are flattened, so control points
    /// do not count: `boundingBoxOfPath` and `boundingBox` agree).
    public var boundingBoxOfPath: CGRect {
        var r = CGRect.null
        for e in elements {
            switch e {
            case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): r = r.union(rect)
            case .polyline(let pts, _): for p in pts { r = r.union(CGRect(origin: p, size: .zero)) }
            }
        }
        return r
    }
    public var boundingBox: CGRect { boundingBoxOfPath }

    public func copy() -> CGPath? { CGPath(builder: builder) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(builder: builder) }

    /// The path as straight-edged subpaths (what strokes, trims and dashes walk).
    var polylines: [Polyline] { elements.map(Polyline.init) }

    /// Whether `point` is inside the filled path (the nonzero rule, or even-odd with `eoFill`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform.inverted())
        var winding = 0, crossings = 0
        for line in polylines {
            let pts = line.points
            guard pts.count > 2 else { continue }
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { winding += b.y > a.y ? 1 : -1; crossings += 1 }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a === b || a.elements == b.elements }
}

/// Core Graphics' path that can grow: what `UIBezierPath` and hand-built shapes produce.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(builder: PathBuilder()) }
    override init(builder: PathBuilder) { super.init(builder: builder) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { builder.move(to: point.applying(transform)) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { builder.addLine(to: point.applying(transform)) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        if transform == .identity {
            builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        } else {
            var arc = PathBuilder()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            let pts = (arc.finish().first.map(Polyline.init)?.points ?? []).map { $0.applying(transform) }
            for (i, p) in pts.enumerated() {
                if i == 0 && builder.currentPoint == nil { builder.move(to: p) } else { builder.addLine(to: p) }
            }
        }
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { builder.add(.rect(rect.standardized), transform: transform) }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.add(.ellipse(rect.standardized), transform: transform)
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        builder.add(.roundedRect(rect.standardized, min(cornerWidth, cornerHeight)), transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements { builder.add(e, transform: transform) }
    }
    public func closeSubpath() { builder.close() }
}

/// Core Graphics' fill rules.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

extension PathBuilder {
    /// Adds `e` mapped through `transform`: a shape Raster draws exactly stays one while the map is a
    /// translation and scale; otherwise it becomes its polyline.
    mutating func add(_ e: PathElement, transform: CGAffineTransform?) {
        guard let t = transform, t != .identity else { return add(e) }
        switch e {
        case .rect(let r) where t.b == 0 && t.c == 0: add(.rect(r.applying(t)))
        case .ellipse(let r) where t.b == 0 && t.c == 0: add(.ellipse(r.applying(t)))
        case .roundedRect(let r, let radius) where t.b == 0 && t.c == 0 && abs(t.a) == abs(t.d):
            add(.roundedRect(r.applying(t), radius * abs(t.a)))
        default:
            let line = Polyline(e)
            add(.polyline(line.points.map { $0.applying(t) }, closed: line.closed))
        }
    }
}

extension PathElement: Equatable {
    static func == (a: PathElement, b: PathElement) -> Bool {
        switch (a, b) {
        case let (.rect(x), .rect(y)), let (.ellipse(x), .ellipse(y)): return x == y
        case let (.roundedRect(x, r), .roundedRect(y, s)): return x == y && r == s
        case let (.polyline(p, c), .polyline(q, d)): return p == q && c == d
        default: return false
        }
    }
}
