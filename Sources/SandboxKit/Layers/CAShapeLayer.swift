import Foundation
import Raster

/// Core Animation's shape layer: a path filled and stroked by the compositor at the screen's scale (so
/// it stays sharp under any scale), over the layer's background and under its sublayers. The path is in
/// the layer's bounds coordinates and may reach outside them, as it does on iOS (a layer with zero
/// bounds at its superlayer's origin draws the path in the superlayer's coordinates).
///
/// `strokeStart`/`strokeEnd` trim the stroke to fractions of the path's whole length (progress rings);
/// `lineDashPattern` cuts it into dashes. `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart`,
/// `strokeEnd` and `lineDashPhase` animate with `CABasicAnimation`.
open class CAShapeLayer: CALayer {
    public var path: CGPath? { didSet { if path != oldValue { setNeedsComposite() } } }
    /// Opaque black by default, as in Core Animation; nil fills nothing.
    public var fillColor: CGColor? = CGColor(Color(red: 0, green: 0, blue: 0)) { didSet { if fillColor != oldValue { setNeedsComposite() } } }
    /// None by default: set it (and `lineWidth`) to stroke.
    public var strokeColor: CGColor? { didSet { if strokeColor != oldValue { setNeedsComposite() } } }
    public var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { setNeedsComposite() } } }
    public var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { setNeedsComposite() } } }
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { setNeedsComposite() } } }
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { setNeedsComposite() } } }
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { setNeedsComposite() } } }
    /// Lengths of dashes and gaps, alternating, in points; nil or empty for a solid line.
    public var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { setNeedsComposite() } } }
    public var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { setNeedsComposite() } } }
    public var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { setNeedsComposite() } } }
    public var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { setNeedsComposite() } } }

    public override init() {
        super.init()
        drawsLayerContent = true
    }

    override class func makeBackingLayer() -> CALayer { CAShapeLayer() }

    /// The path's box grown by the stroke (the wider of the model's and the presented line width).
    override func contentExtent(_ st: LayerState) -> CGRect {
        guard let path = presentedPath else { return .null }
        let box = path.boundingBoxOfPath
        guard !box.isNull else { return .null }
        let width = max(lineWidth, presentedNumber("lineWidth", lineWidth))
        // A miter reaches up to miterLimit half-widths past the corner; round and square caps half a width.
        let reach = strokeColor == nil && animation(forKey: "strokeColor") == nil ? 0 : width / 2 * max(miterLimit, 1.5)
        return box.insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    override func drawContent(into target: inout Bitmap, transform t: ProjectiveTransform, clip: IntRect, mask: CoverageMask?,
                              opacity: Double, scale: CGFloat) {
        guard let path = presentedPath else { return }
        if let fill = presentedColor("fillColor", fillColor), fill.alpha > 0 {
            path.fill(into: &target, transform: t, color: fill.color.premultiplied, opacity: opacity, clip: clip, mask: mask,
                      rule: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        let width = presentedNumber("lineWidth", lineWidth)
        if let stroke = presentedColor("strokeColor", strokeColor), stroke.alpha > 0, width > 0 {
            let dashes = lineDashPattern.map { $0.map { CGFloat($0.doubleValue) } }
            let outline = path.strokeOutline(width: width, join: lineJoin.raster(miterLimit: miterLimit), cap: lineCap.raster,
                                             start: presentedNumber("strokeStart", strokeStart),
                                             end: presentedNumber("strokeEnd", strokeEnd),
                                             dashes: dashes, dashPhase: presentedNumber("lineDashPhase", lineDashPhase))
            target.fillPolygons(outline, transform: t, color: stroke.color.premultiplied, opacity: opacity, clip: clip, mask: mask)
        }
    }

    /// The path on screen now: an animation of `path` switches to its new path half way (paths with
    /// different points do not interpolate here).
    private var presentedPath: CGPath? {
        guard case .path(let p)? = presentedValue(forKeyPath: "path") else { return path }
        return p
    }

    /// Values an explicit animation may start from when it names no `fromValue`.
    override func modelValue(forKeyPath keyPath: String) -> AnimatedValue? {
        switch keyPath {
        case "strokeStart": return .number(Double(strokeStart))
        case "strokeEnd": return .number(Double(strokeEnd))
        case "lineWidth": return .number(Double(lineWidth))
        case "lineDashPhase": return .number(Double(lineDashPhase))
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "path": return path.map { .path($0) }
        default: return super.modelValue(forKeyPath: keyPath)
        }
    }

    override func copyForPresentation() -> CALayer {
        let copy = CAShapeLayer()
        copy.path = presentedPath
        copy.fillColor = presentedColor("fillColor", fillColor)
        copy.strokeColor = presentedColor("strokeColor", strokeColor)
        copy.lineWidth = presentedNumber("lineWidth", lineWidth)
        copy.miterLimit = miterLimit; copy.lineCap = lineCap; copy.lineJoin = lineJoin; copy.fillRule = fillRule
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = presentedNumber("lineDashPhase", lineDashPhase)
        copy.strokeStart = presentedNumber("strokeStart", strokeStart)
        copy.strokeEnd = presentedNumber("strokeEnd", strokeEnd)
        return copy
    }
}
