import Foundation

/// UIKit's snapshot of a diffable data source: section identifiers in order, each with its item
/// identifiers in order. A value: edit a copy, then `apply` it to the data source.
///
/// UIKit stops the app when an identifier is added twice ("supplied item identifiers are not unique");
/// here the second one is left out and the problem is kept in `problems`, which the data source that
/// applies the snapshot reports as a violation. An edit that names an identifier the snapshot does not
/// have (inserting before a missing item, appending to a missing section) is likewise left out and kept.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// The section each item is in.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// UIKit's messages for the edits that were refused, in order.
    var problems: [String] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        index(of: identifier).map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        index(of: identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for (i, section) in sections.enumerated() {
            if section == s { return items[i].firstIndex(of: identifier).map { offset + $0 } }
            offset += items[i].count
        }
        return nil
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { index(of: identifier) }

    /// The identifier at a row or item of the table or collection view this snapshot fills.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let si = index(of: s),
              let i = items[si].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: si)
    }

    private func index(of section: SectionIdentifierType) -> Int? { sections.firstIndex(of: section) }

    // MARK: Items

    /// Appends to `section`, or to the last section when it is nil (UIKit requires one to exist).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let si = sectionIdentifier.flatMap({ index(of: $0) }) ?? (sectionIdentifier == nil ? sections.indices.last : nil) else {
            problems.append(sectionIdentifier == nil
                ? "There are currently no sections in the data source. Please add a section first."
                : "Invalid section identifier \(sectionIdentifier!) specified. Section must be in the snapshot.")
            return
        }
        items[si].append(contentsOf: unique(identifiers, into: sections[si]))
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, next: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, next: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool) {
        guard let at = indexPath(of: anchor) else {
            problems.append("Invalid item identifier \(anchor) specified: it is not in the snapshot.")
            return
        }
        let fresh = unique(identifiers, into: sections[at.section])
        items[at.section].insert(contentsOf: fresh, at: at.item + (after ? 1 : 0))
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for i in items.indices { items[i].removeAll { gone.contains($0) } }
        for id in identifiers { sectionOfItem[id] = nil }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, let from = indexPath(of: identifier), indexPath(of: anchor) != nil else {
            if identifier != anchor { problems.append("Invalid item identifier specified for a move: it is not in the snapshot.") }
            return
        }
        items[from.section].remove(at: from.item)
        sectionOfItem[identifier] = nil
        insert([identifier], next: anchor, after: after)
    }

    /// The items' cells are asked for again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// As `reloadItems` here: the cells are asked for again (UIKit keeps the cell and reconfigures it).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// The identifiers not yet in the snapshot, each once, noted as in `section`; the others are refused.
    private mutating func unique(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) -> [ItemIdentifierType] {
        var fresh: [ItemIdentifierType] = []
        for id in identifiers {
            if sectionOfItem[id] != nil {
                problems.append("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(id))}")
            } else {
                sectionOfItem[id] = section
                fresh.append(id)
            }
        }
        return fresh
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in uniqueSections(identifiers) { sections.append(id); items.append([]) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], next anchor: SectionIdentifierType, after: Bool) {
        guard let at = index(of: anchor) else {
            problems.append("Invalid section identifier \(anchor) specified: it is not in the snapshot.")
            return
        }
        let fresh = uniqueSections(identifiers)
        let place = at + (after ? 1 : 0)
        sections.insert(contentsOf: fresh, at: place)
        items.insert(contentsOf: fresh.map { _ in [] }, at: place)
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let i = index(of: id) else { continue }
            for item in items[i] { sectionOfItem[item] = nil }
            sections.remove(at: i)
            items.remove(at: i)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = index(of: identifier), index(of: anchor) != nil else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = index(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { index(of: $0) != nil }
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadSections(identifiers) }

    private mutating func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var fresh: [SectionIdentifierType] = []
        for id in identifiers {
            if sections.contains(id) || fresh.contains(id) {
                problems.append("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(id))}")
            } else {
                fresh.append(id)
            }
        }
        return fresh
    }

    /// The snapshot as applied: the same identifiers, with no pending reloads or problems.
    var settled: NSDiffableDataSourceSnapshot {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        s.problems = []
        return s
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
