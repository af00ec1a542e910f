import Foundation

/// The keyboard a text input asks for (UIKit's raw values). The sandbox has no on-screen keyboard:
/// the type is kept, so code that sets and reads it runs, and typing comes from the window's keys.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key (UIKit's raw values); kept, not drawn.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// What a field holds, for AutoFill (UIKit's string constants); kept, not acted on.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// The traits a text input declares for its keyboard: text fields and text views keep them (the
/// sandbox has no on-screen keyboard; a secure field draws dots).
@MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var textContentType: UITextContentType? { get set }
    var isSecureTextEntry: Bool { get set }
}

extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}
