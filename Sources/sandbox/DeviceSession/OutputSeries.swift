/// The files the window's R (event log) and T (Chrome trace) write, one a recording: the first is the
/// path given (`--record FILE`, `--chrome-trace FILE`, or the default name), each later one the same
/// name with a counter, `events-2.jsonl`, `events-3.jsonl`, so stopping and starting again never
/// truncates what was recorded. A numbered name that already exists (an earlier session's) is skipped.
///
/// A path the user named is written as asked the first time, emptied if it holds an old file (as
/// `--log FILE` is). The default name (`sandbox-events.jsonl` in the current folder) was not asked for:
/// an earlier session's file of that name is kept and this session starts at the next free number.
struct OutputSeries {
    let base: String
    /// Whether the user named `base` (`--record FILE`), rather than it being the default name.
    let isNamedByUser: Bool
    private(set) var started = 0

    init(base: String, isNamedByUser: Bool = true) {
        self.base = base
        self.isNamedByUser = isNamedByUser
    }

    /// The path the next recording writes.
    mutating func next(exists: (String) -> Bool) -> String {
        started += 1
        if started == 1 && (isNamedByUser || !exists(base)) { return base }
        var n = max(started, 2)
        while exists(Self.numbered(base, n)) { n += 1 }
        started = n
        return Self.numbered(base, n)
    }

    /// `dir/name-N.ext` (`name-N` when the name has no extension).
    static func numbered(_ path: String, _ n: Int) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(path)-\(n)" }
        return "\(path[..<dot])-\(n)\(path[dot...])"
    }
}
