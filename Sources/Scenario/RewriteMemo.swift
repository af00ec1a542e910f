import Foundation

/// An app's files rewritten (`ScenarioRewrite`, library mode), several at once and each text once per
/// process: the rewrite parses with swift-syntax, which in the debug build the sandbox runs as costs
/// tens of milliseconds per file, so an app of thirty files spent most of an unchanged relaunch on it.
/// The window (`sandbox open`) rebuilds the same app on every save; there the files that did not change
/// come from the memo. Keyed by name and text, so an edited file is rewritten afresh; bounded, so a long
/// session of saves keeps only the recent ones.
enum RewriteMemo {
    private struct Key: Hashable {
        let name: String
        let text: String
        let number: Int
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var memo: [Key: ScenarioRewrite] = [:]
    /// The most files kept: a few apps' worth.
    static let capacity = 2_000

    /// Each file's rewrite, in order, its line marks carrying its number (1 for the first, `SourceLine`).
    static func rewrites(of files: [(name: String, text: String)]) -> [ScenarioRewrite] {
        let keys = files.enumerated().map { Key(name: $1.name, text: $1.text, number: $0 + 1) }
        var results: [ScenarioRewrite?] = lock.withLock { keys.map { memo[$0] } }
        let missing = results.indices.filter { results[$0] == nil }
        if !missing.isEmpty {
            let made = UnsafeMutableBufferPointer<ScenarioRewrite?>.allocate(capacity: missing.count)
            made.initialize(repeating: nil)
            defer { made.deinitialize(); made.deallocate() }
            nonisolated(unsafe) let slots = made
            DispatchQueue.concurrentPerform(iterations: missing.count) { i in
                let file = files[missing[i]]
                slots[i] = ScenarioRewrite(text: file.text, fileName: file.name, isLibraryFile: true, fileNumber: missing[i] + 1)
            }
            for (i, index) in missing.enumerated() { results[index] = made[i] }
            lock.withLock {
                if memo.count + missing.count > capacity { memo.removeAll(keepingCapacity: true) }
                for index in missing { memo[keys[index]] = results[index] }
            }
        }
        return results.map { $0! }
    }
}
