import Foundation

/// Text an app can read and edit by position (the caret, ranges, offsets): text fields and text views.
/// Positions count UTF-16 code units, as UIKit's do. Marked text (an input method's composition) does
/// not happen on the device's keyboard, so `markedTextRange` is nil.
@MainActor
public protocol UITextInput: UIKeyInput {
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var textInputView: UIView { get }
    var inputDelegate: UITextInputDelegate? { get set }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// Positions in a text, for the text inputs: offsets in UTF-16 code units, ranges checked against it.
@MainActor
enum TextPositions {
    static func text(_ whole: String, in range: UITextRange) -> String? {
        let units = Array(whole.utf16)
        guard range.startOffset >= 0, range.endOffset <= units.count else { return nil }
        return String(decoding: units[range.startOffset..<range.endOffset], as: UTF16.self)
    }

    static func range(_ whole: String, from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let count = whole.utf16.count
        guard (0...count).contains(from.offset), (0...count).contains(to.offset) else { return nil }
        return UITextRange(start: from.offset, end: to.offset)
    }

    static func position(_ whole: String, from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...whole.utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// Left and right move along the text; up and down go to its start or end.
    static func position(_ whole: String, from position: UITextPosition, in direction: UITextLayoutDirection,
                         offset: Int) -> UITextPosition? {
        switch direction {
        case .left: self.position(whole, from: position, offset: -offset)
        case .right: self.position(whole, from: position, offset: offset)
        case .up: UITextPosition(offset: 0)
        case .down: UITextPosition(offset: whole.utf16.count)
        }
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
