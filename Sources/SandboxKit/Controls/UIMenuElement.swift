import Foundation

/// An entry of a menu: an action, a submenu, or one provided later. Menus are data here: made, nested
/// and read back; a control that would show one reports that once (`UIButton.menu`, `UIBarButtonItem.menu`).
@MainActor
open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// A checkmark state.
    public enum State: Int, Sendable { case off, on, mixed }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
