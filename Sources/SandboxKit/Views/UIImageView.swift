import Foundation

/// UIKit's image view: shows `image` laid into the bounds by `contentMode`; a template image (a system
/// symbol, or `.alwaysTemplate`) in the view's tint colour.
///
/// Not interactive by default, as in UIKit. `init(image:)` sizes the view to the image. Content that a
/// mode puts outside the bounds (aspect fill, center with a large image) is cut at the bounds, since
/// the image is drawn into the view's own backing store.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            if image !== oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The frames `animationImages` plays and when it started (UIImageView+Animation.swift).
    var animation = ImageViewAnimation()

    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        animationWindowWillChange(to: newWindow)
    }

    open override func draw(_ rect: CGRect) {
        guard let image = animationFrame ?? image else { return }
        let r = imageRect(forBounds: bounds)
        if image.renderingMode == .alwaysTemplate {
            UIGraphicsGetCurrentContext()?.draw(image.tinted(tintColor), in: r)
        } else {
            image.draw(in: r)
        }
    }

    open override func tintColorDidChange() {
        if image?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// Where the image is drawn in `bounds` for the current content mode (may extend past the bounds).
    public func imageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = (animationFrame ?? image)?.size, size.width > 0, size.height > 0 else { return .zero }
        let b = bounds
        switch contentMode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let left: Bool = [.left, .topLeft, .bottomLeft].contains(contentMode)
            let right: Bool = [.right, .topRight, .bottomRight].contains(contentMode)
            let top: Bool = [.top, .topLeft, .topRight].contains(contentMode)
            let bottom: Bool = [.bottom, .bottomLeft, .bottomRight].contains(contentMode)
            let x = left ? b.minX : right ? b.maxX - size.width : b.midX - size.width / 2
            let y = top ? b.minY : bottom ? b.maxY - size.height : b.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
