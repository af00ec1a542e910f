import Foundation

/// A button's role in a menu or an alert-like group (iOS 14): kept and read back; `.destructive` draws
/// its title in red when the button has no title colour of its own.
extension UIButton {
    public enum Role: Int, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }

    private static let roleStorage = ExtensionStorage<Role>("UIButton.role", default: .normal)

    public var role: Role {
        get { Self.roleStorage.get(self) }
        set {
            Self.roleStorage.set(self, newValue)
            if newValue == .destructive, titleColorIsDefault { setTitleColor(.systemRed, for: .normal) }
        }
    }

    private var titleColorIsDefault: Bool { titleColor(for: .normal) == tintColor }
}
