/// Bounds on what the reader accepts.
///
/// Documents come from app folders the user did not write, so any bytes at all
/// must end in a document or an error without exhausting memory or the stack.
/// The defaults are far above what Xcode produces (a 100,000-line storyboard
/// is about 5 MB and 40,000 elements, nesting rarely passes 40 levels).
public struct IBLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes.
    public var maxBytes: Int
    /// Deepest element nesting accepted; the root is depth 1.
    public var maxDepth: Int
    /// Most elements accepted; bounds tree memory independently of input size,
    /// since `<a/>` costs 4 bytes of input but far more as a node.
    public var maxElements: Int
    /// Most attributes accepted over the whole document, for the same reason.
    public var maxAttributes: Int

    public init(maxBytes: Int = 64 << 20, maxDepth: Int = 512, maxElements: Int = 1_000_000, maxAttributes: Int = 4_000_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributes = maxAttributes
    }

    public static let `default` = IBLimits()
}
