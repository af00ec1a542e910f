import Foundation

/// A responder that takes typed text: text fields and text views (and an app's own views that adopt
/// it).
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
