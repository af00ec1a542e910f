import Foundation

/// UIKit's responder: touch methods that, by default, pass the event to the next responder. An
/// `NSObject`, as on iOS, so views, controllers and the application compare with `==`, go in sets and
/// mix with an app's own `NSObject` types.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called on each object a storyboard or xib made, once every object of the unit loaded with it is
    /// made and every outlet and action of the unit is connected (UIKit declares it on `NSObject`; here
    /// on the common base of views and controllers). Subclasses call `super`.
    open func awakeFromNib() {}

    /// Key-value observing's callback, for controllers and views that observe a property; never called
    /// here (NSObject+KeyValueObserving.swift says why).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    // MARK: Accessibility (UIKit declares it on `NSObject`): what VoiceOver reads, kept and read back.

    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isAccessibilityElement = false
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    open var accessibilityFrame: CGRect = .zero
    /// The container's elements in VoiceOver's order, when the container says (nil: its subviews').
    open var accessibilityElements: [Any]?
    /// VoiceOver's double tap: false, the element does not handle it (UIKit's default).
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// The next responder: a view's controller if it is a controller's root view, else its superview.
    open var next: UIResponder? { nil }

    /// The view shown in the keyboard's place while this responder is first (text inputs make it
    /// settable; UIWindow+InputViews.swift shows it). None by default: the system keyboard.
    open var inputView: UIView? { nil }
    /// The bar shown above the keyboard (or the input view) while this responder is first.
    open var inputAccessoryView: UIView? { nil }
    /// Brings the input views up to date while this responder is first.
    open func reloadInputViews() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// The hardware-keyboard shortcuts this responder offers (UIKeyCommand.swift); none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Key presses (UIKit's `pressesBegan`); by default passed along the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIEvent?) { next?.pressesEnded(presses, with: event) }

    // MARK: First responder (key presses start here; see UIApplication+Input.swift)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    public var isFirstResponder: Bool { owningApplication.inputRouter.firstResponder === self }

    /// Makes this responder the one key presses go to first. Refused (false) when
    /// `canBecomeFirstResponder` is false or the current first responder will not resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let router = owningApplication.inputRouter
        if router.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = router.firstResponder, !current.resignFirstResponder() { return false }
        router.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        let router = owningApplication.inputRouter
        guard canResignFirstResponder else { return false }
        if router.firstResponder === self { router.firstResponder = nil }
        return true
    }
}

extension UIResponder {
    /// The application this responder belongs to: a view's window's, the one a controller was made in, or
    /// the application itself; a view not in a window belongs to the application code is running for.
    var owningApplication: UIApplication {
        switch self {
        case let app as UIApplication: app
        case let view as UIView: view.window?.application ?? .current
        case let controller as UIViewController: controller.application ?? .current
        default: .current
        }
    }
}
