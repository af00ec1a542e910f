import Foundation
import Raster

/// Core Animation's gradient layer: `colors` spread over the layer's bounds (rounded by `cornerRadius`)
/// between `startPoint` and `endPoint` (unit coordinates of the bounds: (0.5, 0) to (0.5, 1), top to
/// bottom, by default), at `locations` (evenly spaced when nil). Axial gradients run along the line;
/// radial ones are ellipses about the start point reaching the end point's x and y distances; conic ones
/// sweep clockwise about the start point from the direction of the end point. Colours mix in
/// premultiplied space, as Core Animation's do (a fade to clear keeps its hue). `colors`, `locations`,
/// `startPoint` and `endPoint` animate with `CABasicAnimation` (skeleton loaders' shimmer).
open class CAGradientLayer: CALayer {
    /// CGColors (UIColors are taken too); fewer than one draws nothing, one fills plainly.
    public var colors: [Any]? { didSet { setNeedsComposite() } }
    /// Stops in 0...1, one per colour.
    public var locations: [NSNumber]? { didSet { if locations != oldValue { setNeedsComposite() } } }
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsComposite() } } }
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsComposite() } } }
    public var type: CAGradientLayerType = .axial { didSet { if type != oldValue { setNeedsComposite() } } }

    public override init() {
        super.init()
        drawsLayerContent = true
    }

    override class func makeBackingLayer() -> CALayer { CAGradientLayer() }

    override func contentExtent(_ st: LayerState) -> CGRect { st.bounds }

    override func drawContent(into target: inout Bitmap, transform t: ProjectiveTransform, clip: IntRect, mask: CoverageMask?,
                              opacity: Double, scale: CGFloat) {
        let st = presentationState
        let b = st.bounds
        guard b.width > 0, b.height > 0, let ramp = GradientRamp(colors: presentedColors, locations: presentedLocations) else { return }
        let start = presentedPoint("startPoint", startPoint), end = presentedPoint("endPoint", endPoint)
        let sx = Double(b.minX + start.x * b.width), sy = Double(b.minY + start.y * b.height)
        let ex = Double(b.minX + end.x * b.width), ey = Double(b.minY + end.y * b.height)
        let shape = Shape.roundedRect(RoundedRect(rect: b.rasterRect, radius: Double(st.cornerRadius)))
        switch type {
        case .radial:
            // Unit distance at the end point's x and y offsets from the centre (an ellipse over the bounds).
            let rx = max(abs(ex - sx), 1e-9), ry = max(abs(ey - sy), 1e-9)
            let rxs = abs(ex - sx) < 1e-9 ? ry : rx, rys = abs(ey - sy) < 1e-9 ? rx : ry
            target.fill(shape, transform: t, opacity: opacity, clip: clip, mask: mask) { x, y in
                let dx = (x - sx) / rxs, dy = (y - sy) / rys
                return ramp.color(at: (dx * dx + dy * dy).squareRoot())
            }
        case .conic:
            let a0 = atan2(ey - sy, ex - sx)
            target.fill(shape, transform: t, opacity: opacity, clip: clip, mask: mask) { x, y in
                var a = atan2(y - sy, x - sx) - a0
                while a < 0 { a += 2 * .pi }
                return ramp.color(at: a / (2 * .pi))
            }
        default:
            let dx = ex - sx, dy = ey - sy, len2 = dx * dx + dy * dy
            target.fill(shape, transform: t, opacity: opacity, clip: clip, mask: mask) { x, y in
                ramp.color(at: len2 > 0 ? ((x - sx) * dx + (y - sy) * dy) / len2 : 0)
            }
        }
    }

    private var presentedColors: [CGColor] {
        if case .colors(let c)? = presentedValue(forKeyPath: "colors") { return c }
        return (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
    }

    private var presentedLocations: [Double]? {
        if case .numbers(let n)? = presentedValue(forKeyPath: "locations") { return n }
        return locations?.map(\.doubleValue)
    }

    private func presentedPoint(_ keyPath: String, _ model: CGPoint) -> CGPoint {
        if case .point(let p)? = presentedValue(forKeyPath: keyPath) { return p }
        return model
    }

    override func modelValue(forKeyPath keyPath: String) -> AnimatedValue? {
        switch keyPath {
        case "colors": return .colors((colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor })
        case "locations": return locations.map { .numbers($0.map(\.doubleValue)) }
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.modelValue(forKeyPath: keyPath)
        }
    }

    override func copyForPresentation() -> CALayer {
        let copy = CAGradientLayer()
        copy.colors = presentedColors
        copy.locations = presentedLocations?.map { NSNumber(value: $0) }
        copy.startPoint = presentedPoint("startPoint", startPoint)
        copy.endPoint = presentedPoint("endPoint", endPoint)
        copy.type = type
        return copy
    }
}
