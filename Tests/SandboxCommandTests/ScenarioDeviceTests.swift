import XCTest

/// Scenarios compiled by Swift and run in a device process, through the `sandbox` executable as a user
/// runs it: every example and every file of the corpus (real app shapes) gives its checked-in trace;
/// each way a scenario can go wrong ends with its own message and exit status, keeping the events.
final class ScenarioDeviceTests: CompiledScenarioTestCase {
    func testEveryExampleGivesItsTrace() async throws { try checkAll(in: "Assets/scenarios") }

    /// The shapes real apps use: a UIViewController extension adding and removing children, an enum of
    /// tabs with `switch`, `guard let`, `lazy var` with a closure, a protocol delegate, a struct of
    /// settings, target-action with `#selector`, a lifecycle logger with `#function`,
    /// `print(String(describing: self))`.
    func testCorpusGivesItsTraces() async throws { try checkAll(in: "Tests/ScenarioCorpus") }

    // MARK: Does not build

    func testCompileErrorIsTheCompilersAtTheUsersLineAndColumn() async throws {
        _ = try write("typo.swift", """
            import UIKit
            class Parent: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); let b = Child(); addChlid(b) }
            }
            class Child: UIViewController {}

            """)
        let r = try sandbox(["trace", "typo.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        // `addChlid` is at column 73 of the user's line, whatever the rewrite inserted before it.
        XCTAssertTrue(r.stderr.contains("typo.swift:3:73: error: cannot find 'addChlid' in scope"), r.stderr)
        XCTAssertTrue(r.stderr.contains("    override func viewDidLoad() { super.viewDidLoad(); let b = Child(); addChlid(b) }\n"
                                        + String(repeating: " ", count: 72) + "^"), r.stderr)
        XCTAssertFalse(r.stderr.contains("__sandbox"), "nothing of the rewrite shows: \(r.stderr)")
        XCTAssertEqual(r.stdout, "")
    }

    func testSwift41NamesAreRenamedWithTheFixIt() async throws {
        _ = try write("old.swift", "let a = UIViewController()\nlet b = UIViewController()\na.addChildViewController(b)\n")
        let r = try sandbox(["trace", "old.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("old.swift:3:3: error: 'addChildViewController' has been renamed to 'addChild(_:)'\n"
                                        + "a.addChildViewController(b)\n  ^\n  addChild\n"), "with the fix-it: \(r.stderr)")
    }

    /// The keyboard's notification names and keys of Swift 4.1 and before get the current names' fix-its.
    func testSwift41KeyboardNamesAreRenamedWithTheFixIt() async throws {
        _ = try write("keyboard.swift", """
            let o = NSObject()
            NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { note in
                print(note.userInfo?[UIKeyboardFrameEndUserInfoKey] as Any)
            }

            """)
        let r = try sandbox(["trace", "keyboard.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("keyboard.swift:2:50: error: 'UIKeyboardWillShow' has been renamed to "
                                        + "'UIResponder.keyboardWillShowNotification'\n"), r.stderr)
        XCTAssertTrue(r.stderr.contains("keyboard.swift:3:26: error: 'UIKeyboardFrameEndUserInfoKey' has been renamed to "
                                        + "'UIResponder.keyboardFrameEndUserInfoKey'\n"), r.stderr)
    }

    /// The type names UIKit nested in Swift 4.2, and the free functions and view methods it renamed then.
    func testSwift41TypeNamesAreRenamedWithTheFixIt() async throws {
        _ = try write("types.swift", """
            let b = UIButton(type: UIButtonType.system)
            b.setTitle("Add", for: UIControlState.normal)
            let insets = UIEdgeInsetsMake(1, 2, 3, 4)
            window.bringSubview(toFront: b)

            """)
        let r = try sandbox(["trace", "types.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        for expected in ["types.swift:1:24: error: 'UIButtonType' has been renamed to 'UIButton.ButtonType'\n",
                         "types.swift:2:24: error: 'UIControlState' has been renamed to 'UIControl.State'\n",
                         "types.swift:3:14: error: 'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'\n",
                         "types.swift:4:8: error: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'\n"] {
            XCTAssertTrue(r.stderr.contains(expected), "\(expected)in\n\(r.stderr)")
        }
    }

    /// `@main` in a scenario: one error at the attribute, in the scenario's terms; the compiler's said
    /// "cannot be used in a module that contains top-level code" and pointed at the sandbox's own file.
    func testAtMainIsRefusedAtItsLine() async throws {
        _ = try write("app.swift", "import UIKit\n\n@main\nstruct App { static func main() { print(1) } }\n")
        let r = try sandbox(["trace", "app.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines, ["app.swift:3:1: error: a scenario is top-level code and runs from its first line, so it has no '@main' type: remove '@main' and call what main() does at the top level"])
    }

    /// A script's `#!` first line runs as `swift file.swift` would run it (it was "expected a macro
    /// identifier"), and the lines after it keep their numbers.
    func testAShebangFirstLineIsAllowed() async throws {
        _ = try write("script.swift", "#!/usr/bin/env swift\nclass A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nlet x: Int = \"s\"\n")
        var r = try sandbox(["trace", "script.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("script.swift:5:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet x: Int = \"s\"\n"), r.stderr)
        _ = try write("script.swift", "#!/usr/bin/env swift\nclass A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n")
        r = try sandbox(["trace", "script.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("a.viewDidAppear(false)"), r.stdout)
    }

    /// A file name with a newline: its errors still quote the user's line (the rewritten one showed,
    /// `__sandboxLine(4); …`), under the name as the compiler escapes it.
    func testANewlineInTheFileNameKeepsTheUsersTerms() async throws {
        _ = try write("new\nline.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nlet x: Int = \"s\"\n")
        let r = try sandbox(["trace", "new\nline.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("new\\u{a}line.swift:4:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet x: Int = \"s\"\n"), r.stderr)
        XCTAssertFalse(r.stderr.contains("__sandbox"), r.stderr)
    }

    /// A `#sourceLocation(file:line:)` pair of the scenario's own builds (its closing directive closed the
    /// sandbox's opening one, and the build failed at the sandbox's file): errors inside it are at the
    /// place it names, errors after it at the scenario's own line.
    func testASourceLocationPairWorksAsInAnySwiftFile() async throws {
        _ = try write("located.swift", "class A: UIViewController {}\nlet a = A()\n#sourceLocation(file: \"generated.swift\", line: 100)\nwindow.rootViewController = a\n#sourceLocation()\nprint(1)\n")
        var r = try sandbox(["trace", "located.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: 1"), r.stdout)
        _ = try write("located.swift", "let a = 1\n#sourceLocation(file: \"generated.swift\", line: 100)\nlet y: Int = \"s\"\n#sourceLocation()\nlet x: Int = \"t\"\n")
        r = try sandbox(["trace", "located.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        // In the directive's terms, at the user's column (it was the rewritten line's, 32) with the user's
        // line quoted under it.
        XCTAssertTrue(r.stderr.contains("generated.swift:100:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet y: Int = \"s\"\n             ^\n"), r.stderr)
        XCTAssertTrue(r.stderr.contains("located.swift:5:14: error: cannot convert value of type 'String' to specified type 'Int'"), r.stderr)
    }

    // MARK: Crashes, timeouts, kills

    /// A crash at run time: its reason and the scenario line, the events before it in the trace and the
    /// log, which ends with an `ended` event; exit 3.
    func assertCrash(_ body: String, line crashLine: Int, reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nwait(0.1)\n" + body
        _ = try write("crash.swift", text)
        let r = try sandbox(["run", "crash.swift", "--log", "log.jsonl"], file: file, line: line)
        XCTAssertFalse(r.signalled, file: file, line: line)
        XCTAssertEqual(r.status, 3, r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.contains("crash.swift:\(crashLine): error: crashed: \(reason)"), r.stderr, file: file, line: line)
        let objects = jsonLines(folder.appendingPathComponent("log.jsonl"), file: file, line: line)
        assertContiguous(objects, file: file, line: line)
        XCTAssertTrue(objects.contains { $0["event"] as? String == "viewDidAppear" }, "events before the crash are kept", file: file, line: line)
        XCTAssertEqual(objects.last?["event"] as? String, "ended", file: file, line: line)
        XCTAssertEqual(objects.last?["line"] as? Int, crashLine, file: file, line: line)
        XCTAssertTrue((objects.last?["message"] as? String ?? "").contains(reason), file: file, line: line)
    }

    func testNilUnwrapCrash() async throws {
        try assertCrash("let missing: UIViewController? = nil\nprint(missing!)\n", line: 6,
                        reason: "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    func testFatalErrorCrash() async throws {
        try assertCrash("func fail() {\n    fatalError(\"no way\")\n}\nfail()\n", line: 6, reason: "Fatal error: no way")
    }

    func testIndexOutOfRangeCrashInACallback() async throws {
        try assertCrash("DispatchQueue.main.async {\n    let list = [1]\n    print(list[3])\n}\n", line: 7, reason: "Fatal error: Index out of range")
    }

    /// A line that only mentions "Fatal error: " (a log the scenario prints, on stdout or stderr) is
    /// output; the reason is the runtime's own line, and it was the last such mention before.
    func testALineMentioningFatalErrorIsNotTheCrashsReason() async throws {
        try assertCrash("""
            FileHandle.standardError.write(Data("server said: Fatal error: disk full\\n".utf8))
            Swift.print("Fatal error: printed by the app")
            let list = [1]
            print(list[3])

            """, line: 8, reason: "Fatal error: Index out of range")
    }

    /// `exit(N)` and a termination signal the scenario raises end the run with the scenario line that did it.
    func testExitAndRaisedSignalsNameTheScenarioLine() async throws {
        try assertCrash("print(1)\nexit(4)\n", line: 6, reason: "the scenario exited with status 4")
        try assertCrash("print(1)\nraise(SIGTERM)\n", line: 6, reason: "the device was killed by SIGTERM")
    }

    func testStackOverflowCrash() async throws {
        try assertCrash("func down(_ n: Int) -> Int { n + down(n + 1) }\nprint(down(0))\n", line: 5, reason: "stack overflow")
    }

    func testEndlessLoopStopsAtTheTimeout() async throws {
        _ = try write("spin.swift", "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nwait(0.1)\nvar n = 0\nwhile true { n &+= 1 }\n")
        let start = Date()
        let r = try sandbox(["trace", "spin.swift", "--timeout", "2"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("spin.swift:6: error: timed out after 2 s"), r.stderr)
        XCTAssertTrue(r.stdout.contains("a.viewDidAppear(false)"), r.stdout)
    }

    func testNeverSettlingScenarioStopsAtTheSettleLimit() async throws {
        _ = try write("timer.swift", "Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }\n")
        let r = try sandbox(["trace", "timer.swift"], environment: ["SANDBOX_SETTLE_LIMIT": "2"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("did not settle within 2 virtual seconds"), r.stderr)
    }

    /// The device killed from outside: the host reports it, keeps every event and does not hang.
    func testDeviceKilledWithSIGKILL() async throws {
        _ = try write("victim.swift", "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nwait(0.1)\nprint(\"ready\")\nwhile true { usleep(1000) }\n")
        let p = SandboxProcess(["run", "victim.swift", "--log", "log.jsonl"], in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path])
        try p.start()
        let log = folder.appendingPathComponent("log.jsonl").path
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, !(FileManager.default.contents(atPath: log).map { String(decoding: $0, as: UTF8.self).contains("ready") } ?? false) {
            usleep(20_000)
        }
        let children = (try? String(contentsOfFile: "/proc/\(p.process.processIdentifier)/task/\(p.process.processIdentifier)/children", encoding: .utf8)) ?? ""
        let device = children.split(separator: " ").compactMap { Int32($0) }
        XCTAssertEqual(device.count, 1, "one device process: \(children)")
        for pid in device { kill(pid, SIGKILL) }
        let r = p.finish(timeout: 30)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("victim.swift: error: crashed: the device was killed by SIGKILL"), r.stderr)
        let objects = jsonLines(folder.appendingPathComponent("log.jsonl"))
        assertContiguous(objects)
        XCTAssertTrue(objects.contains { $0["message"] as? String == "ready" })
        XCTAssertEqual(objects.last?["event"] as? String, "ended")
    }

    /// A megabyte in one `print`, and another straight to stdout: nothing hangs, nothing is lost.
    func testMegabyteOfOutput() async throws {
        _ = try write("loud.swift", """
            import Foundation
            let big = String(repeating: "x", count: 1 << 20)
            print(big)
            FileHandle.standardOutput.write(Data((big + "\\n").utf8))
            class Page: UIViewController {}
            let a = Page()
            window.rootViewController = a

            """)
        let r = try sandbox(["trace", "loud.swift"])
        XCTAssertEqual(r.status, 0, String(r.stderr.prefix(500)))
        XCTAssertTrue(r.stdout.contains("print: " + String(repeating: "x", count: 1 << 20) + "\n"))
        XCTAssertTrue(r.stdout.hasSuffix("a.viewDidAppear(false)\n"), String(r.stdout.suffix(200)))
        XCTAssertGreaterThanOrEqual(r.stderr.count, 1 << 20, "the device's own stdout reaches the user (on stderr)")
    }

    /// An unchanged file is not compiled again: the cache holds one program for it, not rewritten.
    func testUnchangedFileIsNotCompiledAgain() async throws {
        let cache = folder.appendingPathComponent("cache")
        _ = try write("same.swift", "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\n")
        let first = try sandbox(["trace", "same.swift"], environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        let programs = cache.appendingPathComponent("uikit-sandbox/scenarios")
        func entries() throws -> [String: Date] {
            var out: [String: Date] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: programs.path) where !name.hasPrefix("module-cache") {
                let exe = programs.appendingPathComponent(name).appendingPathComponent("scenario.so").path
                out[name] = try FileManager.default.attributesOfItem(atPath: exe)[.modificationDate] as? Date
            }
            return out
        }
        let before = try entries()
        XCTAssertEqual(before.count, 1)
        let second = try sandbox(["trace", "same.swift"], environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(try entries(), before)
        _ = try write("same.swift", "class Page: UIViewController {}\nlet b = Page()\nwindow.rootViewController = b\n")
        let third = try sandbox(["trace", "same.swift"], environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertTrue(third.stdout.hasPrefix("b.viewDidLoad()"), third.stdout)
        XCTAssertEqual(try entries().count, 2)
    }

    /// `UIApplication.shared` is the device's one application; no module named UIKit exists for other
    /// code to find.
    func testOneApplicationAndNoUIKitModule() async throws {
        _ = try write("app.swift", "print(UIApplication.shared === window.application, UIApplication.shared.windows.count)\n")
        let r = try sandbox(["trace", "app.swift"])
        XCTAssertEqual(r.stdout, "print: true 1\n", r.stderr)
        let modules = SandboxProcess.executable.deletingLastPathComponent().appendingPathComponent("Modules")
        let names = try FileManager.default.contentsOfDirectory(atPath: modules.path)
        XCTAssertFalse(names.contains { $0.hasPrefix("UIKit.") }, "\(names)")
    }

    /// A cache folder copied elsewhere (a restored home folder): the compiler refuses the module cache
    /// built at the old path; the sandbox starts that cache afresh and the scenario still runs.
    func testACopiedCacheFolderStillCompiles() async throws {
        _ = try write("first.swift", "print(1)\n")
        XCTAssertEqual(try sandbox(["trace", "first.swift"]).status, 0)
        let copy = folder.appendingPathComponent("copied-cache")
        try FileManager.default.copyItem(at: Self.cache, to: copy)
        _ = try write("second.swift", "print(2)\n")
        let r = try sandbox(["trace", "second.swift"], environment: ["XDG_CACHE_HOME": copy.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "print: 2\n")
    }
}
