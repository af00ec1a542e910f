import Foundation

/// Moving an item by a gesture the app drives (a long press that calls these as the finger moves): the
/// sandbox keeps the item in place and, at `endInteractiveMovement()`, does not move it; each call is
/// reported once as not simulated. `UICollectionViewDiffableDataSource` reordering is the same.
extension UICollectionView {
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        NotSimulated.record("UICollectionView interactive movement (beginInteractiveMovementForItem(at:))")
        return false
    }

    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        NotSimulated.record("UICollectionView.updateInteractiveMovementTargetPosition(_:)")
    }

    public func endInteractiveMovement() {
        NotSimulated.record("UICollectionView.endInteractiveMovement()")
    }

    public func cancelInteractiveMovement() {
        NotSimulated.record("UICollectionView.cancelInteractiveMovement()")
    }
}
