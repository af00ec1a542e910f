import Foundation

/// UIKit's bar button item: a title, an image or a system item shown as a button in a navigation bar,
/// and what a tap on it does: its `primaryAction` (iOS 14) if it has one, else its `action` sent to its
/// `target` with the item as the sender. A nil target sends the action up the responder chain from the
/// controller whose navigation item shows it, as UIKit sends nil-targeted actions to the first responder.
/// A `customView` is shown as it is and gets the touches itself.
///
/// System items show what iOS 13 and later show: Done, Cancel, Edit, Save, Close as titles (Done and Save
/// bold, the `.done` style), the others as their SF Symbol (add is "plus", compose "square.and.pencil",
/// action "square.and.arrow.up", and so on). Changing the title, image, enabled state or tint of an item
/// that is shown updates the bar.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain { didSet { changed() } }
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction { title = primaryAction.title; image = primaryAction.image ?? image }
        }
    }
    open var tintColor: UIColor? { didSet { changed() } }
    /// The width of a fixed space (and, when positive, of the item's button).
    open var width: CGFloat = 0 { didSet { changed() } }
    open var customView: UIView? { didSet { changed() } }
    /// Kept and read back; the menu is not shown when the item is tapped (reported once as not simulated).
    open var menu: UIMenu? { didSet { if menu != nil { NotSimulated.record("UIBarButtonItem.menu") } } }
    public private(set) var systemItem: SystemItem?

    /// The bar that shows this item (set while an item of its is on top), told of changes.
    weak var owner: UINavigationItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        let (title, symbol, bold) = Self.look(of: systemItem)
        self.title = title
        self.image = symbol.flatMap { UIImage(systemName: $0) }
        self.style = bold ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14: the item runs `primaryAction` when tapped and shows its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        if let primaryAction { title = primaryAction.title; image = primaryAction.image }
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        if let menu { self.menu = menu }
        if let primaryAction, title == nil, image == nil { self.title = primaryAction.title; self.image = primaryAction.image }
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        if let menu { self.menu = menu }
        let (title, symbol, _) = Self.look(of: systemItem)
        self.title = title
        self.image = symbol.flatMap { UIImage(systemName: $0) }
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A system item's title or symbol name, and whether it is bold (iOS 13 and later).
    static func look(of item: SystemItem) -> (title: String?, symbol: String?, bold: Bool) {
        switch item {
        case .done: return ("Done", nil, true)
        case .cancel: return ("Cancel", nil, false)
        case .edit: return ("Edit", nil, false)
        case .save: return ("Save", nil, true)
        case .close: return (nil, "xmark.circle.fill", false)
        case .add: return (nil, "plus", false)
        case .compose: return (nil, "square.and.pencil", false)
        case .reply: return (nil, "arrowshape.turn.up.left", false)
        case .action: return (nil, "square.and.arrow.up", false)
        case .organize: return (nil, "folder", false)
        case .bookmarks: return (nil, "book", false)
        case .search: return (nil, "magnifyingglass", false)
        case .refresh: return (nil, "arrow.clockwise", false)
        case .stop: return (nil, "xmark", false)
        case .camera: return (nil, "camera", false)
        case .trash: return (nil, "trash", false)
        case .play: return (nil, "play.fill", false)
        case .pause: return (nil, "pause.fill", false)
        case .rewind: return (nil, "backward.fill", false)
        case .fastForward: return (nil, "forward.fill", false)
        case .undo: return (nil, "arrow.uturn.backward", false)
        case .redo: return (nil, "arrow.uturn.forward", false)
        case .pageCurl: return (nil, "doc", false)
        case .flexibleSpace, .fixedSpace: return (nil, nil, false)
        }
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap does: the primary action, else the action to the target (or up the responder chain
    /// from `responder` when the target is nil).
    func perform(from responder: UIResponder?) {
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
            return
        }
        guard let action else { return }
        if let target {
            action.send(to: target, arguments: [self, nil])
            return
        }
        var r = responder
        while let cur = r {
            if action.isImplemented(by: cur) { action.send(to: cur, arguments: [self, nil]); return }
            r = cur.next
        }
    }

    private func changed() { owner?.itemsDidChange() }
    override func barItemDidChange() { changed() }
}
