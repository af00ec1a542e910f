import Foundation

// A frame nobody looks at (`CompositingDemand.onRequest`): the composite phase skips the pixels but keeps
// what a later composite depends on.
extension Compositor {
    /// The composite phase of a turn whose pixels nobody asked for (the commit before it took the running
    /// transitions' "after" snapshots, as for any turn): the damage recorded so far is dropped, and the
    /// next composite repaints the whole frame buffer instead, which gives the same pixels as the frames
    /// it skipped would have led to.
    func skipFrame() {
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

    /// Whether the view and its ancestors are drawn at all (as `RenderPass` decides: hidden or an opacity
    /// that rounds to 0 of 255 skips the subtree).
    static func isShown(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let cur = v {
            let st = cur.layer.presentationState
            if st.isHidden || Double(st.opacity) * 255 + 0.5 < 1 { return false }
            v = cur.superview
        }
        return true
    }
}
