import Foundation

/// A scroll view's zoom scale and its limits.
struct ScrollViewZoom {
    var scale: CGFloat = 1
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
}

/// Zooming by code: `zoomScale`, `setZoomScale(_:animated:)` and `zoom(to:animated:)` scale the view the
/// delegate's `viewForZooming(in:)` names (its transform), make the content that scaled view's size and
/// tell the delegate `scrollViewDidZoom`, as UIKit does. The scale stays within
/// `minimumZoomScale...maximumZoomScale` (both 1 by default, so a scroll view does not zoom until they
/// are set), and without a view for zooming the scale stays 1, as in UIKit. Pinching to zoom is not
/// simulated (the device has no second finger); `pinchGestureRecognizer` is nil.
extension UIScrollView {
    public var minimumZoomScale: CGFloat {
        get { zoom.minimum }
        set { zoom.minimum = newValue.isFinite && newValue > 0 ? newValue : zoom.minimum }
    }

    public var maximumZoomScale: CGFloat {
        get { zoom.maximum }
        set { zoom.maximum = newValue.isFinite && newValue > 0 ? newValue : zoom.maximum }
    }

    public var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Always false here: zooming by code is not a gesture.
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }

    private static let bouncesZoomStorage = ExtensionStorage<Bool>("UIScrollView.bouncesZoom", default: true)

    /// Kept for the app to read back; zooming by code never goes past the limits, so there is no bounce.
    public var bouncesZoom: Bool {
        get { Self.bouncesZoomStorage.get(self) }
        set { Self.bouncesZoomStorage.set(self, newValue) }
    }

    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let low = min(zoom.minimum, zoom.maximum), high = max(zoom.minimum, zoom.maximum)
        let clamped = min(max(scale, low), high)
        zoom.scale = clamped
        let apply = {
            view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
            let size = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            self.contentSize = size
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the zooming view's unscaled coordinates) fills the bounds, within the
    /// limits, and scrolls it to the top left as far as the content allows.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let target = CGPoint(x: rect.minX * zoom.scale, y: rect.minY * zoom.scale)
        let low = minimumContentOffset, high = maximumContentOffset
        setContentOffset(CGPoint(x: min(max(target.x, low.x), max(low.x, high.x)),
                                 y: min(max(target.y, low.y), max(low.y, high.y))), animated: animated)
    }

    /// The indicators are drawn while scrolling; flashing them when still is not simulated.
    public func flashScrollIndicators() {
        NotSimulated.record("UIScrollView.flashScrollIndicators()")
    }

    public var indicatorStyle: IndicatorStyle {
        get { .default }
        set { if newValue != .default { NotSimulated.record("UIScrollView.indicatorStyle") } }
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }
}
