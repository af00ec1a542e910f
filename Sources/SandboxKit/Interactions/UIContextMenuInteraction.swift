import Foundation

/// A context menu on a long press (or a secondary click). The sandbox shows context menus for table and
/// collection view rows through their delegates; an interaction added to a view of its own is reported
/// once as not simulated and never opens.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        NotSimulated.record("UIContextMenuInteraction on a view")
    }

    /// Where the interaction's gesture is, in `view`'s coordinates: its view's centre, as nothing opened it.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }

    open func dismissMenu() {}
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a context menu interaction asks: the menu's configuration for a location.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
