import ArgumentParser

/// `--shard INDEX/COUNT`: one of COUNT parts of the scenarios, as test runners split a matrix across CI
/// machines. INDEX counts from 1. The scenarios are dealt out in their stable order (the paths as given,
/// each folder's files sorted): scenario k (from 0) goes to shard k mod COUNT + 1, so the COUNT shards
/// together check every scenario exactly once and each gets a share of every folder.
struct CheckShard: ExpressibleByArgument, Equatable {
    var index: Int
    var count: Int

    init(index: Int, count: Int) { self.index = index; self.count = count }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    static var defaultValueDescription: String { "INDEX/COUNT" }

    /// The items of this shard, in their order.
    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
