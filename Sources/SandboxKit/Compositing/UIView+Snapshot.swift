import Foundation
import Raster

extension UIView {
    /// The view and its subviews as they are on screen now (presentation state), drawn flat into a
    /// fresh bitmap of its bounds at `scale` (the screen's by default): its own transform and position
    /// are left out, its opacity is kept (as `CALayer.render(in:)` does). Stale content is redrawn first.
    public func snapshotBitmap(scale: CGFloat? = nil) -> Bitmap {
        let (w, h, s) = displayForSnapshot(scale: scale)
        var bitmap = Bitmap(width: w, height: h)
        guard w > 0, h > 0 else { return bitmap }
        let b = layer.presentationState.bounds
        let t = ProjectiveTransform(Transform2D.translation(-Double(b.minX), -Double(b.minY)).concatenating(.scale(Double(s), Double(s))))
        var pass = RenderPass(scale: s, usesMeasuredAreas: false)
        pass.render(layer, parentTransform: t, into: &bitmap, clip: bitmap.bounds, mask: nil, isRoot: true)
        return bitmap
    }

    /// What a snapshot at `scale` (the screen's by default) takes before drawing: its size in pixels, and,
    /// when it has any, the subtree's stale content redrawn (`draw(_:)` runs here).
    func displayForSnapshot(scale: CGFloat?) -> (width: Int, height: Int, scale: CGFloat) {
        let app = owningApplication
        let s = scale ?? app.screen.scale
        let b = layer.presentationState.bounds
        let w = b.width.pixelCount(scale: s), h = b.height.pixelCount(scale: s)
        if w > 0 && h > 0 { app.displaySubtree(self) }
        return (w, h, s)
    }

    /// A new view showing a snapshot of this one (UIKit's `snapshotView(afterScreenUpdates:)`); its frame
    /// is this view's bounds size at the origin. The content is always current (as after screen updates).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = snapshotBitmap()
        return snapshot
    }
}
