import Foundation

/// A text view's text by position: `selectedTextRange` is `selectedRange` (kept, set by code and read
/// back; typing still goes at the end). Replacing a range edits the text as typing would (the delegate
/// is asked).
extension UITextView: UITextInput {
    private static let inputDelegateStorage = ExtensionStorage<UITextInputDelegate?>("UITextView.inputDelegate", default: nil, weakly: true)

    var inputText: String { text ?? "" }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: inputText.utf16.count) }
    /// No input method composes text on the device's keyboard.
    public var markedTextRange: UITextRange? { nil }
    public var textInputView: UIView { self }

    public func text(in range: UITextRange) -> String? { TextPositions.text(inputText, in: range) }

    public func replace(_ range: UITextRange, withText text: String) {
        if let edit = TextEndEdit(replacing: range.nsRange, of: inputText, with: text) { apply(edit) }
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(inputText, from: fromPosition, to: toPosition)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(inputText, from: position, offset: offset)
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        TextPositions.position(inputText, from: position, in: direction, offset: offset)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, to: other)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public var selectedTextRange: UITextRange? {
        get { UITextRange(start: selectedRange.location, end: selectedRange.location + selectedRange.length) }
        set {
            guard let newValue else { return }
            let count = inputText.utf16.count
            let start = min(max(newValue.startOffset, 0), count), end = min(max(newValue.endOffset, 0), count)
            selectedRange = NSRange(location: start, length: end - start)
        }
    }

    public var inputDelegate: UITextInputDelegate? {
        get { Self.inputDelegateStorage.get(self) }
        set { Self.inputDelegateStorage.set(self, newValue) }
    }
}
