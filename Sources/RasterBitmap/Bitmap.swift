/// A 32-bit premultiplied ARGB image: the frame buffer, a view's backing store, a snapshot, a texture.
///
/// Rows are tightly packed (`stride == width`). A value type with copy-on-write storage, so a snapshot
/// taken for a transition cannot be changed by later drawing.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: PremultipliedColor = .clear) {
        precondition(width >= 0 && height >= 0, "bitmap size must not be negative")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: fill.argb, count: width * height)
    }

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// True when every pixel's alpha is 255. A scan of every pixel: callers that draw the same bitmap
    /// frame after frame (a transition's snapshots) ask once and keep the answer.
    public var isOpaque: Bool { pixels.allSatisfy { $0 >> 24 == 0xFF } }

    @inlinable public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(argb: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.argb }
    }
}
