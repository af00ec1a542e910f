import Foundation

/// What a context menu (a long press) would show: an identifier, a preview and the menu's actions.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying?
    public let previewProvider: (() -> UIViewController?)?
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
