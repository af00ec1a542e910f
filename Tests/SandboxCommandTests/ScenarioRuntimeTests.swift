import Raster
import SandboxMedia
import XCTest

/// The scenario runtime's built-ins and conventions, seen in the event log of `sandbox run` as a user
/// records it: when `wait`, `runLoop`, `DispatchQueue.main` and `tap`/`drag` let things happen (frames
/// and scenario lines), how controllers are named and printed, and that compositing (asked for by
/// `--screenshots`) changes no line of the log.
final class ScenarioRuntimeTests: CompiledScenarioTestCase {
    /// Runs `text` with `sandbox run --log` and returns the log's objects.
    private func log(_ text: String, name: String = "s.swift", arguments: [String] = [],
                     file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        _ = try write(name, text)
        let r = try sandbox(["run", name, "--log", "log.jsonl"] + arguments, file: file, line: line)
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        return jsonLines(folder.appendingPathComponent("log.jsonl"), file: file, line: line)
    }

    private func prints(_ objects: [[String: Any]]) -> [[String: Any]] { objects.filter { $0["event"] as? String == "print" } }

    /// Turn 0 runs the top level; `async` runs in the next turn, before the resumed top level (queued
    /// first); 0.26 s is due in turn 16 (16/60 ≥ 0.26); `wait(0.5)` from turn 1 resumes at turn 31.
    func testTimingOfWaitRunLoopAndAsyncAfter() async throws {
        let p = prints(try log("""
            print("start")
            DispatchQueue.main.async { print("async") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.26) { print("after") }
            runLoop()
            print("turn")
            wait(0.5)
            print("waited")

            """))
        XCTAssertEqual(p.map { $0["message"] as? String }, ["start", "async", "turn", "after", "waited"])
        XCTAssertEqual(p.map { $0["frame"] as? Int }, [0, 1, 1, 16, 31])
        XCTAssertEqual(p.map { $0["line"] as? Int }, [1, 2, 5, 3, 7])
    }

    /// A controller is named after the variable it is first bound to, else after its class, numbered
    /// when a name repeats; `print` shows a controller as `<name>`.
    func testControllerNamingAndPrinting() async throws {
        let p = prints(try log("""
            class Child: UIViewController {}
            let b = Child()
            let p = UIViewController()
            p.addChild(Child())
            p.addChild(Child())
            var c = UIViewController()
            c = Child()
            print(b, p.children, c)
            let none: UIViewController? = nil
            print(none as Any, true, 1, 0.5, "x: \\(b) \\(1 + 2)")
            print("a", "b", separator: "-")

            """))
        XCTAssertEqual(p.map { $0["message"] as? String }, ["<b> [<Child>, <Child#2>] <c#2>", "nil true 1 0.5 x: <b> 3", "a-b"])
    }

    /// `tap` and `drag` go through the application's real input events (pointer down, moves, up over
    /// turns): the button's action fires in the input phase of the turn of the pointer's up.
    func testTapAndDragPressARealButton() async throws {
        let p = prints(try log("""
            let a = UIViewController()
            window.rootViewController = a
            let button = UIButton(primaryAction: UIAction(title: "Go") { action in print("tapped", action.title) })
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            a.view.addSubview(button)
            tap(x: 10, y: 10)
            print("missed")
            tap(x: 150, y: 120)
            print("after")
            let wide = UIButton(primaryAction: UIAction { _ in print("up inside") })
            wide.frame = CGRect(x: 0, y: 300, width: 390, height: 300)
            a.view.addSubview(wide)
            drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
            drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 800), duration: 0.5)
            print("done")

            """))
        XCTAssertEqual(p.map { $0["message"] as? String }, ["missed", "tapped Go", "after", "up inside", "done"])
        // Down in turn 1, up in turn 2, the scenario resumes in turn 2; then the second tap.
        XCTAssertEqual(p.prefix(3).map { $0["frame"] as? Int }, [2, 4, 4])
        // The second drag ends outside the button: no action; two drags of 30 moves each.
        let done = try XCTUnwrap(p.last?["frame"] as? Int)
        XCTAssertEqual(Double(done), Double(4 + 2 * (30 + 2)), accuracy: 3)
    }

    /// Every example, run as `sandbox run` runs it and again compositing every frame (`--screenshots`
    /// makes the device composite each turn): the event logs are the same, line for line.
    func testEveryExampleLogsTheSameWithAndWithoutCompositing() async throws {
        let dir = Self.repository.appendingPathComponent("Assets/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for name in files {
            let scenario = dir.appendingPathComponent(name).path
            let expected = try String(contentsOfFile: String(scenario.dropLast(6)) + ".trace", encoding: .utf8)
            let profile = expected.contains("# profile: ios5") ? ["--profile", "ios5"] : []
            for (log, extra) in [("plain.jsonl", []), ("composited.jsonl", ["--screenshots", shots.path])] {
                // Compositing every turn in a debug build on a loaded machine can take a minute: the
                // wall-clock limit is not what this test is about.
                let r = try sandbox(["run", scenario, "--log", log, "--timeout", "600"] + profile + extra, timeout: 900)
                XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            }
            let plain = try String(contentsOf: folder.appendingPathComponent("plain.jsonl"), encoding: .utf8)
            let composited = try String(contentsOf: folder.appendingPathComponent("composited.jsonl"), encoding: .utf8)
            XCTAssertFalse(plain.isEmpty, name)
            XCTAssertEqual(plain, composited, "\(name): the event log changed with compositing")
        }
    }

    /// A headless run's screenshot shows text: the device measures and draws with the bundled fonts, as
    /// the window does (it drew no glyphs at all).
    func testAHeadlessScreenshotShowsText() async throws {
        _ = try write("label.swift", """
            let a = UIViewController()
            a.view.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            label.text = "Hello, screenshot"
            a.view.addSubview(label)
            window.rootViewController = a
            screenshot("label.png")

            """)
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let r = try sandbox(["run", "label.swift", "--screenshots", shots.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try PNGFile.read(shots.appendingPathComponent("label.png").path)
        // Dark pixels (the label's black text) inside the label's frame, none above it.
        let scale = image.width / 390
        func dark(_ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys { for x in (20 * scale)..<(320 * scale) where image[x, y].argb & 0xFF < 0x80 { n += 1 } }
            return n
        }
        XCTAssertGreaterThan(dark((100 * scale)..<(140 * scale)), 50, "the glyphs are drawn")
        XCTAssertEqual(dark((60 * scale)..<(100 * scale)), 0)
    }
}
