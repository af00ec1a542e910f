import Foundation

/// UIKit's path object for the shapes Raster draws: rects, rounded rects, ovals and polylines.
/// `fill()` and `stroke()` draw into the current context with its fill and stroke colours
/// (`UIColor.setFill()`/`setStroke()`) and this path's `lineWidth`.
open class UIBezierPath {
    public var lineWidth: CGFloat = 1
    private var elements: [CGContext.PathElement] = []
    private var points: [CGPoint] = []

    public init() {}
    public convenience init(rect: CGRect) { self.init(); elements = [.rect(rect.standardized)] }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(); elements = [.roundedRect(rect.standardized, cornerRadius)]
    }
    public convenience init(ovalIn rect: CGRect) { self.init(); elements = [.ellipse(rect.standardized)] }

    open func move(to point: CGPoint) { flushLine(closed: false); points = [point] }
    open func addLine(to point: CGPoint) { if points.isEmpty { points = [point] } else { points.append(point) } }
    open func close() { flushLine(closed: true) }

    private func flushLine(closed: Bool) {
        if points.count > 1 { elements.append(.polyline(points, closed: closed)) }
        points.removeAll()
    }

    open var isEmpty: Bool { elements.isEmpty && points.count < 2 }

    /// Fills the rect, rounded-rect and oval parts (polylines do not fill).
    open func fill() { draw { $0.fillPath() } }

    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        draw { $0.strokePath() }
        ctx.restoreGState()
    }

    private func draw(_ action: (CGContext) -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        flushLine(closed: false)
        ctx.beginPath()
        for e in elements {
            switch e {
            case .rect(let r): ctx.addRect(r)
            case .roundedRect(let r, let radius): ctx.addRoundedRect(r, radius: radius)
            case .ellipse(let r): ctx.addEllipse(in: r)
            case .polyline(let pts, let closed):
                ctx.addLines(between: pts)
                if closed { ctx.closePath() }
            }
        }
        action(ctx)
    }
}
