import Foundation

/// What a collection view gives its drop delegate to carry out a drop.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
}

/// One dropped item and, for a drag within the same collection view, where it came from.
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// Lets an app add animations alongside a drop's.
@MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
