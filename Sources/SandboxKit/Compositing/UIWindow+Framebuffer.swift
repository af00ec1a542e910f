import Foundation
import Raster

extension UIWindow {
    /// What the window shows: its bounds at the screen's scale, premultiplied, as of the last composite.
    /// A copy-on-write value: keeping it past the present phase makes the next composite copy the whole
    /// buffer; a platform that uploads every frame should use `withFramebufferPixels` instead.
    /// With `CompositingDemand.onRequest` a read composites first (the look as of the last turn).
    public var framebuffer: Bitmap { compositor.catchUp(); return compositor.framebuffer }

    /// Reads the frame buffer's pixels in place (rows of `width` pixels, 0xAARRGGBB premultiplied).
    public func withFramebufferPixels<R>(_ body: (_ pixels: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int) throws -> R) rethrows -> R {
        compositor.catchUp()
        return try compositor.withFramebufferPixels(body)
    }

    /// The frame-buffer pixels the last composite changed (`.zero` when none); the platform uploads only these.
    public var damagedRect: IntRect { compositor.catchUp(); return compositor.lastDamage }
}
