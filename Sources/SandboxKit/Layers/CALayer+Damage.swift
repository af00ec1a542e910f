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
        let window: UIWindow
        if let v = view {
            guard let w = v.window else { return }
            window = w
        } else {
            // A mask is drawn as part of the layer it masks: that layer's area is what changes.
            if let masked = maskedLayer { return masked.setNeedsComposite() }
            guard let w = hostWindow else { return }
            window = w
        }
        if !compositing.isDirty {
            compositing.isDirty = true
            window.compositor.changedLayers.append(self)
        }
        window.requestComposite()
    }
}

extension CALayer {
    /// The window a layer that backs no view is drawn in: its host view's.
    var hostWindow: UIWindow? { hostView?.window }
}
