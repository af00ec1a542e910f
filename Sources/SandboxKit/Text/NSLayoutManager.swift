import Foundation

/// TextKit's layout manager, between a text storage and its text containers. The sandbox lays text out
/// in its labels and text views itself, without glyphs: a layout manager keeps its storage and
/// containers, and its glyph geometry is not simulated (reported once, answering the start of the text).
open class NSLayoutManager: NSObject, @unchecked Sendable {
    open internal(set) weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []

    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }
    open func removeTextContainer(at index: Int) {
        if textContainers.indices.contains(index) { textContainers.remove(at: index) }
    }

    @MainActor
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        NotSimulated.record("NSLayoutManager glyph geometry (characterIndex(for:in:…))")
        partialFraction?.pointee = 0
        return 0
    }

    @MainActor
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        NotSimulated.record("NSLayoutManager glyph geometry (location(forGlyphAt:))")
        return .zero
    }

    @MainActor
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        NotSimulated.record("NSLayoutManager glyph geometry (boundingRect(forGlyphRange:in:))")
        return .zero
    }

    /// Glyphs are characters here.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
}
