import Foundation

/// UIKit's two-finger rotation recognizer. The device has one pointer, so a rotation never happens: the
/// recognizer stays `.possible` and its rotation 0. Making one is reported once as not simulated.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }

    public override init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        NotSimulated.record("UIRotationGestureRecognizer (one pointer, no rotation)")
    }
}
