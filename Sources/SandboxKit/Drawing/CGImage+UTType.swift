import Foundation

extension CGImage {
    /// The uniform type of the file the image was read from; the sandbox decodes every image to a bitmap
    /// and keeps no file type, so this is nil, as Core Graphics answers for an image drawn in memory.
    public var utType: String? { nil }
}

extension CGDataProvider {
    /// The pointer a provider made with callbacks was given; the sandbox's providers hold data, so nil.
    public var info: UnsafeMutableRawPointer? { nil }
}

extension CGAffineTransform {
    /// All zeros, as the C struct's initializer makes it (not the identity).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
}
