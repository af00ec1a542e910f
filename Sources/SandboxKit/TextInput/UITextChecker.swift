import Foundation

/// UIKit's spell checker. The sandbox has no dictionaries: every word is taken as spelled right (the
/// misspelled range is `NSNotFound`, no guesses, no completions), and its first use is reported as not
/// simulated. Words the app teaches it (`learnWord`) are kept and read back.
@MainActor
open class UITextChecker: NSObject {
    private static var learned: Set<String> = []

    public override init() {}

    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                    language: String) -> NSRange {
        NotSimulated.record("UITextChecker (no dictionaries: every word is spelled right)")
        return NSRange(location: NSNotFound, length: 0)
    }

    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    open func ignoreWord(_ wordToIgnore: String) {}
    open var ignoredWords: [String]? { get { nil } set {} }

    open class func learnWord(_ word: String) { learned.insert(word) }
    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word) }
    open class func unlearnWord(_ word: String) { learned.remove(word) }
    open class var availableLanguages: [String] { [] }
}
