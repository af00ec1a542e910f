import Foundation
import Raster

/// The model layer behind every view. It is the single store of a view's geometry and look; `UIView`'s
/// frame, center, transform, alpha and colours are views of it, as in UIKit. Each change goes through
/// `change(_:_:_:)` so that an enclosing animation block can see it and the compositor can mark damage.
@MainActor
open class CALayer: NSObject {
    /// The view this layer backs (UIKit's layer delegate). Not retained and not `weak` (see
    /// `UIView.superview`): the view owns its layer and clears this when it is freed.
    public internal(set) unowned(unsafe) var view: UIView?

    /// The model values (what the app last set).
    package internal(set) var model = LayerState()

    /// The drawn content of the view (its backing store), kept until `setNeedsDisplay`.
    public internal(set) var contents: Bitmap? {
        didSet {
            contentsInk = contents?.inkBounds() ?? .zero
            setNeedsComposite()
        }
    }

    /// The part of `contents` that is not clear, in its pixels: the compositor draws only that (set with
    /// `contents`, so threaded bands only read it).
    private(set) var contentsInk = IntRect.zero

    /// What the compositor remembers about this layer between frames (damage tracking).
    var compositing = LayerCompositingState()

    /// The running animations, in the order they were added (see `CALayer+Animation.swift`).
    var animationList: [LayerAnimation] = []

    /// The layer's sublayers in drawing order, its view's subviews' layers among them, once a sublayer
    /// that backs no view was added (`CALayer+Sublayers.swift`); nil until then, so a view's layer walks
    /// its subviews as they are and costs nothing more.
    var sublayerOrder: [CALayer]?
    /// The superlayer of a layer that backs no view (a view's layer has its superview's).
    weak var parentLayer: CALayer?
    /// The layer this one is the `mask` of.
    weak var maskedLayer: CALayer?
    /// Set by the layer kinds that draw content of their own (shapes, gradients), so the compositor
    /// asks only them for it.
    var drawsLayerContent = false

    /// A layer whose alpha masks this one and its sublayers, in this layer's bounds coordinates.
    public var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskedLayer = nil
            mask?.removeFromSuperlayer()
            mask?.maskedLayer = self
            setNeedsComposite()
        }
    }
    /// The shadow's shape, in bounds coordinates, instead of the rounded bounds.
    public var shadowPath: CGPath? { didSet { if shadowPath != oldValue { setNeedsComposite() } } }
    /// Orders sublayers among their siblings (higher on top; equal values keep their order).
    public var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { superlayer?.setNeedsComposite() } } }
    public var name: String?
    /// Which corners `cornerRadius` rounds: kept; the compositor rounds all four (a subset is reported
    /// once as not simulated).
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners.rawValue != 15 { NotSimulated.record("CALayer.maskedCorners") } }
    }
    /// Kept for apps that set them; the compositor always draws at the screen's scale.
    public var contentsScale: CGFloat = 1
    /// Whether a change of the bounds' size redraws the layer's own content (CALayer+Display.swift).
    public var needsDisplayOnBoundsChange = false
    /// The delegate an app set; a view's layer answers its view otherwise (CALayer+Display.swift).
    weak var layerDelegate: CALayerDelegate?

    /// Draws the layer's own content into `ctx`; by default its delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Remakes the layer's contents: a view's layer redraws its view, another asks its delegate's
    /// `display(_:)`, which by default draws through `draw(in:)`.
    open func display() {
        if let view { view.owningApplication.display(view); return }
        if let layerDelegate { layerDelegate.display(self) } else { drawContents() }
    }

    open func setNeedsDisplay() {
        if let view { view.setNeedsDisplay() } else { display() }
    }

    /// Positions the sublayers; by default the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// What runs when the property `event` changes: the delegate's answer (none by default; the
    /// sandbox animates view properties through animation blocks).
    open func action(forKey event: String) -> CAAction? { delegate?.action(for: self, forKey: event) }

    /// Whether `p` (in the layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    public var rasterizationScale: CGFloat = 1
    public var shouldRasterize = false
    public var isOpaque = false

    public override init() {}

    /// A new layer of this class for a view whose `layerClass` names it. Not `required init()`, which
    /// would make every app subclass with its own initializers declare `init()` too: each layer class
    /// of the sandbox makes its own kind, and an app's own layer subclass gets the nearest of them.
    class func makeBackingLayer() -> CALayer { CALayer() }

    /// A layer with `layer`'s model (geometry, colours, corners, border, shadow, opacity), as Core
    /// Animation makes one to present another; a subclass overriding it copies its own properties.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            model = other.model
            name = other.name
        }
    }

    public var bounds: CGRect {
        get { model.bounds }
        set {
            let resized = newValue.size != model.bounds.size
            change(\.bounds, .bounds, newValue)
            if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }
    public var position: CGPoint { get { model.position } set { change(\.position, .position, newValue) } }
    public var anchorPoint: CGPoint { get { model.anchorPoint } set { change(\.anchorPoint, .anchorPoint, newValue) } }
    public var transform: CATransform3D { get { model.transform } set { change(\.transform, .transform, newValue) } }
    public var opacity: Float { get { model.opacity } set { change(\.opacity, .opacity, newValue) } }
    public var isHidden: Bool { get { model.isHidden } set { change(\.isHidden, .isHidden, newValue) } }
    public var backgroundColor: CGColor? { get { model.backgroundColor } set { change(\.backgroundColor, .backgroundColor, newValue) } }
    public var cornerRadius: CGFloat { get { model.cornerRadius } set { change(\.cornerRadius, .cornerRadius, newValue) } }
    public var borderWidth: CGFloat { get { model.borderWidth } set { change(\.borderWidth, .borderWidth, newValue) } }
    public var borderColor: CGColor? { get { model.borderColor } set { change(\.borderColor, .borderColor, newValue) } }
    public var masksToBounds: Bool { get { model.masksToBounds } set { change(\.masksToBounds, .masksToBounds, newValue) } }
    public var shadowColor: CGColor? { get { model.shadowColor } set { change(\.shadowColor, .shadowColor, newValue) } }
    public var shadowOpacity: Float { get { model.shadowOpacity } set { change(\.shadowOpacity, .shadowOpacity, min(max(newValue, 0), 1)) } }
    public var shadowOffset: CGSize { get { model.shadowOffset } set { change(\.shadowOffset, .shadowOffset, newValue) } }
    public var shadowRadius: CGFloat { get { model.shadowRadius } set { change(\.shadowRadius, .shadowRadius, max(0, newValue)) } }

    public func affineTransform() -> CGAffineTransform { model.transform.affineTransform }
    public func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3D(t) }

    /// Setting the frame sets the bounds' size and the position (through the anchor point), as Core
    /// Animation does for an untransformed layer.
    public var frame: CGRect {
        get { model.frame }
        set {
            let r = newValue.standardized
            bounds = CGRect(origin: bounds.origin, size: r.size)
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// What the layer's own content (a shape layer's path, a gradient) may cover, in bounds coordinates;
    /// asked only of layers with `drawsLayerContent`.
    func contentExtent(_ st: LayerState) -> CGRect { .null }

    /// Draws the layer's own content (after its background and contents, before its sublayers). `t` maps
    /// bounds coordinates to `target`; every pixel's value must depend on the layer alone, not on `clip`
    /// (threaded composites draw it band by band).
    func drawContent(into target: inout Bitmap, transform t: ProjectiveTransform, clip: IntRect, mask: CoverageMask?,
                     opacity: Double, scale: CGFloat) {}

    /// The model's value at `keyPath`, where an explicit animation without a `fromValue` or `toValue`
    /// starts or ends (layer kinds add their own key paths).
    func modelValue(forKeyPath keyPath: String) -> AnimatedValue? { model.value(forKeyPath: keyPath) }

    /// A new layer of the same kind holding the values on screen now (`presentation()`).
    func copyForPresentation() -> CALayer { CALayer() }

    /// Applies one model change and tells the two parties that care: the animation transaction open
    /// around it (if any) and the compositor's damage tracking.
    /// Inlined so each setter's key path becomes a direct access; the state is copied only for an open
    /// transaction (a frame set moves a hundred views in a layout pass).
    @inline(__always)
    func change<T: Equatable>(_ keyPath: WritableKeyPath<LayerState, T>, _ property: LayerProperty, _ newValue: T) {
        guard model[keyPath: keyPath] != newValue else { return }
        if let transaction = AnimationTransaction.current {
            let old = model
            model[keyPath: keyPath] = newValue
            transaction.layer(self, didChange: property, from: old)
        } else {
            model[keyPath: keyPath] = newValue
        }
        setNeedsComposite()
    }

    /// `<CALayer: 0x…>`, as a view's description prints its layer.
    nonisolated open override var description: String { ObjectDescription.describe(self) }
}
