import Foundation

/// What a collection view asks when the user starts dragging an item. The device has no drag gesture
/// (a long press then a move, across apps): setting a drag delegate is reported once as not simulated
/// and its methods are not called.
@MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
}
