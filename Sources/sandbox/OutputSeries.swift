/// The files the window's R (event log) and T (Chrome trace) write, one a recording: the first is the
/// path given (`--record FILE`, `--chrome-trace FILE`, or the default name), each later one the same
/// name with a counter, `events-2.jsonl`, `events-3.jsonl`, so stopping and starting again never
/// truncates what was recorded. A numbered name that already exists (an earlier session's) is skipped.
struct OutputSeries {
    let base: String
    private(set) var started = 0

    init(base: String) { self.base = base }

    /// The path the next recording writes.
    mutating func next(exists: (String) -> Bool) -> String {
        started += 1
        if started == 1 { return base }
        var n = started
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
