import Foundation

extension UICollectionView {
    /// Cells for `identifier` are made from `nib`, whose first top-level object must be the cell: each
    /// dequeue that finds no cell to reuse instantiates the nib anew (no owner), as UIKit does. A nil
    /// nib removes the registration. A nib whose first object is not a collection view cell gives
    /// UIKit's exception message as a violation when it is dequeued, and a plain cell.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = nil
        guard let nib else { nibCellMakers[identifier] = nil; return }
        nibCellMakers[identifier] = { [weak self] in
            guard let cell = nib.instantiate(withOwner: nil).first as? UICollectionViewCell else {
                self?.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                    + "object which must be a UICollectionReusableView instance")
                let plain = UICollectionViewCell(frame: .zero)
                plain.reuseIdentifier = identifier
                return plain
            }
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            return cell
        }
    }
}
