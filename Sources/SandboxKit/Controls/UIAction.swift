import Foundation

/// UIKit's closure-based action (iOS 14): what a control runs for an event (`UIControl.addAction`).
@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    public let handler: (UIAction) -> Void
    /// Shown with the title where menus list actions (the sandbox draws no menu yet).
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    /// A checkmark next to the action in a menu.
    open var state: UIMenuElement.State
    /// The control that sent the action, while the handler runs.
    public internal(set) var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
