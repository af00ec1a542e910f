import Foundation

/// One keyboard edit of a text whose insertion point is at its end (the sandbox's text field and text
/// view): the range it replaces, in UTF-16 units as UIKit's delegates are asked, what replaces it, and
/// the text after it.
struct TextEndEdit {
    let range: NSRange
    let replacement: String
    let result: String

    /// Typing `string` at the end of `text`.
    init(inserting string: String, into text: String) {
        range = NSRange(location: text.utf16.count, length: 0)
        replacement = string
        result = text + string
    }

    /// Replacing the UTF-16 `range` of `text` with `string` (`UITextInput.replace(_:withText:)`); nil for
    /// a range outside the text or one that splits a character.
    init?(replacing range: NSRange, of text: String, with string: String) {
        guard range.location >= 0, range.length >= 0, let r = Range(range, in: text) else { return nil }
        self.range = range
        replacement = string
        result = text.replacingCharacters(in: r, with: string)
    }

    /// The delete key: the last character of `text` goes; nil when there is none.
    init?(deletingLastCharacterOf text: String) {
        guard let last = text.last else { return nil }
        let count = String(last).utf16.count
        range = NSRange(location: text.utf16.count - count, length: count)
        replacement = ""
        result = String(text.dropLast())
    }
}

/// A window key as a focused text input takes it; nil for keys that travel the responder chain.
enum TypedKey {
    case insert(String)
    case deleteBackward
    case returnKey

    init?(_ key: String) {
        switch key {
        case "Return": self = .returnKey
        case "Backspace": self = .deleteBackward
        case "Space": self = .insert(" ")
        case _ where key.count == 1: self = .insert(key)
        default: return nil
        }
    }
}
