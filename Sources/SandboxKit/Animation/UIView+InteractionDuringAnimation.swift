import Foundation

// Owned by the animation engine (issue 3): the hit-testing hook for views that are animating.
extension UIView {
    /// True while an animation of this view that was started without `.allowUserInteraction` is running;
    /// UIKit then lets touches pass the view by. Hit-testing (`UIView.hitTest`) reads this.
    var isHitTestingBlockedByAnimation: Bool { false }
}
