import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SandboxAssets
import XCTest

/// `sandbox check` as CI runs it: folders, the summary line, every exit status, `--update`, `--shard`,
/// `--jobs`, `--strict`, standard input, and each report format.
final class CheckCommandTests: SandboxCommandTestCase {
    /// A scenario whose lines are known: its events come from lines 4, 6 and 8.
    static let numbered = """
    class A: UIViewController {}
    class B: UIViewController {}
    let a = A()
    window.rootViewController = a
    wait(0.5)
    let b = B()
    a.addChild(b)
    b.didMove(toParent: a)

    """

    /// The example scenarios and their traces, copied into `into` (inside the test's folder).
    @discardableResult
    func copyExamples(into name: String, only: [String]? = nil) throws -> [String] {
        let target = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let source = SandboxAssets.scenarios
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.filter { only?.contains($0) ?? true }.sorted()
        for n in names {
            for ext in ["swift", "trace"] {
                try FileManager.default.copyItem(at: source.appendingPathComponent("\(n).\(ext)"), to: target.appendingPathComponent("\(n).\(ext)"))
            }
        }
        return names
    }

    func check(_ args: [String], input: Data? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> SandboxProcess.Outcome {
        let r = try SandboxProcess.run(["check"] + args, in: folder, input: input, timeout: 120, file: file, line: line)
        XCTAssertFalse(r.signalled, "check \(args) died of signal \(r.status): \(r.stderr)", file: file, line: line)
        return r
    }

    func lastLine(_ text: String) -> String { text.split(separator: "\n").last.map(String.init) ?? "" }

    func read(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }

    // MARK: Folders and the summary

    func testFolderIsSearchedRecursivelyAndEndsWithTheSummary() async throws {
        let top = try copyExamples(into: "scenarios", only: ["add-and-remove", "double-viewdidappear-fixed", "memory-warning-ios5"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenarios/nested"), withIntermediateDirectories: true)
        try copyExamples(into: "scenarios/nested", only: ["manual-forwarding"])
        // A helper file with no trace beside it is skipped; a hidden folder is not searched.
        _ = try write("scenarios/nested/helper.swift", "print(1)\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenarios/.build"), withIntermediateDirectories: true)
        _ = try write("scenarios/.build/junk.swift", "this does not parse (\n")

        let r = try check(["scenarios"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "4 passed, 0 failed, 1 skipped")
        for n in top { XCTAssertTrue(r.stdout.contains("passed   scenarios/\(n).swift"), r.stdout) }
        XCTAssertTrue(r.stdout.contains("passed   scenarios/nested/manual-forwarding.swift"), r.stdout)
        XCTAssertTrue(r.stdout.contains("skipped  scenarios/nested/helper.swift: no scenarios/nested/helper.trace"), r.stdout)
        XCTAssertFalse(r.stdout.contains("junk"), r.stdout)
    }

    /// The whole example folder, as scripts/test checks it.
    func testEveryExampleScenarioPasses() async throws {
        let names = try copyExamples(into: "all")
        // The three-button container's transitions take long in a debug build on a busy machine.
        let r = try check(["all", "--jobs", "2", "--timeout", "600"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "\(names.count) passed, 0 failed")
    }

    func testOneFileWithExpect() async throws {
        try copyExamples(into: "s", only: ["add-and-remove"])
        try FileManager.default.moveItem(at: folder.appendingPathComponent("s/add-and-remove.trace"), to: folder.appendingPathComponent("expected.trace"))
        let r = try check(["s/add-and-remove.swift", "--expect", "expected.trace"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "1 passed, 0 failed")
    }

    // MARK: Exit status 1 and the diff

    func testDifferingTraceExitsOneWithAUnifiedDiffAndScenarioLines() async throws {
        _ = try write("n.swift", Self.numbered)
        XCTAssertEqual(try check(["n.swift", "--update"]).status, 0)
        // The expected trace says b moves in before a has appeared: the actual trace differs.
        var expected = try read("n.trace").split(separator: "\n").map(String.init)
        let moved = try XCTUnwrap(expected.firstIndex(of: "b.willMove(toParent: a)"))
        expected.insert(expected.remove(at: moved), at: 1)
        _ = try write("n.trace", "# a comment line\n" + expected.joined(separator: "\n") + "\n")

        let r = try check(["n.swift"])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "0 passed, 1 failed")
        XCTAssertTrue(r.stdout.contains("FAILED   n.swift: the trace differs from n.trace"), r.stdout)
        XCTAssertTrue(r.stdout.contains("--- n.trace\n+++ n.swift\n@@ -1,"), r.stdout)
        // The removed line says where it is in the trace file (line 3: after the comment), the added one
        // which scenario line made it (7: a.addChild(b)).
        XCTAssertTrue(r.stdout.range(of: #"\n-b\.willMove\(toParent: a\) +// n\.trace:3\n"#, options: .regularExpression) != nil, r.stdout)
        XCTAssertTrue(r.stdout.range(of: #"\n\+b\.willMove\(toParent: a\) +// n\.swift:7\n"#, options: .regularExpression) != nil, r.stdout)
        XCTAssertTrue(r.stdout.range(of: #"\n a\.viewDidLoad\(\) +// n\.swift:4\n"#, options: .regularExpression) != nil, r.stdout)
    }

    // MARK: Exit status 2: wrong input

    func testWrongInputExitsTwo() async throws {
        _ = try write("broken.swift", "class A: UIViewController {\nlet a = A(\n")
        _ = try write("broken.trace", "")
        var r = try check(["broken.swift"])
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("broken.swift:"), r.stderr)
        XCTAssertTrue(r.stderr.contains(": error: "), r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "0 passed, 1 failed")

        r = try check(["missing.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("missing.swift: error:"), r.stderr)

        // A named file needs its trace; a trace that is a folder cannot be read.
        _ = try write("lonely.swift", Self.numbered)
        r = try check(["lonely.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("no expected trace lonely.trace"), r.stderr)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lonely.trace"), withIntermediateDirectories: true)
        r = try check(["lonely.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("lonely.trace: error: cannot read the expected trace"), r.stderr)

        // Bad options exit 2 (ArgumentParser's own status would be 64).
        for args in [["--jobs", "0", "x.swift"], ["--shard", "3/2", "x.swift"], ["--shard", "0/2", "x.swift"],
                     ["--format", "xml", "x.swift"], ["--bogus", "x.swift"], ["-"], [], ["a.swift", "b.swift", "--expect", "t.trace"]] {
            let bad = try check(args)
            XCTAssertEqual(bad.status, 2, "\(args): \(bad.stderr)")
            XCTAssertTrue(bad.stderr.hasPrefix("Error:"), "\(args): \(bad.stderr)")
        }
    }

    // MARK: Exit status 3: crashed or timed out

    func testCrashKeepsTheTraceSoFarAndExitsThree() async throws {
        _ = try write("crash.swift", Self.numbered + "let missing: UIViewController? = nil\nmissing!.loadViewIfNeeded()\n")
        _ = try write("crash.trace", "")
        let r = try check(["crash.swift", "--format", "json"])
        XCTAssertEqual(r.status, 3, r.stdout + r.stderr)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let result = try XCTUnwrap((doc["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["status"] as? String, "crashed")
        XCTAssertEqual((result["problem"] as? [String: Any])?["line"] as? Int, 10)
        // Every event before the crash is kept.
        XCTAssertEqual((result["actual"] as? [[String: Any]])?.last?["text"] as? String, "b.didMove(toParent: a)")
    }

    func testTimeOutExitsThreeWithoutWaitingForTheScenario() async throws {
        // A loop that never ends (a virtual hour of waiting is no test: the compiled device skips idle
        // time, so it ends in well under a second of wall-clock time).
        _ = try write("spin.swift", Self.numbered + "while true {}\n")
        _ = try write("spin.trace", "")
        let started = Date()
        let r = try check(["spin.swift", "--timeout", "2"])
        XCTAssertEqual(r.status, 3, r.stdout + r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertTrue(r.stdout.contains("TIMEOUT  spin.swift"), r.stdout)
        // At the line the loop was running, as `sandbox trace` says it.
        XCTAssertTrue(r.stderr.contains("spin.swift:9: error: timed out after 2 s of wall-clock time (--timeout)"), r.stderr)
    }

    /// A crash (3) outranks a differing trace (1) and wrong input (2); the rest still run.
    func testTheHighestStatusWins() async throws {
        _ = try write("n.swift", Self.numbered)
        _ = try write("n.trace", "a.viewDidLoad()\n")
        _ = try write("broken.swift", "let = \n")
        _ = try write("broken.trace", "")
        XCTAssertEqual(try check(["n.swift", "broken.swift"]).status, 2)
        _ = try write("spin.swift", "while true {}\n")
        _ = try write("spin.trace", "")
        let r = try check(["n.swift", "broken.swift", "spin.swift", "--timeout", "2"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(lastLine(r.stdout), "0 passed, 3 failed")
    }

    // MARK: --update

    func testUpdateKeepsCommentsAndProfileAndRoundTrips() async throws {
        try copyExamples(into: "s", only: ["double-viewdidappear", "memory-warning-ios5"])
        let original = try read("s/double-viewdidappear.trace")
        let originalIOS5 = try read("s/memory-warning-ios5.trace")
        // Nothing changed: --update leaves the files byte for byte.
        var r = try check(["s", "--update"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try read("s/double-viewdidappear.trace"), original)
        XCTAssertEqual(try read("s/memory-warning-ios5.trace"), originalIOS5)

        // Trace lines lost from both files: --update puts them back between the same comments, and keeps
        // the `# profile: ios5` line (the scenario runs with the iOS 5 profile).
        let damaged = original.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "b.viewDidAppear(false)" && $0 != "a.viewDidLoad()" }.joined(separator: "\n")
        _ = try write("s/double-viewdidappear.trace", damaged)
        _ = try write("s/memory-warning-ios5.trace", originalIOS5.replacingOccurrences(of: "second.viewDidUnload()\n", with: ""))
        XCTAssertEqual(try check(["s"]).status, 1)
        r = try check(["s", "--update"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "0 passed, 0 failed, 2 updated")
        XCTAssertEqual(try read("s/double-viewdidappear.trace"), original)
        XCTAssertEqual(try read("s/memory-warning-ios5.trace"), originalIOS5)
        XCTAssertEqual(lastLine(try check(["s"]).stdout), "2 passed, 0 failed")
    }

    func testUpdateWritesAMissingTraceAndNamesAnExplicitProfile() async throws {
        _ = try write("n.swift", Self.numbered)
        var r = try check(["n.swift", "--update"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("updated  n.swift: wrote n.trace"), r.stdout)
        let trace = try read("n.trace")
        XCTAssertTrue(trace.hasPrefix("a.viewDidLoad()\na.viewWillAppear(false)\n"), trace)
        XCTAssertTrue(trace.contains("b.willMove(toParent: a)\nb.didMove(toParent: a)\n"), trace)
        XCTAssertEqual(try check(["n.swift"]).status, 0)

        r = try check(["n.swift", "--update", "--profile", "ios5"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // The iOS 5 trace is the modern one without viewIsAppearing (iOS 13 and later).
        let ios5 = trace.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("viewIsAppearing") }
        XCTAssertEqual(try read("n.trace"), "# profile: ios5\n" + ios5.joined(separator: "\n"))
    }

    /// A trace that is a symlink (kept in another folder, linked beside its scenario) is updated at its
    /// target: the link stays a link (it was replaced by a regular file).
    func testUpdateWritesThroughASymlinkedTrace() async throws {
        _ = try write("n.swift", Self.numbered)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("kept"), withIntermediateDirectories: true)
        _ = try write("kept/n.trace", "a.viewDidLoad()\n")
        let link = folder.appendingPathComponent("n.trace").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "kept/n.trace")
        let r = try check(["n.swift", "--update"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "kept/n.trace", "still a link")
        XCTAssertTrue(try read("kept/n.trace").contains("b.didMove(toParent: a)\n"))
        XCTAssertEqual(try check(["n.swift"]).status, 0)
    }

    // MARK: --shard and --jobs

    /// The quick examples (all but the three-button container's three seconds of transitions).
    static let quick = ["add-and-remove", "addsubview-without-addchild", "double-viewdidappear", "double-viewdidappear-fixed",
                        "manual-forwarding", "manual-forwarding-forgotten", "memory-warning", "memory-warning-ios5",
                        "navigation-push-and-cancelled-swipe-back"]

    func testShardsPartitionTheScenariosExactly() async throws {
        let names = try copyExamples(into: "all", only: Self.quick)
        var seen: [[String]] = []
        for index in 1...3 {
            let r = try check(["all", "--shard", "\(index)/3", "--format", "json"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let scenarios = try XCTUnwrap(doc["results"] as? [[String: Any]]).compactMap { $0["scenario"] as? String }
            XCTAssertEqual(scenarios, scenarios.sorted(), "a shard keeps the stable order")
            seen.append(scenarios)
        }
        let all = seen.flatMap { $0 }
        XCTAssertEqual(all.count, names.count, "no scenario checked twice: \(seen)")
        XCTAssertEqual(Set(all), Set(names.map { "all/\($0).swift" }), "every scenario in one shard")
        XCTAssertTrue(seen.allSatisfy { abs($0.count - names.count / 3) <= 1 }, "shards of even size: \(seen)")
        // The same shard again is the same list.
        let again = try check(["all", "--shard", "2/3"])
        XCTAssertEqual(again.stdout.split(separator: "\n").dropLast().count, seen[1].count)
    }

    func testParallelOutputIsTheSameAsSerial() async throws {
        try copyExamples(into: "all", only: Self.quick)
        _ = try write("all/n.swift", Self.numbered)
        _ = try write("all/n.trace", "a.viewDidLoad()\n")
        let serial = try check(["all", "--jobs", "1"])
        let parallel = try check(["all", "--jobs", "4"])
        XCTAssertEqual(serial.status, 1)
        XCTAssertEqual(parallel.status, 1)
        XCTAssertEqual(serial.stdout, parallel.stdout)
        XCTAssertEqual(serial.stderr, parallel.stderr)
    }

    // MARK: --strict

    func testStrictMakesFindingsFail() async throws {
        try copyExamples(into: "s", only: ["double-viewdidappear", "double-viewdidappear-fixed"])
        let lenient = try check(["s"])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("s/double-viewdidappear.swift:"), lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains(": finding R3 <b>"), lenient.stderr)
        let strict = try check(["s", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertEqual(lastLine(strict.stdout), "1 passed, 1 failed")
        XCTAssertTrue(strict.stdout.contains("FAILED   s/double-viewdidappear.swift: the checker found"), strict.stdout)
    }

    // MARK: Standard input

    func testStandardInput() async throws {
        _ = try write("n.swift", Self.numbered)
        XCTAssertEqual(try check(["n.swift", "--update"]).status, 0)
        let r = try check(["-", "--expect", "n.trace"], input: Data(Self.numbered.utf8))
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("passed   <stdin>"), r.stdout)
        let broken = try check(["-", "--expect", "n.trace"], input: Data("let = 1\n".utf8))
        XCTAssertEqual(broken.status, 2, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("<stdin>:1:"), broken.stderr)

        let trace = try SandboxProcess.run(["trace", "-"], in: folder, input: Data(Self.numbered.utf8))
        XCTAssertEqual(trace.status, 0, trace.stderr)
        XCTAssertEqual(trace.stdout, try read("n.trace"))
    }

    // MARK: Report formats

    func testJUnitReport() async throws {
        try copyExamples(into: "s", only: ["add-and-remove"])
        _ = try write("s/n.swift", Self.numbered)
        _ = try write("s/n.trace", "a.viewDidLoad()\n")
        _ = try write("s/helper.swift", "print(1)\n")
        _ = try write("s/broken.swift", "let = 1\n")
        _ = try write("s/broken.trace", "")
        let r = try check(["s", "--format", "junit", "--output", "report.xml"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(lastLine(r.stdout), "1 passed, 2 failed, 1 skipped")
        let xml = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
        let suite = try XCTUnwrap(try xml.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, "1")
        let cases = try xml.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        XCTAssertEqual(cases.compactMap { $0.attribute(forName: "name")?.stringValue },
                       ["s/add-and-remove.swift", "s/broken.swift", "s/helper.swift", "s/n.swift"])
        XCTAssertEqual(cases.first?.attribute(forName: "classname")?.stringValue, "s")
        let failure = try XCTUnwrap(try xml.nodes(forXPath: "//testcase[@name='s/n.swift']/failure").first)
        XCTAssertTrue(failure.stringValue?.contains("@@ -1 +1,") ?? false, failure.stringValue ?? "")
        XCTAssertEqual(try xml.nodes(forXPath: "//testcase[@name='s/broken.swift']/error").count, 1)
        XCTAssertEqual(try xml.nodes(forXPath: "//testcase[@name='s/helper.swift']/skipped").count, 1)

        // Without --output the report is standard output and the text goes to standard error.
        let piped = try check(["s/add-and-remove.swift", "--format", "junit"])
        XCTAssertEqual(piped.status, 0)
        XCTAssertTrue(piped.stdout.hasPrefix("<?xml"), piped.stdout)
        XCTAssertTrue(piped.stderr.contains("1 passed, 0 failed"), piped.stderr)
        XCTAssertNoThrow(try XMLDocument(data: Data(piped.stdout.utf8)))
    }

    func testGitHubAnnotationsPointAtTheScenarioLineOfTheFirstDifference() async throws {
        _ = try write("n.swift", Self.numbered)
        XCTAssertEqual(try check(["n.swift", "--update"]).status, 0)
        // Line 8 now prints instead of calling didMove: the first differing event comes from line 8.
        _ = try write("n.swift", Self.numbered.replacingOccurrences(of: "b.didMove(toParent: a)", with: "print(\"50%, done\")"))
        let r = try check(["n.swift", "--format", "github"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let annotation = try XCTUnwrap(r.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") }.map(String.init), r.stdout)
        XCTAssertTrue(annotation.hasPrefix("::error file=n.swift,line=8,title=Lifecycle trace differs::"), annotation)
        XCTAssertTrue(annotation.contains("expected 'b.didMove(toParent: a)', got 'print: 50%25, done'"), annotation)
        XCTAssertFalse(annotation.dropFirst(2).contains("\n"))
        XCTAssertTrue(annotation.contains("%0A@@ "), annotation)

        // Findings are warnings, errors with --strict; a build error is an error at its line and column.
        try copyExamples(into: "s", only: ["double-viewdidappear"])
        let findings = try check(["s", "--format", "github"])
        XCTAssertTrue(findings.stdout.contains("::warning file=s/double-viewdidappear.swift,line="), findings.stdout)
        XCTAssertTrue(try check(["s", "--format", "github", "--strict"]).stdout.contains("::error file=s/double-viewdidappear.swift,line="))
        _ = try write("broken.swift", "let a = 1\nlet = 2\n")
        _ = try write("broken.trace", "")
        let broken = try check(["broken.swift", "--format", "github"])
        XCTAssertTrue(broken.stdout.contains("::error file=broken.swift,line=2,col="), broken.stdout)
    }

    func testJSONReport() async throws {
        _ = try write("n.swift", Self.numbered)
        XCTAssertEqual(try check(["n.swift", "--update"]).status, 0)
        try copyExamples(into: ".", only: ["double-viewdidappear"])
        let r = try check(["n.swift", "double-viewdidappear.swift", "--format", "json", "--output", "r.json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("r.json"))) as? [String: Any])
        let summary = try XCTUnwrap(doc["summary"] as? [String: Any])
        XCTAssertEqual(summary["passed"] as? Int, 2)
        XCTAssertEqual(summary["failed"] as? Int, 0)
        XCTAssertEqual(summary["exitStatus"] as? Int, 0)
        let results = try XCTUnwrap(doc["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["scenario"] as? String }, ["n.swift", "double-viewdidappear.swift"])
        let actual = try XCTUnwrap(results[0]["actual"] as? [[String: Any]])
        XCTAssertEqual(actual.first?["text"] as? String, "a.viewDidLoad()")
        XCTAssertEqual(actual.first?["line"] as? Int, 4)
        let finding = try XCTUnwrap((results[1]["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["rule"] as? String, "R3")
        XCTAssertNotNil(finding["fix"] as? String)
    }
}
