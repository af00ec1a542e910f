@testable import sandbox
import XCTest

/// The pieces of `sandbox check` on exact inputs: the unified diff's hunks and line notes, the
/// comment-keeping update of a trace file, the shard partition, and the reports' escaping.
@MainActor
final class CheckPartsTests: XCTestCase {
    func actual(_ lines: [String], from first: Int = 1) -> [UnifiedTraceDiff.Actual] {
        lines.enumerated().map { .init(text: $0.element, scenarioLine: first + $0.offset) }
    }

    func testHunksCountTraceLinesAndNoteWhereEachLineCameFrom() async {
        let expected = (1...12).map { "e\($0)" }
        var changed = expected
        changed[1] = "x2"          // near the start
        changed.remove(at: 10)     // e11 missing near the end
        let diff = UnifiedTraceDiff(expected: expected, expectedFileLines: expected.indices.map { $0 + 3 },
                                    actual: actual(changed, from: 20))
        XCTAssertFalse(diff.isEmpty)
        let pad = { (s: String) in s + String(repeating: " ", count: 44 - s.count) }
        XCTAssertEqual(diff.text(expectedName: "t.trace", actualName: "s.swift"), """
        --- t.trace
        +++ s.swift
        @@ -1,5 +1,5 @@
         \(pad("e1"))// s.swift:20
        -\(pad("e2"))// t.trace:4
        +\(pad("x2"))// s.swift:21
         \(pad("e3"))// s.swift:22
         \(pad("e4"))// s.swift:23
         \(pad("e5"))// s.swift:24
        @@ -8,5 +8,4 @@
         \(pad("e8"))// s.swift:27
         \(pad("e9"))// s.swift:28
         \(pad("e10"))// s.swift:29
        -\(pad("e11"))// t.trace:13
         \(pad("e12"))// s.swift:30

        """)
        XCTAssertEqual(diff.firstDifference, .init(expected: "e2", actual: "x2", traceFileLine: 4, scenarioLine: 21))
    }

    func testFirstDifferenceWhenTheActualTraceEndsEarlyOrRunsOn() async {
        let short = UnifiedTraceDiff(expected: ["a", "b"], expectedFileLines: [1, 2], actual: actual(["a"], from: 5))
        XCTAssertEqual(short.firstDifference, .init(expected: "b", actual: nil, traceFileLine: 2, scenarioLine: 5))
        XCTAssertTrue(short.text(expectedName: "t", actualName: "s").contains("@@ -1,2 +1 @@"))
        let long = UnifiedTraceDiff(expected: ["a"], expectedFileLines: [1], actual: actual(["a", "b"], from: 5))
        XCTAssertEqual(long.firstDifference, .init(expected: nil, actual: "b", traceFileLine: 1, scenarioLine: 6))
        let fromNothing = UnifiedTraceDiff(expected: [], expectedFileLines: [], actual: actual(["a"]))
        XCTAssertTrue(fromNothing.text(expectedName: "t", actualName: "s").contains("@@ -0,0 +1 @@"))
        XCTAssertTrue(UnifiedTraceDiff(expected: ["a"], expectedFileLines: [1], actual: actual(["a"])).isEmpty)
    }

    func testUpdateKeepsCommentsWithTheirLines() async {
        let file = TraceFile(text: """
        # profile: ios5
        # loading
        a.viewDidLoad()

        # appearing
        a.viewWillAppear(false)
        old.line()
        # the end
        a.viewDidAppear(false)
        # trailing

        """)
        XCTAssertEqual(file.events, ["a.viewDidLoad()", "a.viewWillAppear(false)", "old.line()", "a.viewDidAppear(false)"])
        XCTAssertEqual(file.eventLineNumbers, [3, 6, 7, 9])
        XCTAssertEqual(file.profile, "ios5")
        let updated = file.updated(to: ["new.first()", "a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewDidAppear(false)", "new.last()"])
        XCTAssertEqual(updated.text, """
        # profile: ios5
        # loading
        new.first()
        a.viewDidLoad()

        # appearing
        a.viewWillAppear(false)
        # the end
        a.viewDidAppear(false)
        new.last()
        # trailing

        """)
        XCTAssertEqual(file.updated(to: file.events), file)
        XCTAssertEqual(file.updated(to: file.events, profile: "modern").profile, "modern")
        XCTAssertEqual(TraceFile(text: "a()\n").updated(to: ["a()"], profile: "ios5").text, "# profile: ios5\na()\n")
    }

    func testShardsPartitionExactly() async {
        XCTAssertEqual(CheckShard(argument: "2/3"), CheckShard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "a/b", "3", "1/0", "1/2/3", "-1/2", ""] { XCTAssertNil(CheckShard(argument: bad), bad) }
        let items = Array(0..<23)
        for count in 1...7 {
            let shards = (1...count).map { CheckShard(index: $0, count: count).select(items) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), items, "count \(count)")
            XCTAssertTrue(shards.allSatisfy { $0 == $0.sorted() })
            XCTAssertLessThanOrEqual((shards.map(\.count).max() ?? 0) - (shards.map(\.count).min() ?? 0), 1)
        }
    }

    func testReportsEscapeWhatTheirFormatsReserve() async {
        XCTAssertEqual(GitHubAnnotations.command("error", file: "a,b:c.swift", line: 3, column: nil, title: "T", message: "50% done\nnext\r"),
                       "::error file=a%2Cb%3Ac.swift,line=3,title=T::50%25 done%0Anext%0D")
        XCTAssertEqual(JUnitReport.escape("<a href=\"x\">&\u{1}</a>"), "&lt;a href=&quot;x&quot;&gt;&amp;\u{FFFD}&lt;/a&gt;")
    }
}
