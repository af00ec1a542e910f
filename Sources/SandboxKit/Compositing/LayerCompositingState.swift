import Raster

/// What the compositor keeps per layer between frames.
struct LayerCompositingState {
    /// Frame-buffer pixels the layer and its visible descendants covered when last measured (conservative:
    /// it may be larger, never smaller). Damage and the skipping of untouched subtrees rely on it.
    var subtreeRect: IntRect = .zero
    /// Already in its window's list of changed layers for the next composite.
    var isDirty = false
    /// The compositor's pass that last measured the layer (`Compositor.measure`): a changed layer whose
    /// changed ancestor was measured first in the same pass is measured already.
    var measuredPass = 0
    /// The display pass that last walked the layer's view (`UIApplication.displayPass`), for the same reason.
    var displayedPass = 0
    /// `contents` came from `draw(_:)` in the display pass (so it is dropped when the view stops drawing),
    /// rather than being set directly (an image view, a snapshot).
    var contentsFromDraw = false
}

extension IntRect {
    /// Whether the two rectangles share a pixel (no rectangle is built, for the tight skip loops).
    @inline(__always) func intersects(_ o: IntRect) -> Bool {
        x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height && width > 0 && height > 0
            && o.width > 0 && o.height > 0
    }
}
