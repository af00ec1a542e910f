import Foundation

// Owned by the compositor side of SandboxKit: damage tracking.
extension CALayer {
    /// Notes that what this layer (or its subtree) looks like on screen may have changed: the layer joins
    /// its window's list of changed layers once per frame, and the window asks for a frame. At composite
    /// time the area it covered last frame and the area it covers now are both repainted.
    ///
    /// Anything that changes a layer's presentation without a model change (an animation tick, a custom
    /// compositing view's progress) must call this for the frame to show it.
    func setNeedsComposite() {
        guard let window = view?.window else { return }
        if !compositing.isDirty {
            compositing.isDirty = true
            window.compositor.changedLayers.append(self)
        }
        window.requestComposite()
    }
}
