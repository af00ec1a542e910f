import Raster

/// What the host needs from the compositor after a window composited: the window's frame buffer and
/// the rectangle of it that changed since the last update (in the buffer's pixels).
public struct FrameBufferUpdate {
    public var bitmap: Bitmap
    public var damage: IntRect

    public init(bitmap: Bitmap, damage: IntRect) {
        self.bitmap = bitmap
        self.damage = damage
    }
}
