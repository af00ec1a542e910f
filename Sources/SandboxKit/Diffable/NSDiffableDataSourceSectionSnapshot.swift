import Foundation

/// One section's items as an outline (iOS 14): items with children, each parent expanded or collapsed.
/// Applied to a section of a collection view's diffable data source, the section shows the visible items
/// (the roots, and the children of expanded parents) in outline order; outline disclosure in list cells is
/// drawn by the cells' accessories.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Every item in outline order (a parent, then its children's subtrees).
    public private(set) var items: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }

    /// The items shown: roots, and the children of expanded parents whose own parents are shown.
    public var visibleItems: [ItemIdentifierType] { items.filter { isVisible($0) } }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard items.contains(item) else { return false }
        var current = item
        var steps = 0
        while let parent = parents[current], steps < items.count {
            if !expanded.contains(parent) { return false }
            current = parent
            steps += 1
        }
        return true
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current], level < items.count { level += 1; current = parent }
        return level
    }

    /// Appends `newItems` as the last children of `parent` (or as roots), after its existing subtree.
    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = newItems.filter { !items.contains($0) }
        var insertAt = items.endIndex
        if let parent, let p = items.firstIndex(of: parent) {
            insertAt = p + 1
            while insertAt < items.endIndex, isDescendant(items[insertAt], of: parent) { insertAt += 1 }
        }
        items.insert(contentsOf: fresh, at: insertAt)
        if let parent { for item in fresh { parents[item] = parent } }
    }

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = item
        var steps = 0
        while let parent = parents[current], steps <= items.count {
            if parent == ancestor { return true }
            current = parent
            steps += 1
        }
        return false
    }

    /// Deletes the items and their subtrees.
    public mutating func delete(_ doomed: [ItemIdentifierType]) {
        let gone = Set(items.filter { item in doomed.contains(item) || doomed.contains { isDescendant(item, of: $0) } })
        items.removeAll { gone.contains($0) }
        for item in gone { parents[item] = nil; expanded.remove(item) }
    }

    public mutating func deleteAll() {
        items = []
        parents = [:]
        expanded = []
    }

    public mutating func expand(_ toExpand: [ItemIdentifierType]) { expanded.formUnion(toExpand.filter { items.contains($0) }) }
    public mutating func collapse(_ toCollapse: [ItemIdentifierType]) { expanded.subtract(toCollapse) }

    /// The subtree under `parent` as a snapshot of its own (with `parent` as its root if asked).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if includingParent { result.items = [parent] }
        for item in items where isDescendant(item, of: parent) {
            result.items.append(item)
            if let p = parents[item], includingParent || p != parent { result.parents[item] = p }
        }
        result.expanded = expanded.filter { result.items.contains($0) }
        return result
    }
}

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`'s visible items as the items of `section` (added at the end when the data source
    /// has no such section yet).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }
}
