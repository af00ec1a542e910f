import Foundation

// Registrations: a cell or supplementary class with the code that configures it, registered under an
// identifier of its own the first time it is dequeued, so code that uses them never names identifiers.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let nib: UINib?
        let identifier = "CellRegistration-" + UUID().uuidString

        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let nib: UINib?
        let identifier = "SupplementaryRegistration-" + UUID().uuidString

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
        }
    }

    /// A cell of the registration's class, configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if registrations[registration.identifier] == nil, nibCellMakers[registration.identifier] == nil {
            if let nib = registration.nib { register(nib, forCellWithReuseIdentifier: registration.identifier) }
            else { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            report("the cell dequeued for a cell registration is a \(type(of: dequeued)), not the registration's \(Cell.self)")
            let made = Cell(registeredWithReuseIdentifier: registration.identifier)
            made.collectionView = self
            return made
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = Self.poolKey(kind: registration.elementKind, identifier: registration.identifier)
        if supplementaryRegistrations[key] == nil, nibSupplementaryMakers[key] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                        for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
