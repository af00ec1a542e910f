import Foundation
import XCTest

/// What `check` writes at the end (the `--output` report, the traces `--update` writes) is written whole
/// or not at all: a new file in the destination's folder renamed over it, never a half-written report and
/// never a folder left in `$TMPDIR`.
final class WholeFileTests: SandboxCommandTestCase {
    private let scenario = "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n"

    /// Foundation's `.atomic` write, which `--update` used, left a `TemporaryDirectory.*` folder in
    /// `$TMPDIR` for every trace it wrote. A trace reached through a symbolic link is updated at the
    /// link's target, the link kept.
    func testUpdatingTracesLeavesNothingInTheTemporaryFolder() async throws {
        let tmp = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        _ = try write("a.swift", scenario)
        _ = try write("b.swift", scenario)
        _ = try write("kept.trace", "# the trace of b, kept elsewhere\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.trace").path, withDestinationPath: "kept.trace")
        let p = SandboxProcess(["check", "--update", "a.swift", "b.swift"], in: folder, environment: ["TMPDIR": tmp.path])
        try p.start()
        let r = p.finish(timeout: 180)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tmp.path), [], "nothing left in TMPDIR")
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("a.trace"), encoding: .utf8).contains("a.viewDidAppear(false)"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("b.trace").path), "kept.trace")
        let kept = try String(contentsOf: folder.appendingPathComponent("kept.trace"), encoding: .utf8)
        XCTAssertTrue(kept.contains("# the trace of b, kept elsewhere\n") && kept.contains("a.viewDidAppear(false)"), kept)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.swift", "a.trace", "b.swift", "b.trace", "kept.trace", "tmp"])
    }

    /// A report that cannot be written whole (here the file size limit, `ulimit -f 64`, stops it after
    /// 64 KB) leaves the earlier report as it was and no new file beside it, and says so. It used to
    /// empty the earlier report first and leave the first 64 KB of the new one.
    func testAReportThatCannotBeWrittenWholeLeavesTheEarlierOne() async throws {
        // 3,000 memory warnings against a one-line trace: a JUnit failure whose diff is over 64 KB.
        _ = try write("long.swift", scenario + "for _ in 0..<3000 { memoryWarning() }\n")
        _ = try write("long.trace", "a.viewDidLoad()\n")
        let first = try SandboxProcess.run(["check", "long.swift", "--format", "junit", "--output", "report.xml"], in: folder, timeout: 180)
        XCTAssertEqual(first.status, 1, first.stderr)
        let report = folder.appendingPathComponent("report.xml")
        XCTAssertGreaterThan(try Data(contentsOf: report).count, 100 << 10, "the report is larger than the limit below")
        try Data("<earlier/>\n".utf8).write(to: report)

        // The scenario is compiled already (the cache is not under the limit's test).
        let quoted = ["check", "long.swift", "--format", "junit", "--output", "report.xml"].map { "'\($0)'" }.joined(separator: " ")
        let p = SandboxProcess(["-c", "ulimit -f 64; exec '\(SandboxProcess.executable.path)' \(quoted)"], in: folder)
        p.process.executableURL = URL(fileURLWithPath: "/bin/sh")
        try p.start()
        let r = p.finish(timeout: 180)
        XCTAssertFalse(r.signalled, r.stderr)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("report.xml: error: cannot write the report: the file is too large"), r.stderr)
        XCTAssertTrue(r.stderr.contains("the report was not written"), r.stderr)
        XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), "<earlier/>\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["long.swift", "long.trace", "report.xml"])
    }

    /// A report into a folder that is not there is refused before anything runs, in one line.
    func testAReportIntoAMissingFolderIsRefusedFirst() async throws {
        _ = try write("a.swift", scenario)
        _ = try write("a.trace", "a.viewDidLoad()\n")
        let r = try SandboxProcess.run(["check", "a.swift", "--format", "json", "--output", "no/such/r.json"], in: folder)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("no/such/r.json: error: cannot write the report: its folder"), r.stderr)
    }
}
