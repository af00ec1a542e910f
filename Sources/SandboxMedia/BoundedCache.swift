/// A least-recently-used cache bounded by a total cost (pixels for bitmaps, 1 for small values).
///
/// Eviction drops the oldest entries in a batch until the total is back under three quarters of the
/// limit, so a cache that is full does not pay for a sort on every insertion.
struct BoundedCache<Key: Hashable, Value> {
    private struct Entry { var value: Value; var cost: Int; var stamp: UInt64 }
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var totalCost = 0
    let costLimit: Int
    /// Called with each evicted value (an open font must be closed).
    var onEvict: ((Value) -> Void)?

    init(costLimit: Int, onEvict: ((Value) -> Void)? = nil) {
        self.costLimit = max(1, costLimit)
        self.onEvict = onEvict
    }

    var count: Int { entries.count }

    mutating func value(for key: Key) -> Value? {
        guard var e = entries[key] else { return nil }
        clock &+= 1
        e.stamp = clock
        entries[key] = e
        return e.value
    }

    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        clock &+= 1
        if let old = entries.updateValue(Entry(value: value, cost: max(cost, 0), stamp: clock), forKey: key) {
            totalCost -= old.cost
            onEvict?(old.value)
        }
        totalCost += max(cost, 0)
        if totalCost > costLimit { evict(keeping: key) }
    }

    mutating func removeAll() {
        for e in entries.values { onEvict?(e.value) }
        entries.removeAll()
        totalCost = 0
    }

    private mutating func evict(keeping newest: Key) {
        let target = costLimit / 4 * 3
        for (key, e) in entries.sorted(by: { $0.value.stamp < $1.value.stamp }) {
            guard totalCost > target, key != newest else { continue }
            entries[key] = nil
            totalCost -= e.cost
            onEvict?(e.value)
        }
    }
}
