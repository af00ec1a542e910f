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

    public override init() {}

    public var bounds: CGRect { get { model.bounds } set { change(\.bounds, .bounds, newValue) } }
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

    public var frame: CGRect { model.frame }

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
