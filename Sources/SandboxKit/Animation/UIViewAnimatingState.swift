import Foundation

/// Where a `UIViewPropertyAnimator` is in its life (UIKit's raw values): `.inactive` before it starts and
/// after it completes, `.active` while started or paused, `.stopped` after `stopAnimation(false)` until
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}
