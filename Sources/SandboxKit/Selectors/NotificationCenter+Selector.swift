import Foundation

/// `NotificationCenter`'s selector observers, which Foundation on Linux lacks (it has only the block
/// form, `addObserver(forName:object:queue:using:)`, which works unchanged): the method named by
/// `#selector` (see `Selector`) is called with the `Notification`, or with nothing when it takes no
/// argument. As on iOS 9 and later, the observer is not retained and a freed observer is removed by
/// itself; `removeObserver(self)` (and with a name and an object) removes the selector registrations
/// of `self` along with any block token passed instead.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let box = SelectorObserverTable.Entry(observer: target, name: aName, object: anObject.map { $0 as AnyObject })
        box.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, unowned box] notification in
            guard let observer = box.observer else {
                if let self { self.removeSelectorEntries { $0 === box } }
                return
            }
            // Called on the posting thread, as on iOS: the application's main-actor threads.
            // The notification stays on this thread: the loan runs the method here, at once.
            nonisolated(unsafe) let posted = notification
            MainActorLoan.run { _ = aSelector.send(to: observer, arguments: [posted]) }
        }
        SelectorObserverTable.shared.add(box, center: self)
    }

    /// Removes `observer`'s selector registrations, or the block registration whose token it is.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorEntries { $0.observer === observer }
        (self as NotificationCenter).removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector registrations for `aName` (all names when nil) and `anObject` (all
    /// objects when nil), or the block registration whose token it is.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: AnyObject?) {
        removeSelectorEntries { e in
            e.observer === observer && (aName == nil || e.name == aName) && (anObject == nil || e.object == anObject.map(ObjectIdentifier.init))
        }
        (self as NotificationCenter).removeObserver(observer as Any, name: aName, object: anObject as Any?)
    }

    private func removeSelectorEntries(where match: (SelectorObserverTable.Entry) -> Bool) {
        for e in SelectorObserverTable.shared.remove(center: self, where: match) {
            if let token = e.token { (self as NotificationCenter).removeObserver(token as Any) }
        }
    }
}

/// The selector registrations of every notification center, so that `removeObserver(_:)` can find the
/// block tokens made for an observer. Process-wide because `NotificationCenter.default` is; locked
/// because a notification may be posted from any thread.
final class SelectorObserverTable: @unchecked Sendable {
    /// Read by the notification's block on the posting thread; written under the table's lock or before
    /// the registration exists.
    final class Entry: @unchecked Sendable {
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        /// The sender the registration is limited to, by identity (not retained, as on iOS).
        let object: ObjectIdentifier?
        var token: NSObjectProtocol?
        init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
            self.observer = observer
            self.name = name
            self.object = object.map(ObjectIdentifier.init)
        }
    }

    static let shared = SelectorObserverTable()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Entry]] = [:]

    func add(_ entry: Entry, center: NotificationCenter) {
        lock.lock(); defer { lock.unlock() }
        entries[ObjectIdentifier(center), default: []].append(entry)
    }

    func remove(center: NotificationCenter, where match: (Entry) -> Bool) -> [Entry] {
        lock.lock(); defer { lock.unlock() }
        let key = ObjectIdentifier(center)
        guard let list = entries[key] else { return [] }
        let removed = list.filter(match)
        entries[key] = list.filter { !match($0) }
        return removed
    }
}
