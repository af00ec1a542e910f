import Foundation

// A frame nobody looks at (`CompositingDemand.onRequest`): the composite phase skips the pixels but keeps
// what a later composite depends on.
extension Compositor {
    /// The composite phase of a turn whose pixels nobody asked for. Running transitions take their "after"
    /// snapshot now, as the skipped composite would have (taking it later would show a later look); the
    /// damage recorded so far is dropped, and the next composite repaints the whole frame buffer instead,
    /// which gives the same pixels as the frames it skipped would have led to.
    func skipFrame() {
        captureTransitionSnapshots()
        for layer in changedLayers { layer.compositing.isDirty = false }
        changedLayers.removeAll(keepingCapacity: true)
        needsFullRepaint = true
        isStale = true
    }

    /// Brings a frame buffer left stale by skipped frames up to date (a screenshot, an image assertion).
    func catchUp() {
        guard isStale, let w = window else { return }
        isStale = false
        w.needsComposite = false
        composite()
    }

    /// Takes the "after" snapshot of each running transition of this window that the composite would
    /// draw (its container and every ancestor shown: not hidden, not fully transparent), in the order the
    /// transitions started. A composite takes it when its walk first reaches the container; the threaded
    /// composite and a skipped frame take it here, before any drawing.
    func captureTransitionSnapshots() {
        guard let w = window, let animator = w.application?.animator else { return }
        let s = scale
        for layer in animator.animatingLayers {
            guard let transition = layer.runningTransition, let view = layer.view, view.window === w,
                  Self.isShown(view) else { continue }
            transition.captureAfterIfNeeded(scale: s)
        }
    }

    /// Whether the view and its ancestors are drawn at all (as `RenderPass` decides: hidden or an opacity
    /// that rounds to 0 of 255 skips the subtree).
    private static func isShown(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let cur = v {
            let st = cur.layer.presentationState
            if st.isHidden || Double(st.opacity) * 255 + 0.5 < 1 { return false }
            v = cur.superview
        }
        return true
    }
}
