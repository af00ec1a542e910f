import Foundation

/// UIKit's pinch recognizer. The device has one pointer, so a pinch never happens: the recognizer stays
/// `.possible` (its action never runs) and its scale stays 1. Making one is reported once as not simulated.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }

    public override init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        NotSimulated.record("UIPinchGestureRecognizer (one pointer, no pinch)")
    }
}
