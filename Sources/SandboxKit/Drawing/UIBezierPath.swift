import Foundation

/// UIKit's path object: rects, rounded rects and ovals (drawn with analytic anti-aliasing), and lines,
/// Bézier curves and arcs. `fill()` and `stroke()` draw into the current context with its fill and
/// stroke colours (`UIColor.setFill()`/`setStroke()`) and this path's `lineWidth` and `lineJoinStyle`.
open class UIBezierPath: NSObject {
    public var lineWidth: CGFloat = 1
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var lineCapStyle: CGLineCap = .butt
    /// Whether `addClip()` and `contains(_:)` use the even-odd rule instead of the nonzero one; `fill()`
    /// fills by the nonzero rule either way (reported once as not simulated).
    public var usesEvenOddFillRule = false {
        didSet { if usesEvenOddFillRule { NotSimulated.recordFromAnyThread("UIBezierPath.usesEvenOddFillRule when filling") } }
    }
    var builder = PathBuilder()

    public override init() {}
    public convenience init(rect: CGRect) { self.init(); builder.add(.rect(rect.standardized)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(); builder.add(.roundedRect(rect.standardized, cornerRadius))
    }
    public convenience init(ovalIn rect: CGRect) { self.init(); builder.add(.ellipse(rect.standardized)) }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { builder.move(to: point) }
    open func addLine(to point: CGPoint) { builder.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        builder.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { builder.addQuadCurve(to: end, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func close() { builder.close() }

    /// The path as Core Graphics' (a copy; setting it replaces this path's elements).
    open var cgPath: CGPath {
        get { CGPath(builder: builder) }
        set { builder = newValue.builder }
    }
    public convenience init(cgPath: CGPath) { self.init(); builder = cgPath.builder }
    open func append(_ path: UIBezierPath) { for e in path.cgPath.elements { builder.add(e) } }
    open func apply(_ transform: CGAffineTransform) {
        var mapped = PathBuilder()
        for e in cgPath.elements { mapped.add(e, transform: transform) }
        builder = mapped
    }
    open var bounds: CGRect { cgPath.boundingBoxOfPath }

    open var isEmpty: Bool { builder.isEmpty }
    open var currentPoint: CGPoint { builder.currentPoint ?? .zero }

    @MainActor open func fill() { draw { $0.fillPath() } }

    @MainActor open func stroke() {
        draw { ctx in
            ctx.setLineWidth(lineWidth)
            ctx.setLineJoin(lineJoinStyle)
            ctx.setMiterLimit(miterLimit)
            ctx.setLineCap(lineCapStyle)
            ctx.strokePath()
        }
    }

    @MainActor private func draw(_ action: (CGContext) -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var copy = builder
        ctx.saveGState()
        ctx.beginPath()
        ctx.addElements(copy.finish())
        action(ctx)
        ctx.restoreGState()
    }
}
