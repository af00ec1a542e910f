import Foundation

// Owned by the compositor side of SandboxKit (issue 2): damage tracking.
extension CALayer {
    /// Notes that what this layer looks like on screen may have changed.
    func setNeedsComposite() {
        view?.window?.setNeedsComposite()
    }
}
