import Foundation

/// A fetch request's results kept current for a table: grouped into sections by a key path, and, while
/// it has a delegate, refetched whenever its context's objects change, with the delegate told each object
/// and section that was inserted, deleted, moved or updated (with the index paths before and after).
///
/// Its delegate is handed the controller as `NSFetchedResultsController<NSFetchRequestResult>`, as on
/// iOS; Swift generics are not covariant without Objective-C, so that is a second controller over the
/// same results (the same sections, objects and fetch request), not the same instance.
open class NSFetchedResultsController<ResultType>: NSObject {
    let state: FetchedResultsState
    private let typedRequest: NSFetchRequest<ResultType>

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        typedRequest = fetchRequest
        // The same request seen without its result type: its properties do not depend on it.
        state = FetchedResultsState(fetchRequest: unsafeBitCast(fetchRequest, to: NSFetchRequest<NSFetchRequestResult>.self),
                      context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name)
        super.init()
    }

    static func erased(_ state: FetchedResultsState) -> NSFetchedResultsController<NSFetchRequestResult> {
        NSFetchedResultsController<NSFetchRequestResult>(state: state, request: state.fetchRequest)
    }

    private init(state: FetchedResultsState, request: NSFetchRequest<ResultType>) {
        self.state = state
        typedRequest = request
        super.init()
    }

    open var fetchRequest: NSFetchRequest<ResultType> { typedRequest }
    open var managedObjectContext: NSManagedObjectContext { state.context }
    open var sectionNameKeyPath: String? { state.sectionNameKeyPath }
    open var cacheName: String? { state.cacheName }

    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { state.delegate }
        set { state.delegate = newValue; observeIfNeeded() }
    }

    open class func deleteCache(withName name: String?) {}

    open func performFetch() throws {
        let objects = try state.context.fetchObjects(typedRequest)
        state.sections = Self.group(objects, by: state.sectionNameKeyPath, delegate: state.delegate)
        observeIfNeeded()
    }

    open var fetchedObjects: [ResultType]? {
        state.sections.map { $0.flatMap(\.members).compactMap { $0 as? ResultType } }
    }

    open var sections: [NSFetchedResultsSectionInfo]? { state.sections }

    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = state.sections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].members.indices.contains(indexPath.item),
              let object = sections[indexPath.section].members[indexPath.item] as? ResultType else {
            fatalError("NSFetchedResultsController: no object at index \(indexPath.item) in section at index \(indexPath.section)")
        }
        return object
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let sections = state.sections else { return nil }
        for (s, section) in sections.enumerated() {
            if let i = section.members.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    open var sectionIndexTitles: [String] { state.sections?.compactMap(\.indexTitle) ?? [] }

    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections?.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    static func group(_ objects: [NSManagedObject], by keyPath: String?, delegate: NSFetchedResultsControllerDelegate?) -> [FetchedResultsSection] {
        guard let keyPath else { return [FetchedResultsSection(name: "", indexTitle: nil, members: objects)] }
        var sections: [FetchedResultsSection] = []
        var index: [String: Int] = [:]
        for object in objects {
            let value = ManagedCast.flatten(object.value(forKeyPath: keyPath))
            let name = value.map(sectionName) ?? ""
            if let i = index[name] {
                sections[i].members.append(object)
            } else {
                index[name] = sections.count
                sections.append(FetchedResultsSection(name: name, indexTitle: name.first.map { String($0).uppercased() }, members: [object]))
            }
        }
        return sections
    }

    /// A section's name as Core Data gives it: the value's description, a number's as `NSNumber` writes
    /// it (a Boolean is 0 or 1).
    static func sectionName(_ value: Any) -> String {
        if let s = ManagedValue.string(value) { return s }
        if let b = value as? Bool { return b ? "1" : "0" }
        if let n = ManagedValue.number(value) { return n.integer.map(String.init) ?? "\(n.double)" }
        return "\(value)"
    }

    private func observeIfNeeded() {
        guard state.observer == nil, state.delegate != nil, state.sections != nil else { return }
        let state = self.state
        let request = typedRequest
        state.observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: state.context,
                                                                queue: nil) { [weak state] note in
            guard let state else { return }
            Self.contextDidChange(state, request: request, note)
        }
    }

    /// Refetches and tells the delegate what moved, in UITableView's batch-update terms: sections and
    /// objects deleted at their old index paths, inserted at their new ones, an object whose index path
    /// changed because it changed reported as moved, and one changed in place as updated.
    static func contextDidChange(_ state: FetchedResultsState, request: NSFetchRequest<ResultType>, _ note: Notification) {
        guard let old = state.sections, let delegate = state.delegate,
              let objects = try? state.context.fetchObjects(request) else { return }
        let new = group(objects, by: state.sectionNameKeyPath, delegate: delegate)
        let info = note.userInfo ?? [:]
        let changed = ((info[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []).map(ObjectIdentifier.init)
        let changedSet = Set(changed)
        func positions(_ sections: [FetchedResultsSection]) -> [ObjectIdentifier: IndexPath] {
            var out: [ObjectIdentifier: IndexPath] = [:]
            for (s, section) in sections.enumerated() {
                for (i, object) in section.members.enumerated() { out[ObjectIdentifier(object)] = IndexPath(item: i, section: s) }
            }
            return out
        }
        let before = positions(old), after = positions(new)
        let oldNames = old.map(\.name), newNames = new.map(\.name)
        var sectionChanges: [(FetchedResultsSection, Int, NSFetchedResultsChangeType)] = []
        for (i, section) in old.enumerated() where !newNames.contains(section.name) { sectionChanges.append((section, i, .delete)) }
        for (i, section) in new.enumerated() where !oldNames.contains(section.name) { sectionChanges.append((section, i, .insert)) }
        var objectChanges: [(NSManagedObject, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
        for section in old {
            for object in section.members where after[ObjectIdentifier(object)] == nil {
                objectChanges.append((object, before[ObjectIdentifier(object)], .delete, nil))
            }
        }
        for section in new {
            for object in section.members {
                let id = ObjectIdentifier(object)
                guard let to = after[id] else { continue }
                guard let from = before[id] else { objectChanges.append((object, nil, .insert, to)); continue }
                guard changedSet.contains(id) else { continue }
                // Moved when its place among the objects that stayed changed, not merely its index.
                let oldSection = oldNames[from.section], newSection = newNames[to.section]
                let oldRank = old[from.section].members[..<from.item].filter { after[ObjectIdentifier($0)] != nil && !changedSet.contains(ObjectIdentifier($0)) }.count
                let newRank = new[to.section].members[..<to.item].filter { before[ObjectIdentifier($0)] != nil && !changedSet.contains(ObjectIdentifier($0)) }.count
                if oldSection != newSection || oldRank != newRank {
                    objectChanges.append((object, from, .move, to))
                } else {
                    objectChanges.append((object, from, .update, to))
                }
            }
        }
        state.sections = new
        guard !sectionChanges.isEmpty || !objectChanges.isEmpty else { return }
        let erased = NSFetchedResultsController<NSFetchRequestResult>.erased(state)
        delegate.controllerWillChangeContent(erased)
        for (section, index, type) in sectionChanges {
            delegate.controller(erased, didChange: section, atSectionIndex: index, for: type)
        }
        for (object, from, type, to) in objectChanges {
            delegate.controller(erased, didChange: object, at: from, for: type, newIndexPath: to)
        }
        delegate.controllerDidChangeContent(erased)
    }
}

/// What a fetched results controller and its type-erased twin share.
final class FetchedResultsState {
    let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    let cacheName: String?
    var sections: [FetchedResultsSection]?
    weak var delegate: NSFetchedResultsControllerDelegate?
    var observer: NSObjectProtocol?

    init(fetchRequest: NSFetchRequest<NSFetchRequestResult>, context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?) {
        self.fetchRequest = fetchRequest
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
    }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }
}
