import Foundation

/// TextKit's text storage: styled text that tells its delegate and its layout managers when it is
/// edited. Edits through `replaceCharacters(in:with:)`, `setAttributes(_:range:)` and the other
/// mutating methods are reported to the delegate (`willProcessEditing` then `didProcessEditing`) with
/// what changed. A text view's `textStorage` is a copy of its text (see `UITextView.textStorage`).
open class NSTextStorage: NSMutableAttributedString, @unchecked Sendable {
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1)
        public static let editedCharacters = EditActions(rawValue: 2)
    }

    open weak var delegate: NSTextStorageDelegate?
    open private(set) var layoutManagers: [NSLayoutManager] = []
    open private(set) var editedMask: EditActions = []
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    open private(set) var changeInLength = 0

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Records an edit and, outside `beginEditing()`…`endEditing()`, processes it at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        self.editedMask.formUnion(editedMask)
        let changed = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        self.editedRange = self.editedRange.location == NSNotFound ? changed : NSUnionRange(self.editedRange, changed)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    private var editingDepth = 0

    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }
}

/// What a text storage tells while it processes an edit. Both methods are optional.
public protocol NSTextStorageDelegate: AnyObject {
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
