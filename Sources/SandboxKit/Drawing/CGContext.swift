import Foundation
import Raster

/// Core Graphics' drawing context, as `draw(_:)` receives it through `UIGraphicsGetCurrentContext()`.
/// Coordinates are the view's bounds coordinates in points (origin top-left, y down, as UIKit's);
/// drawing lands in the view's backing store at the screen's scale, anti-aliased.
///
/// Supported: fill and stroke of rects, rounded rects (`UIBezierPath`), ellipses; stroked lines and
/// polylines (butt caps; joins are not filled in); `clear`; the CTM (translate, scale, rotate);
/// save/restore of the graphics state; rectangular clipping; text (`String.draw(at:withAttributes:)`).
/// Filling an arbitrary polygon path is not supported: only the rect and ellipse parts of a path fill.
public final class CGContext {
    /// Backing-store size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    let scale: CGFloat
    /// Allocated on the first drawing call, so views that draw nothing cost nothing.
    private var bitmap: Bitmap?

    struct GState {
        var ctm: Transform2D
        var fill = PremultipliedColor.black
        var stroke = PremultipliedColor.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var clip: IntRect
        var mask: CoverageMask?
    }
    private var state: GState
    private var stack: [GState] = []

    enum PathElement {
        case rect(CGRect), roundedRect(CGRect, CGFloat), ellipse(CGRect), polyline([CGPoint], closed: Bool)
    }
    private var path: [PathElement] = []
    private var currentLine: [CGPoint] = []

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

    public func beginPath() { path.removeAll(); currentLine.removeAll() }
    public func move(to point: CGPoint) { endLine(closed: false); currentLine = [point] }
    public func addLine(to point: CGPoint) {
        if currentLine.isEmpty { currentLine = [point] } else { currentLine.append(point) }
    }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    public func closePath() { endLine(closed: true) }
    public func addRect(_ rect: CGRect) { endLine(closed: false); path.append(.rect(rect.standardized)) }
    public func addEllipse(in rect: CGRect) { endLine(closed: false); path.append(.ellipse(rect.standardized)) }
    func addRoundedRect(_ rect: CGRect, radius: CGFloat) { endLine(closed: false); path.append(.roundedRect(rect.standardized, radius)) }

    private func endLine(closed: Bool) {
        if currentLine.count > 1 { path.append(.polyline(currentLine, closed: closed)) }
        currentLine.removeAll()
    }

    /// Strokes the current path with the stroke colour and line width, then clears the path.
    public func strokePath() {
        endLine(closed: false)
        let s = state
        for e in path {
            switch e {
            case .rect(let r): stroke(r)
            case .roundedRect(let r, let radius): strokeRoundedRect(r, radius: radius)
            case .ellipse(let r): strokeEllipse(in: r)
            case .polyline(let pts, let closed):
                let segments = closed ? Array(zip(pts, pts.dropFirst() + [pts[0]])) : Array(zip(pts, pts.dropFirst()))
                drawing { b, _ in
                    for (p, q) in segments {
                        b.strokeLine(x0: Double(p.x), y0: Double(p.y), x1: Double(q.x), y1: Double(q.y), width: Double(s.lineWidth),
                                     transform: transform, color: s.stroke, opacity: Double(s.alpha), clip: s.clip, mask: s.mask)
                    }
                }
            }
        }
        beginPath()
    }

    /// Fills the rect and ellipse parts of the current path with the fill colour, then clears the path.
    public func fillPath() {
        endLine(closed: false)
        for e in path {
            switch e {
            case .rect(let r): fill(r)
            case .roundedRect(let r, let radius): fill(shape: .roundedRect(RoundedRect(rect: r.rasterRect, radius: Double(radius))))
            case .ellipse(let r): fillEllipse(in: r)
            case .polyline: break
            }
        }
        beginPath()
    }
}
