import Foundation
import Raster

// How a running transition is drawn. The snapshot and the compositor's drawing hook come from the
// compositor (issue 2); the warps from Raster.
extension UIView {
    /// The view's current look in its bounds, for a transition's before and after states.
    func transitionSnapshot() -> Bitmap? {
        nil // TODO(animation): connect the compositor's snapshot when it lands on main
    }
}
