import Foundation

/// A button shown when a table row is swiped (`UISwipeActionsConfiguration`): a title (or image) on its
/// background colour, red for `.destructive`, grey for `.normal` unless set. Its handler gets the action,
/// the button it was shown in and a completion to call with whether it was done (the row closes then).
@MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    private var storedBackground: UIColor?
    open var backgroundColor: UIColor! {
        get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackground = newValue }
    }

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a swipe on a table row reveals (`trailingSwipeActionsConfigurationForRowAt`,
/// `leadingSwipeActionsConfigurationForRowAt`): the first is at the edge the row was swiped from, and with
/// `performsFirstActionWithFullSwipe` a swipe past most of the row's width performs it.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
