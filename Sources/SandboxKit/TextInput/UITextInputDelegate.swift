import Foundation

/// What the keyboard is told when a text input's text or selection changes under it (the system's
/// keyboard is this delegate; the sandbox's keyboard needs no telling).
@MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}
