import SandboxKit
import XCTest
@testable import Scenario

/// `sandbox diff`'s comparison: Myers' diff at every size (one inserted event in a long log is one
/// difference, not a shifted comparison of everything after it), CRLF line ends, logs read from files.
final class LogDiffTests: XCTestCase {
    private func log(_ count: Int, insertingAt inserted: Int? = nil, lineEnd: String = "\n") -> String {
        var lines: [String] = []
        for i in 0..<count {
            if i == inserted { lines.append(#"{"seq":0,"frame":0,"controller":"extra","event":"viewDidLoad"}"#) }
            lines.append(#"{"seq":\#(i + 1),"frame":\#(i),"controller":"c\#(i % 97)","event":"viewWillAppear","args":{"animated":\#(i % 2 == 0)}}"#)
        }
        return lines.map { $0 + lineEnd }.joined()
    }

    func testOneInsertedEventInALongLogIsOneDifference() async {
        let a = log(3000), b = log(3000, insertingAt: 1500)
        let report = LogDiff(a: a, b: b).report()
        XCTAssertEqual(report, ["+ B:1501 extra.viewDidLoad"])
        let removed = LogDiff(a: b, b: a).report()
        XCTAssertEqual(removed, ["- A:1501 extra.viewDidLoad"])
    }

    /// Far beyond one diff window: still one difference, and the timing change of one matched event.
    func testLargeLogsAreDiffedExactly() async {
        let a = log(20_000, insertingAt: 12_345)
        var b = log(20_000).replacingOccurrences(of: #"{"seq":700,"frame":699,"#, with: #"{"seq":700,"frame":7000,"#)
        b += #"{"seq":20001,"frame":1,"event":"print","message":"end"}"# + "\n"
        let report = LogDiff(a: a, b: b).report()
        XCTAssertEqual(report.count, 3, "\(report.prefix(5))")
        XCTAssertTrue(report.contains { $0.hasPrefix("~ A:700 B:700 c20.viewWillAppear") && $0.hasSuffix("frame 699 → 7000") }, "\(report)")
        XCTAssertTrue(report.contains("- A:12346 extra.viewDidLoad"), "\(report)")
        XCTAssertTrue(report.contains("+ B:20001 print: end"), "\(report)")
    }

    /// The same bytes on both sides are matched without parsing, but a line that is no JSON object (a
    /// torn last line) is still reported, in each log, and not counted as an event.
    func testIdenticalLinesAreTheSameEventAndTornOnesAreStillReported() async {
        let torn = log(3) + #"{"seq":4,"frame":3,"contr"# + "\n" + log(2)
        let diff = LogDiff(a: torn, b: torn)
        XCTAssertEqual(diff.report(), [])
        XCTAssertEqual(diff.aCount, 5)
        XCTAssertEqual(diff.problems, ["A:4: not a JSON object; skipped", "B:4: not a JSON object; skipped"])
    }

    func testCRLFLineEndsAreLineEnds() async {
        let diff = LogDiff(a: log(50, lineEnd: "\r\n"), b: log(50))
        XCTAssertEqual(diff.problems, [])
        XCTAssertEqual(diff.aCount, 50)
        XCTAssertEqual(diff.report(), [])
    }

    func testFilesAreReadInChunksAcrossLineBoundaries() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logdiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Over 1 MB each, so lines straddle the reader's chunks.
        let a = folder.appendingPathComponent("a.jsonl"), b = folder.appendingPathComponent("b.jsonl")
        try Data(log(15_000, lineEnd: "\r\n").utf8).write(to: a)
        try Data(log(15_000, insertingAt: 14_000).utf8).write(to: b)
        let diff = try LogDiff(aPath: a.path, bPath: b.path)
        XCTAssertEqual(diff.aCount, 15_000)
        XCTAssertEqual(diff.bCount, 15_001)
        XCTAssertEqual(diff.report(), ["+ \(b.path):14001 extra.viewDidLoad"])
        XCTAssertThrowsError(try LogDiff(aPath: folder.path, bPath: b.path))
    }

    func testSequenceDiffIsMinimalAcrossWindows() async {
        let a = Array(0..<5000), b = Array(0..<2000) + [-1, -2] + Array(2000..<4000) + Array(4100..<5000)
        let steps = SequenceDiff.steps(a, b, equal: ==)
        let changes = steps.filter { if case .same = $0 { return false }; return true }
        XCTAssertEqual(changes.count, 102, "2 inserted, 100 removed")
    }
}
