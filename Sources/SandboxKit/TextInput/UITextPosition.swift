import Foundation

/// A place in a text input's text: here, an offset in UTF-16 code units from the start, as UIKit's
/// `offset(from:to:)` counts.
@MainActor
open class UITextPosition: NSObject {
    let offset: Int

    public override init() { offset = 0 }
    init(offset: Int) { self.offset = offset }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}

/// A range of a text input's text, between two positions.
@MainActor
open class UITextRange: NSObject {
    let startOffset: Int
    let endOffset: Int

    public override init() { startOffset = 0; endOffset = 0 }
    init(start: Int, end: Int) { startOffset = min(start, end); endOffset = max(start, end) }

    open var start: UITextPosition { UITextPosition(offset: startOffset) }
    open var end: UITextPosition { UITextPosition(offset: endOffset) }
    open var isEmpty: Bool { startOffset == endOffset }

    var nsRange: NSRange { NSRange(location: startOffset, length: endOffset - startOffset) }
}
