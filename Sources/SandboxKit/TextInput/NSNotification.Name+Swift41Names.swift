import Foundation

/// The keyboard's and the text field's notification names as they were before Swift 4.2
/// (`.UIKeyboardWillShow`), kept unavailable so that an old controller file gets what a current Xcode
/// says: "'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'", with the
/// fix-it.
extension NSNotification.Name {
    @available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
    nonisolated public static var UIKeyboardWillShow: NSNotification.Name { UIResponder.keyboardWillShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidShowNotification")
    nonisolated public static var UIKeyboardDidShow: NSNotification.Name { UIResponder.keyboardDidShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
    nonisolated public static var UIKeyboardWillHide: NSNotification.Name { UIResponder.keyboardWillHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidHideNotification")
    nonisolated public static var UIKeyboardDidHide: NSNotification.Name { UIResponder.keyboardDidHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    nonisolated public static var UIKeyboardWillChangeFrame: NSNotification.Name { UIResponder.keyboardWillChangeFrameNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    nonisolated public static var UIKeyboardDidChangeFrame: NSNotification.Name { UIResponder.keyboardDidChangeFrameNotification }
    @available(*, unavailable, renamed: "UITextField.textDidBeginEditingNotification")
    nonisolated public static var UITextFieldTextDidBeginEditing: NSNotification.Name { UITextField.textDidBeginEditingNotification }
    @available(*, unavailable, renamed: "UITextField.textDidChangeNotification")
    nonisolated public static var UITextFieldTextDidChange: NSNotification.Name { UITextField.textDidChangeNotification }
    @available(*, unavailable, renamed: "UITextField.textDidEndEditingNotification")
    nonisolated public static var UITextFieldTextDidEndEditing: NSNotification.Name { UITextField.textDidEndEditingNotification }
    @available(*, unavailable, renamed: "UITextView.textDidBeginEditingNotification")
    nonisolated public static var UITextViewTextDidBeginEditing: NSNotification.Name { UITextView.textDidBeginEditingNotification }
    @available(*, unavailable, renamed: "UITextView.textDidChangeNotification")
    nonisolated public static var UITextViewTextDidChange: NSNotification.Name { UITextView.textDidChangeNotification }
    @available(*, unavailable, renamed: "UITextView.textDidEndEditingNotification")
    nonisolated public static var UITextViewTextDidEndEditing: NSNotification.Name { UITextView.textDidEndEditingNotification }
}

// The userInfo keys were global constants before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
@available(*, unavailable, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
@available(*, unavailable, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey
