import Foundation
import Raster

/// Core Graphics' drawing context, as `draw(_:)` receives it through `UIGraphicsGetCurrentContext()`.
/// Coordinates are the view's bounds coordinates in points (origin top-left, y down, as UIKit's);
/// drawing lands in the view's backing store at the screen's scale, anti-aliased.
///
/// Supported: fill and stroke of rects, rounded rects (`UIBezierPath`), ellipses, and of paths of lines,
/// Bézier curves and arcs (flattened; filled with the nonzero rule, stroked with butt caps and miter,
/// round or bevel joins); `clear`; the CTM (translate, scale, rotate); save/restore of the graphics
/// state; rectangular clipping; text (`String.draw(at:withAttributes:)`).
public final class CGContext {
    /// Backing-store size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    let scale: CGFloat
    /// The fonts text is drawn with: those of the application whose display pass made the context.
    var fonts: FontRenderer?
    /// Allocated on the first drawing call, so views that draw nothing cost nothing.
    private var bitmap: Bitmap?

    struct GState {
        var ctm: Transform2D
        var fill = PremultipliedColor.black
        var stroke = PremultipliedColor.black
        var lineWidth: CGFloat = 1
        var lineJoin = CGLineJoin.miter
        var lineCap = CGLineCap.butt
        var interpolationQuality = CGInterpolationQuality.default
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
        var clip: IntRect
        var mask: CoverageMask?
    }
    private var state: GState
    private var stack: [GState] = []

    private(set) var currentPath = PathBuilder()

    /// A context for a backing store of `size` points at `scale` pixels per point, whose top-left is
    /// the bounds point `origin`.
    init(size: CGSize, origin: CGPoint, scale: CGFloat) {
        self.scale = scale
        pixelWidth = size.width.pixelCount(scale: scale, .up)
        pixelHeight = size.height.pixelCount(scale: scale, .up)
        let ctm = Transform2D.translation(-Double(origin.x), -Double(origin.y)).concatenating(.scale(Double(scale), Double(scale)))
        state = GState(ctm: ctm, clip: IntRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
    }

    /// The backing store, if anything was drawn.
    var bitmapIfDrawn: Bitmap? { bitmap }

    private func drawing(_ body: (inout Bitmap, GState) -> Void) {
        if bitmap == nil { bitmap = Bitmap(width: pixelWidth, height: pixelHeight) }
        body(&bitmap!, state)
    }

    private var transform: ProjectiveTransform { ProjectiveTransform(state.ctm) }

    // MARK: Graphics state

    public func saveGState() { stack.append(state) }
    public func restoreGState() { if let s = stack.popLast() { state = s } }

    public func setFillColor(_ color: CGColor) { state.fill = color.color.premultiplied }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color.premultiplied }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: red, green: green, blue: blue, alpha: alpha).premultiplied
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: red, green: green, blue: blue, alpha: alpha).premultiplied
    }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Kept and read back by `lineCap`; strokes are drawn with butt caps (others reported once).
    @MainActor
    public func setLineCap(_ cap: CGLineCap) {
        if cap != .butt { NotSimulated.record("CGContext.setLineCap (round and square caps)") }
        state.lineCap = cap
    }
    var lineCap: CGLineCap { state.lineCap }
    /// Kept in the graphics state and read back; scaled images are drawn bilinear whatever it says.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    public var ctm: CGAffineTransform {
        let t = state.ctm
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = Transform2D.translation(Double(x), Double(y)).concatenating(state.ctm) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = Transform2D.scale(Double(x), Double(y)).concatenating(state.ctm) }
    public func rotate(by angle: CGFloat) { state.ctm = Transform2D.rotation(Double(angle)).concatenating(state.ctm) }
    public func concatenate(_ t: CGAffineTransform) { state.ctm = t.transform2D.concatenating(state.ctm) }

    /// Later drawing stays inside `rect` (intersected with the current clip).
    public func clip(to rect: CGRect) {
        let m = CoverageMask(shape: .roundedRect(RoundedRect(rect: rect.rasterRect)), transform: transform, clip: state.clip)
        state.mask = state.mask.map { $0.intersection(m) } ?? m
        state.clip = state.clip.intersection(m.bounds)
    }

    // MARK: Rects and ellipses

    public func fill(_ rect: CGRect) { fill(shape: .roundedRect(RoundedRect(rect: rect.standardized.rasterRect))) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func stroke(_ rect: CGRect) { stroke(rect, width: state.lineWidth) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let s = state
        drawing { b, _ in
            b.strokeRoundedRect(RoundedRect(rect: rect.standardized.rasterRect), lineWidth: Double(width), transform: transform,
                                color: s.stroke, opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
        }
    }
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        let s = state
        drawing { b, _ in
            guard let box = transform.boundingBox(of: rect.standardized.rasterRect, margin: 0) else { return }
            b.fill(box, with: .clear, blendMode: .copy, clip: s.clip)
        }
    }
    public func fillEllipse(in rect: CGRect) { fill(shape: .ellipse(rect.standardized.rasterRect)) }
    public func strokeEllipse(in rect: CGRect) {
        let s = state
        drawing { b, _ in
            b.strokeEllipse(in: rect.standardized.rasterRect, lineWidth: Double(s.lineWidth), transform: transform, color: s.stroke,
                            opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
        }
    }

    func fill(shape: Shape) {
        let s = state
        drawing { b, _ in b.fill(shape, transform: transform, color: s.fill, opacity: Double(s.alpha), clip: s.clip, mask: s.mask) }
    }

    func strokeRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let s = state
        drawing { b, _ in
            b.strokeRoundedRect(RoundedRect(rect: rect.standardized.rasterRect, radius: Double(radius)), lineWidth: Double(s.lineWidth),
                                transform: transform, color: s.stroke, opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
        }
    }

    /// Draws `image` (pixels) into `rect` (points), stretched.
    func draw(_ image: Bitmap, in rect: CGRect) {
        guard image.width > 0, image.height > 0 else { return }
        let s = state
        let toRect = Transform2D.scale(Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            .concatenating(.translation(Double(rect.minX), Double(rect.minY)))
        drawing { b, _ in
            b.draw(image, transform: ProjectiveTransform(toRect.concatenating(s.ctm)), opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
        }
    }

    // MARK: Paths

    public func beginPath() { currentPath = PathBuilder() }
    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var currentPointOfPath: CGPoint { currentPath.currentPoint ?? .zero }
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func closePath() { currentPath.close() }
    public func addRect(_ rect: CGRect) { currentPath.add(.rect(rect.standardized)) }
    public func addEllipse(in rect: CGRect) { currentPath.add(.ellipse(rect.standardized)) }
    func addRoundedRect(_ rect: CGRect, radius: CGFloat) { currentPath.add(.roundedRect(rect.standardized, radius)) }
    func addElements(_ elements: [PathElement]) { elements.forEach { currentPath.add($0) } }

    private var rasterJoin: LineJoin {
        switch state.lineJoin {
        case .miter: return .miter(limit: Double(state.miterLimit))
        case .round: return .round
        case .bevel: return .bevel
        }
    }

    /// Strokes the current path with the stroke colour, line width and join, then clears the currentPath.
    public func strokePath() {
        let elements = currentPath.finish()
        beginPath()
        let s = state, join = rasterJoin
        for e in elements {
            switch e {
            case .rect(let r): stroke(r)
            case .roundedRect(let r, let radius): strokeRoundedRect(r, radius: radius)
            case .ellipse(let r): strokeEllipse(in: r)
            case .polyline(let pts, let closed):
                drawing { b, _ in
                    b.strokePolyline(pts.map { (Double($0.x), Double($0.y)) }, closed: closed, width: Double(s.lineWidth), join: join,
                                     transform: transform, color: s.stroke, opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
                }
            }
        }
    }

    /// Fills the current path with the fill colour (lines and curves by the nonzero rule, each subpath
    /// closed), then clears the currentPath.
    public func fillPath() {
        let elements = currentPath.finish()
        beginPath()
        var polygons: [[(x: Double, y: Double)]] = []
        for e in elements {
            switch e {
            case .rect(let r): fill(r)
            case .roundedRect(let r, let radius): fill(shape: .roundedRect(RoundedRect(rect: r.rasterRect, radius: Double(radius))))
            case .ellipse(let r): fillEllipse(in: r)
            case .polyline(let pts, _): polygons.append(pts.map { (Double($0.x), Double($0.y)) })
            }
        }
        guard !polygons.isEmpty else { return }
        let s = state
        drawing { b, _ in
            b.fillPolygons(polygons, transform: transform, color: s.fill, opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
        }
    }

    // MARK: Clipping to a path, drawing modes

    /// Later drawing stays inside the current path (each subpath closed and filled by the nonzero rule,
    /// or the even-odd one), intersected with the current clip; the path is cleared, as Core Graphics does.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = currentPath.finish()
        beginPath()
        var scratch = Bitmap(width: pixelWidth, height: pixelHeight)
        let full = IntRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        var polygons: [[(x: Double, y: Double)]] = []
        for e in elements {
            switch e {
            case .rect(let r):
                scratch.fill(.roundedRect(RoundedRect(rect: r.standardized.rasterRect)), transform: transform, color: .black, clip: full)
            case .roundedRect(let r, let radius):
                scratch.fill(.roundedRect(RoundedRect(rect: r.rasterRect, radius: Double(radius))), transform: transform, color: .black,
                             clip: full)
            case .ellipse(let r): scratch.fill(.ellipse(r.standardized.rasterRect), transform: transform, color: .black, clip: full)
            case .polyline(let pts, _): polygons.append(pts.map { (Double($0.x), Double($0.y)) })
            }
        }
        if !polygons.isEmpty {
            scratch.fillPolygons(polygons, transform: transform, color: .black, clip: full, evenOdd: rule == .evenOdd)
        }
        let m = CoverageMask(bounds: full, values: scratch.pixels.map { UInt8($0 >> 24) })
        state.mask = state.mask.map { $0.intersection(m) } ?? m
    }

    /// Fills, strokes or both the current path, then clears it. The even-odd modes fill by the
    /// nonzero rule, as `fillPath()` does.
    public func drawPath(using mode: CGPathDrawingMode) {
        let saved = currentPath
        switch mode {
        case .fill, .eoFill: fillPath()
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            fillPath()
            currentPath = saved
            strokePath()
        }
    }
}
