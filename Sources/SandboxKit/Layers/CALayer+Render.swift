import Foundation
import Raster

extension CALayer {
    /// Draws the layer and its sublayers as they are on screen now into `ctx` (at the origin, in the
    /// layer's own coordinates: its position and transform left out, its opacity kept), as
    /// `UIGraphicsImageRenderer` code does to snapshot a view's layer.
    @MainActor
    public func render(in ctx: CGContext) {
        let s = max(ctx.scale, 1)
        let image: UIImage
        if let view {
            image = UIImage(bitmap: view.snapshotBitmap(scale: s), scale: s)
        } else {
            let b = presentationState.bounds
            let w = b.width.pixelCount(scale: s), h = b.height.pixelCount(scale: s)
            guard w > 0, h > 0 else { return }
            var bitmap = Bitmap(width: w, height: h)
            let t = ProjectiveTransform(Transform2D.translation(-Double(b.minX), -Double(b.minY)).concatenating(.scale(Double(s), Double(s))))
            var pass = RenderPass(scale: s, usesMeasuredAreas: false)
            pass.render(self, parentTransform: t, into: &bitmap, clip: bitmap.bounds, mask: nil, isRoot: true)
            image = UIImage(bitmap: bitmap, scale: s)
        }
        UIGraphicsPushContext(ctx)
        image.draw(in: CGRect(origin: bounds.origin, size: bounds.size))
        UIGraphicsPopContext()
    }
}
