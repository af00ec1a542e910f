import Foundation
import SandboxKit

/// Compares two event logs (JSON Lines) event by event. Events are matched on what happened
/// (controller, event, arguments, message, rule), in order, by Myers' diff (`SequenceDiff`); a matched
/// pair whose frame, time, state, cause or line differ is reported as changed. A line that is not a JSON
/// object (the torn last line of a killed run) is reported and skipped. Lines may end in LF or CRLF.
///
/// Logs are streamed: both are read side by side in chunks, and while their events agree nothing is
/// kept (byte-identical lines are not even parsed). From the first difference on each event is kept as two hashes, its line number and its
/// offset (32 bytes, whatever the line's length); the lines a report shows are read again from the
/// file. Two 100 MB logs of the same run are compared in a few MB.
public final class LogDiff {
    /// One event past the common start: a hash of what happened and of its details, and where it is.
    struct Key {
        let what: Int
        let details: Int
        let lineNumber: Int
        let offset: Int
    }

    private let aSource: LogLines
    private let bSource: LogLines
    public let aName: String
    public let bName: String
    /// The lines skipped because they are not JSON objects, at most `problemsShown` of each log (then
    /// one line with how many more): a damaged log is reported, not reprinted.
    public var problems: [String] { aSkipped.lines(aName) + bSkipped.lines(bName) }
    /// A log none of whose lines is an event: not an event log at all, refused in one line (`sandbox
    /// diff` exits 2) instead of a "skipped" line for each of its lines.
    public var refusal: String? {
        for (skipped, name, count) in [(aSkipped, aName, aCount), (bSkipped, bName, bCount)] where count == 0 {
            if let first = skipped.first.first {
                return "\(name): error: not an event log (JSON Lines, one event a line): line \(first) is not a JSON object"
            }
        }
        return nil
    }
    private var aSkipped = SkippedLines()
    private var bSkipped = SkippedLines()

    /// The first skipped lines' numbers and how many there were (a 100 MB file that is not a log keeps
    /// ten numbers, not millions).
    struct SkippedLines {
        static let shown = 10
        private(set) var first: [Int] = []
        private(set) var count = 0

        mutating func add(_ lineNumber: Int) {
            if first.count < Self.shown { first.append(lineNumber) }
            count += 1
        }

        func lines(_ name: String) -> [String] {
            var out = first.map { "\(name):\($0): not a JSON object; skipped" }
            if count > first.count { out.append("\(name): \(count - first.count) more lines that are not JSON objects were skipped") }
            return out
        }
    }
    /// Events in each log.
    public private(set) var aCount = 0
    public private(set) var bCount = 0
    /// Events at the start of both logs that are the same, details included.
    private var commonPrefix = 0
    private var aRest: [Key] = []
    private var bRest: [Key] = []
    /// Matched events of the common start whose details differ: reported in place.
    private var prefixChanges: [(Key, Key)] = []

    /// Two logs in memory (tests).
    public convenience init(a: String, b: String, aName: String = "A", bName: String = "B") {
        self.init(a: LogLines(data: Data(a.utf8)), b: LogLines(data: Data(b.utf8)), aName: aName, bName: bName)
    }

    /// Two log files, streamed. Throws naming the file that cannot be read.
    public convenience init(aPath: String, bPath: String) throws {
        self.init(a: try LogLines(path: aPath), b: try LogLines(path: bPath), aName: aPath, bName: bPath)
    }

    init(a: LogLines, b: LogLines, aName: String, bName: String) {
        aSource = a
        bSource = b
        self.aName = aName
        self.bName = bName
        read()
    }

    /// The next line that is not blank.
    private func nextLine(_ source: LogLines) -> LogLines.Line? {
        while let line = source.next() {
            if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            return line
        }
        return nil
    }

    /// The line's key, or nil (reported) when it is not a JSON object.
    private func key(_ line: LogLines.Line, _ source: LogLines) -> Key? {
        guard let fields = Self.parse(line.bytes) else {
            if source === aSource { aSkipped.add(line.number) } else { bSkipped.add(line.number) }
            return nil
        }
        return Key(what: Self.what(fields).hashValue, details: Self.details(fields).hashValue,
                   lineNumber: line.number, offset: line.offset)
    }

    private func nextKey(_ source: LogLines) -> Key? {
        while let line = nextLine(source) {
            if let k = key(line, source) { return k }
        }
        return nil
    }

    private func read() {
        // Side by side while the events agree: nothing kept. Lines that are the same bytes (two logs of
        // the same run) are the same event without being parsed: only `{…}` is asked of them.
        var pendingA: Key?, pendingB: Key?
        while true {
            let lx = nextLine(aSource), ly = nextLine(bSource)
            if let lx, let ly, lx.bytes == ly.bytes, lx.bytes.first == 0x7B, lx.bytes.last == 0x7D {
                aCount += 1; bCount += 1; commonPrefix += 1
                continue
            }
            let x = lx.flatMap { key($0, aSource) } ?? (lx == nil ? nil : nextKey(aSource))
            let y = ly.flatMap { key($0, bSource) } ?? (ly == nil ? nil : nextKey(bSource))
            if x != nil { aCount += 1 }
            if y != nil { bCount += 1 }
            guard let x, let y, x.what == y.what else { pendingA = x; pendingB = y; break }
            commonPrefix += 1
            if x.details != y.details { prefixChanges.append((x, y)) }
        }
        if let pendingA { aRest.append(pendingA) }
        if let pendingB { bRest.append(pendingB) }
        while let x = nextKey(aSource) { aRest.append(x); aCount += 1 }
        while let y = nextKey(bSource) { bRest.append(y); bCount += 1 }
    }

    /// The differences, one a line, each given to `emit` as found: `-` only in A, `+` only in B, `~`
    /// the same event with other timing or state. Returns how many there were (0: the same run).
    @discardableResult
    public func report(emit: (String) -> Void) -> Int {
        var count = 0
        func changed(_ x: Key, _ y: Key) {
            guard x.details != y.details, let fa = aSource.fields(at: x.offset), let fb = bSource.fields(at: y.offset) else { return }
            let changes = ["frame", "time", "state", "cause", "line"].compactMap { key -> String? in
                let p = fa[key].map(LogDiff.render) ?? "-"
                let q = fb[key].map(LogDiff.render) ?? "-"
                return p == q ? nil : "\(key) \(p) → \(q)"
            }
            guard !changes.isEmpty else { return }
            count += 1
            emit("~ \(aName):\(x.lineNumber) \(bName):\(y.lineNumber) \(Self.summary(fa)): \(changes.joined(separator: ", "))")
        }
        for (x, y) in prefixChanges { changed(x, y) }
        SequenceDiff.steps(aRest, bRest, equal: { $0.what == $1.what }) { step in
            switch step {
            case .onlyA(let i):
                count += 1
                emit("- \(aName):\(aRest[i].lineNumber) \(aSource.fields(at: aRest[i].offset).map(Self.summary) ?? "?")")
            case .onlyB(let j):
                count += 1
                emit("+ \(bName):\(bRest[j].lineNumber) \(bSource.fields(at: bRest[j].offset).map(Self.summary) ?? "?")")
            case .same(let i, let j): changed(aRest[i], bRest[j])
            }
        }
        return count
    }

    /// The differences as lines (empty when the logs record the same run).
    public func report() -> [String] {
        var out: [String] = []
        report { out.append($0) }
        return out
    }

    static func parse(_ bytes: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
    }

    static func what(_ fields: [String: Any]) -> String {
        ["controller", "event", "args", "message", "rule"].map { k in fields[k].map(render) ?? "-" }.joined(separator: " | ")
    }

    static func details(_ fields: [String: Any]) -> String {
        ["frame", "time", "state", "cause", "line"].map { k in fields[k].map(render) ?? "-" }.joined(separator: " | ")
    }

    static func summary(_ fields: [String: Any]) -> String {
        var s = fields["controller"].map { "\(render($0))." } ?? ""
        s += fields["event"].map(render) ?? "?"
        if let args = fields["args"] { s += " " + render(args) }
        if let message = fields["message"] { s += ": " + render(message) }
        return s
    }

    static func render(_ v: Any) -> String {
        switch v {
        case let s as String: return s
        default:
            // JSON keeps `true` and `1` apart, which bridging to Swift types does not on every platform.
            guard let data = try? JSONSerialization.data(withJSONObject: v, options: [.fragmentsAllowed, .sortedKeys]) else { return "\(v)" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
