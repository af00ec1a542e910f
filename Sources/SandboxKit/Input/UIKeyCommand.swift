import Foundation

/// A hardware-keyboard shortcut a responder offers (`keyCommands`). When a key comes, the responders
/// from the first responder (else the key window's root view controller) along the chain are asked for
/// their key commands; the first command whose input is the key runs its action on that responder, and
/// the key goes no further. The device's keys come without modifiers, so only commands without modifier
/// flags can match; declaring one with modifiers is reported once as not simulated.
@MainActor
open class UIKeyCommand: UIMenuElement {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open var wantsPriorityOverSystemBehavior = false

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        if !modifierFlags.isEmpty { NotSimulated.record("UIKeyCommand with modifier flags (the device's keys have none)") }
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let f1 = "UIKeyInputF1"

    /// The input a device key name stands for ("Up" is `inputUpArrow`, "a" is "a").
    static func input(forKey key: String) -> String {
        switch key {
        case "Up": inputUpArrow
        case "Down": inputDownArrow
        case "Left": inputLeftArrow
        case "Right": inputRightArrow
        case "Escape": inputEscape
        case "PageUp": inputPageUp
        case "PageDown": inputPageDown
        case "Home": inputHome
        case "End": inputEnd
        case "Delete": inputDelete
        case "Return": "\r"
        case "Tab": "\t"
        case "Space": " "
        case "Backspace": "\u{8}"
        default: key
        }
    }
}

/// Another input or modifiers for a command in a menu (kept; menus are data here).
@MainActor
public final class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}

extension UIApplication {
    /// Runs the key command that matches `key` along the chain from `first`; true if one ran.
    func performKeyCommand(forKey key: String, from first: UIResponder) -> Bool {
        let input = UIKeyCommand.input(forKey: key)
        var responder: UIResponder? = first
        var steps = 0
        while let r = responder, steps < 1_000 {
            if let command = r.keyCommands?.first(where: {
                $0.modifierFlags.isEmpty && !$0.attributes.contains(.disabled)
                    && ($0.input == input || $0.input?.lowercased() == input.lowercased() && input.count == 1)
            }), let action = command.action {
                _ = action.send(to: r, arguments: [command])
                return true
            }
            responder = r.next
            steps += 1
        }
        return false
    }
}
