import Foundation

extension UITableView {
    /// Cells for `identifier` are made from `nib`, whose first top-level object must be the cell: each
    /// dequeue that finds no cell to reuse instantiates the nib anew (no owner), as UIKit does. A nil
    /// nib removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = nil
        guard let nib else { nibCellMakers[identifier] = nil; return }
        nibCellMakers[identifier] = {
            guard let cell = nib.instantiate(withOwner: nil).first as? UITableViewCell else { return nil }
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            return cell
        }
    }
}
