import Foundation

/// The keyboard's notifications, with UIKit's names and user-info keys. The sandbox draws no keyboard;
/// a text input that becomes first responder "shows" it: `keyboardWillShowNotification` then, after the
/// keyboard's 0.25 s animation on the app's clock, `keyboardDidShowNotification`, both on
/// `NotificationCenter.default` with the frame an iPhone's keyboard takes (the bottom 336 points of a
/// 390×844 screen: its letters and the home-indicator strip), so code that moves content out of the
/// keyboard's way runs. Resigning without another text input taking over hides it the same way.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// The keyboard's height on a 390×844-point iPhone in portrait, home-indicator strip included.
    static let keyboardHeight: CGFloat = 336
    static let keyboardAnimationDuration: TimeInterval = 0.25
}

extension UIApplication {
    /// A text input is first responder (its keyboard is up): a host should give it every key, as a
    /// hardware keyboard types into the focused field on the Simulator.
    public var isKeyboardShown: Bool { inputRouter.isKeyboardShown }

    /// The keyboard's frame in screen coordinates, shown or (below the screen) hidden.
    func keyboardFrame(shown: Bool) -> CGRect {
        let b = screen.bounds
        return CGRect(x: b.minX, y: shown ? b.maxY - UIResponder.keyboardHeight : b.maxY,
                      width: b.width, height: UIResponder.keyboardHeight)
    }

    /// A text input became first responder: the keyboard comes up unless it is up.
    func showKeyboard() {
        guard !inputRouter.isKeyboardShown else { return }
        inputRouter.isKeyboardShown = true
        postKeyboard(shown: true)
    }

    /// The text input resigned and none took over: the keyboard goes down.
    func hideKeyboard() {
        guard inputRouter.isKeyboardShown else { return }
        inputRouter.isKeyboardShown = false
        postKeyboard(shown: false)
    }

    private func postKeyboard(shown: Bool) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: keyboardFrame(shown: !shown)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboardFrame(shown: shown)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: UIResponder.keyboardAnimationDuration),
            // UIKit's keyboard curve is 7, a private one outside UIView.AnimationCurve's cases
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        mainQueue.enqueue(at: clock.now + UIResponder.keyboardAnimationDuration) {
            center.post(name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                        object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        }
    }
}
