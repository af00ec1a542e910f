import Foundation

/// The Objective-C form of a diffable snapshot (identifiers as `NSObject`s, a class): the Swift
/// snapshot of `AnyHashable`s behind it.
@MainActor
open class NSDiffableDataSourceSnapshotReference: NSObject {
    var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()

    public override init() { super.init() }

    open var numberOfItems: Int { snapshot.numberOfItems }
    open var numberOfSections: Int { snapshot.numberOfSections }
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map { $0.base } }
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map { $0.base } }

    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        snapshot.appendSections(sectionIdentifiers.compactMap { $0 as? AnyHashable })
    }

    open func appendItems(withIdentifiers identifiers: [Any]) {
        snapshot.appendItems(identifiers.compactMap { $0 as? AnyHashable })
    }

    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        snapshot.appendItems(identifiers.compactMap { $0 as? AnyHashable }, toSection: sectionIdentifier as? AnyHashable)
    }

    open func itemIdentifiers(inSectionWithIdentifier sectionIdentifier: Any) -> [Any] {
        guard let section = sectionIdentifier as? AnyHashable else { return [] }
        return snapshot.itemIdentifiers(inSection: section).map { $0.base }
    }

    open func deleteItems(withIdentifiers identifiers: [Any]) {
        snapshot.deleteItems(identifiers.compactMap { $0 as? AnyHashable })
    }

    open func deleteAllItems() { snapshot.deleteAllItems() }
}
