import Foundation
import Raster

extension UIWindow {
    /// What the window shows: its bounds at the screen's scale, premultiplied, as of the last composite.
    public var framebuffer: Bitmap { compositor.framebuffer }

    /// The frame-buffer pixels the last composite changed (`.zero` when none); the platform uploads only these.
    public var damagedRect: IntRect { compositor.lastDamage }
}
