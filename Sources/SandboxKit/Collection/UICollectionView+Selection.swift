import Foundation

// Selection: a tap on an item highlights it while the finger is down and selects it on the lift
// (`shouldSelectItemAt`, then, with single selection, each other selected item is deselected with
// `didDeselectItemAt`, then `didSelectItemAt`), unless a scroll claimed the touch or the touch only
// stopped moving content. With `allowsMultipleSelection` a tap on a selected item deselects it
// (`shouldDeselectItemAt`, `didDeselectItemAt`) and other selections stay.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selects the item without calling the delegate (as UIKit's), scrolling it into view as asked;
    /// nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selectedItems { deselectItem(at: ip, animated: animated) }
            return
        }
        guard allowsSelection, hasItem(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for ip in selectedItems where ip != indexPath { deselectItem(at: ip, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleCellsByItem[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleCellsByItem[indexPath]?.isSelected = false
    }

    func cellTouchBegan(_ cell: UICollectionViewCell) {
        guard allowsSelection, !touchStoppedScrolling, let ip = indexPath(for: cell) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        pressedCell = cell
        cell.isHighlighted = true
    }

    func cellTouchCancelled(_ cell: UICollectionViewCell) {
        guard cell === pressedCell else { return }
        pressedCell = nil
        cell.isHighlighted = false
    }

    func cellTouchEnded(_ cell: UICollectionViewCell) {
        guard cell === pressedCell else { return }
        pressedCell = nil
        cell.isHighlighted = false
        guard let ip = indexPath(for: cell) else { return }
        selectItemFromTouch(ip)
    }

    private func selectItemFromTouch(_ ip: IndexPath) {
        if allowsMultipleSelection && selectedItems.contains(ip) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != ip {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedItems.contains(ip) { selectedItems.append(ip) }
        visibleCellsByItem[ip]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: ip)
    }
}
