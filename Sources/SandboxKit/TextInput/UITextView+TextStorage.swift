import Foundation

/// A text view's text as a text storage: a storage holding the view's styled text, whose edits (through
/// the storage's mutating methods) become the view's text, as TextKit's storage is the view's text.
extension UITextView {
    private static let storageStorage = ExtensionStorage<TextViewStorage?>("UITextView.textStorage", default: nil)

    public var textStorage: NSTextStorage {
        let storage = Self.storageStorage.get(self) ?? {
            let made = TextViewStorage(string: "")
            made.textView = self
            Self.storageStorage.set(self, made)
            return made
        }()
        storage.reload(from: attributedText ?? NSAttributedString(string: ""))
        return storage
    }
}

/// The storage behind `UITextView.textStorage`.
final class TextViewStorage: NSTextStorage, @unchecked Sendable {
    weak var textView: UITextView?
    private var isReloading = false

    func reload(from text: NSAttributedString) {
        isReloading = true
        setAttributedString(text)
        isReloading = false
    }

    override func processEditing() {
        super.processEditing()
        guard !isReloading, let textView else { return }
        // made here and handed over whole: nothing else holds it
        nonisolated(unsafe) let copy = NSAttributedString(attributedString: self)
        MainActorLoan.run { textView.attributedText = copy }
    }
}
