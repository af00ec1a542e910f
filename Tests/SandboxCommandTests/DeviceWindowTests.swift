import DeviceLink
import Foundation
import EventLog
import Raster
@testable import sandbox
import SandboxKit
import Scenario
@testable import SDLPlatform
import SandboxMedia
import XCTest

/// The desktop sandbox showing a device process (headless: SDL's dummy driver): its frames on the device
/// screen, the overlay fed from its events; and when the device is killed, crashes or hangs, the window
/// stays up with the reason where the device was, and every event it sent is still listed and logged.
@MainActor
final class DeviceWindowTests: XCTestCase {
    private var app: SandboxApp!
    private var host: SDLWindowHost!
    private var logPath = ""

    override func setUp() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("DeviceWindowTests-\(getpid()).jsonl").path
    }

    override func tearDown() async throws {
        try? app?.finish()
        host = nil
        app = nil
        try? FileManager.default.removeItem(atPath: logPath)
    }

    private func open(_ arguments: [String] = [], hangTimeout: TimeInterval = 5, memoryLimit: Int? = nil) throws {
        let size = CGSize(width: 1280, height: 800)
        let session = DeviceSession.demo(.tabs, windowSize: size, executable: SandboxProcess.executable.path,
                                         arguments: arguments, hangTimeout: hangTimeout)
        if let memoryLimit { session.memoryLimit = memoryLimit }
        app = try SandboxApp(size: size, fonts: try TTFFontRenderer(), images: SDLImageLoader(), realTime: false, slowFactor: nil,
                             demo: .tabs, recordPath: logPath, device: session)
        host = try SDLWindowHost(title: "test", size: size, resizable: false)
        app.attach(to: host)
    }

    @discardableResult
    private func run(timeout: TimeInterval = 30, until condition: () -> Bool) -> Bool {
        host.run(timeout: timeout, until: condition)
    }

    private var listed: [LifecycleEvent] { app.desk.overlay.eventList.events }

    private func started() -> Bool {
        listed.contains { $0.controller == "messages" && $0.method == .viewDidAppear } && app.device?.host?.latestFrame != nil
    }

    func testTheDeviceProcessIsShownAndFedToTheOverlay() async throws {
        try open()
        XCTAssertTrue(run(until: started), "the device's first events and frame arrived")
        // The device sends its controller table after the turn whose events and frame came first, so the
        // table may arrive a poll later than they do.
        let rows = { self.app.desk.overlay.controllerRows }
        XCTAssertTrue(run { rows().contains { $0.name == "messages" && $0.state == .appeared && $0.parent == "tabs" } },
                      "the controller table comes from the device")
        XCTAssertEqual(rows().first?.name, "tabs")
        XCTAssertTrue(app.desk.deviceMessage.isHidden)
        run(timeout: 1) { false }
        let shot = try XCTUnwrap(host.snapshot())
        let frame = app.device!.surface.frame
        XCTAssertEqual(shot[Int(frame.midX), Int(frame.maxY) - 40].argb, UIColor.systemBlue.color.premultiplied.argb,
                       "the device's frame is drawn on the device screen")
        // A click on the device screen goes to the device, whose events come back to the list.
        let p = CGPoint(x: frame.minX + 147 * frame.width / 390, y: frame.minY + 74 * frame.height / 844)
        host.handle(.pointerDown(p))
        host.handle(.pointerUp(p))
        XCTAssertTrue(run { listed.contains { $0.controller == "birthdays" && $0.method == .didMoveToParent } })
        XCTAssertEqual(listed.map(\.seq), Array(1...listed.count), "one numbering")
    }

    /// The view inspector (V) on a device process: the device sends its tree on request, and outlines
    /// the view selected in the window on its own screen.
    func testTheInspectorShowsTheDeviceProcesssViewsAndOutlinesTheSelectedOne() async throws {
        try open()
        XCTAssertTrue(run(until: started))
        app.handleKey("v")
        let inspector = app.desk.overlay.inspector
        XCTAssertTrue(run { inspector.tree != nil }, "the device answered with its view tree")
        let rows = inspector.visibleRows
        XCTAssertEqual(rows.first?.node.className, "UIWindow")
        XCTAssertEqual(rows.first?.node.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let pageRow = try XCTUnwrap(rows.first { $0.node.controller == "messages" })
        XCTAssertNotNil(rows.first { $0.node.controller == "tabs" })
        inspector.select(pageRow.path)
        let rect = try XCTUnwrap(inspector.selectedRect)
        // The outline arrives in one of the device's next frames: its top edge in the inspector's red.
        func outlined() -> Bool {
            guard let shot = app.device?.host?.latestFrameBitmap() else { return false }
            let s = CGFloat(shot.width) / 390
            let p = shot[Int((rect.midX * s).rounded()), Int((rect.minY * s).rounded()) + 1]
            return p.red > 200 && p.green < 120 && p.blue > 60
        }
        XCTAssertTrue(run(until: outlined), "the device outlined the selected view")
        app.handleKey("v")
        XCTAssertTrue(run { !outlined() }, "closing the inspector takes the outline away")
    }

    /// What every failure leaves: the window up and drawing, the reason instead of the device, the events
    /// before it listed and in the log (whole lines, numbered without a gap), then the end event.
    private func assertEnded(containing reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(run { app.device?.end != nil }, "the end was noticed", file: file, line: line)
        let end = try XCTUnwrap(app.device?.end, file: file, line: line)
        XCTAssertTrue(end.reason.contains(reason), end.reason, file: file, line: line)
        XCTAssertFalse(app.desk.deviceMessage.isHidden, file: file, line: line)
        XCTAssertTrue(app.desk.deviceMessage.text?.contains(end.reason) ?? false, file: file, line: line)
        XCTAssertTrue(app.device!.surface.isHidden, file: file, line: line)
        let last = try XCTUnwrap(listed.last, file: file, line: line)
        XCTAssertEqual(last.message, "device ended: \(end.reason)", file: file, line: line)
        XCTAssertTrue(listed.contains { $0.controller == "messages" && $0.method == .viewDidAppear }, "the events before the end", file: file, line: line)
        run(timeout: 0.5) { false }
        XCTAssertNotNil(host.snapshot(), "the window still draws", file: file, line: line)
        try app.finish()
        let logged = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(logged.count, listed.count, "every listed event is in the log", file: file, line: line)
        XCTAssertEqual(logged.compactMap { LifecycleEvent(jsonLine: String($0))?.seq }, Array(1...logged.count), file: file, line: line)
    }

    func testAKilledDeviceLeavesTheWindowUpWithTheReason() async throws {
        try open()
        XCTAssertTrue(run(until: started))
        kill(try XCTUnwrap(app.device?.host?.pid), SIGKILL)
        try assertEnded(containing: "killed (SIGKILL)")
    }

    func testACrashedDeviceLeavesTheWindowUpWithTheRuntimesMessage() async throws {
        try open(["--fault", "crash", "--fault-after", "1"])
        try assertEnded(containing: "Fatal error: the demo crashed on purpose (--fault crash)")
        XCTAssertTrue(app.device!.end!.reason.hasPrefix("crashed: "))
    }

    func testAHungDeviceIsKilledAfterTheTimeoutAndReported() async throws {
        try open(["--fault", "hang", "--fault-after", "1"], hangTimeout: 1.5)
        try assertEnded(containing: "not responding for 1.5 s")
    }

    /// A device whose memory grows without end dies at its heap limit, alone, saying why.
    func testAMemoryBlowUpEndsTheDeviceNotTheWindow() async throws {
        try open(["--fault", "memory", "--fault-after", "1"], memoryLimit: 300)
        try assertEnded(containing: "crashed")
        XCTAssertTrue(app.device!.end!.reason.lowercased().contains("memory"), app.device!.end!.reason)
    }

    /// A device that prints a flood: every line reaches the log, the list shows the newest, and the window
    /// keeps drawing frames while it lists them a slice at a time.
    func testAFloodOfPrintsIsLoggedWholeWhileTheWindowKeepsDrawing() async throws {
        try open(["--fault", "flood", "--fault-after", "0.5"])
        var frames = 0
        XCTAssertTrue(run(timeout: 60) {
            frames += 1
            return listed.last?.message?.hasPrefix("flood 20000:") ?? false
        })
        XCTAssertGreaterThan(frames, 5, "the window ran frames while the flood was listed")
        XCTAssertNil(app.device?.end, "the device is still running")
        try app.finish()
        let logged = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(logged.filter { $0.contains("\"message\":\"flood ") }.count, 20_000)
        XCTAssertEqual(logged.compactMap { LifecycleEvent(jsonLine: String($0))?.seq }, Array(1...logged.count))
    }

    /// The resident memory of this process (the window's side), in megabytes.
    private static func residentMegabytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) >> 20
    }

    /// A device that prints without end: the window lists it a slice at a time and its memory stays flat
    /// (what it has not listed waits in the device's pipe, not in an ever longer backlog: it grew past
    /// 4.5 GB and a frame took seconds), the device is not taken for hung while it waits on its pipe,
    /// and quitting is at once. Every listed line is in the log, in order.
    func testAnEndlessFloodKeepsTheWindowResponsiveAndItsMemoryFlat() async throws {
        try open(["--fault", "endless-flood", "--fault-after", "0.5"])
        XCTAssertTrue(run(timeout: 30) { listed.last?.message?.hasPrefix("flood ") ?? false }, "the flood started")
        let before = Self.residentMegabytes()
        var frames = 0
        let start = Date()
        run(timeout: 8) { frames += 1; return false }
        XCTAssertGreaterThan(frames, 40, "the window ran frames during the flood")
        XCTAssertLessThan(Self.residentMegabytes() - before, 300, "the window's memory stayed flat")
        XCTAssertNil(app.device?.end, "a device waiting on its pipe is not hung")
        let listedNumber = Int(listed.last?.message?.dropFirst("flood ".count).prefix { $0 != ":" } ?? "") ?? 0
        XCTAssertGreaterThan(listedNumber, 10_000, "lines kept coming")
        let quit = Date()
        try app.finish()
        app = nil
        XCTAssertLessThan(Date().timeIntervalSince(quit), 5, "quitting does not wait for the flood")
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        let logged = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(logged.compactMap { LifecycleEvent(jsonLine: String($0))?.seq }, Array(1...logged.count))
    }

    /// Picking a demo from the menu ends the device process and shows the demo on the local device.
    func testPickingADemoEndsTheDevice() async throws {
        try open()
        XCTAssertTrue(run(until: started))
        let pid = try XCTUnwrap(app.device?.host?.pid)
        app.show(.views)
        XCTAssertNil(app.device)
        XCTAssertTrue(host.externalSurfaces.isEmpty)
        XCTAssertTrue(run(timeout: 5) { kill(pid, 0) != 0 }, "the device process quit")
    }
}

/// `sandbox open FILE.swift` in the headless window: the scenario compiled and run as a device; saving
/// the file replays it in a fresh device after a separator; a compile error shows in place of the device;
/// a crash names the runtime's reason and the scenario line.
final class OpenScenarioWindowTests: SandboxCommandTestCase {
    private var app: SandboxApp!
    private var host: SDLWindowHost!

    override func tearDown() async throws {
        try? app?.finish()
        host = nil
        app = nil
        try await super.tearDown()
    }

    @discardableResult
    private func run(timeout: TimeInterval = 90, until condition: () -> Bool) -> Bool {
        host.run(timeout: timeout, until: condition)
    }

    private var listed: [LifecycleEvent] { app.desk.overlay.eventList.events }

    /// `sandbox open FILE` in a window of the dummy driver, watching the file.
    private func open(_ file: URL) throws -> DeviceSession {
        let size = CGSize(width: 1280, height: 800)
        let session = DeviceSession.scenario(path: file.path, windowSize: size, profile: .iOS6AndLater,
                                             buildDirectory: SandboxProcess.executable.deletingLastPathComponent())
        app = try SandboxApp(size: size, fonts: try TTFFontRenderer(), images: SDLImageLoader(), realTime: false, slowFactor: nil,
                             demo: .tabs, device: session)
        host = try SDLWindowHost(title: "test", size: size, resizable: false)
        app.attach(to: host)
        session.watch(file.path)
        return session
    }

    func testSavingReplaysACompileErrorShowsAndACrashNamesItsLine() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let file = try write("open.swift", """
            class Parent: UIViewController {}
            let a = Parent()
            window.rootViewController = a

            """)
        let session = try open(file)
        XCTAssertTrue(run { listed.contains { $0.controller == "a" && $0.method == .viewDidAppear } && session.host?.latestFrame != nil })
        XCTAssertEqual(app.desk.overlay.controllerRows.map(\.name), ["a"])

        // A compile error: the compiler's text at the user's line and column, where the device was.
        sleep(1) // a new modification time
        try Data("class Parent: UIViewController {}\nlet a: Int = Parent()\n".utf8).write(to: file)
        XCTAssertTrue(run { app.desk.deviceMessage.text?.contains("did not build") ?? false })
        let message = try XCTUnwrap(app.desk.deviceMessage.text)
        XCTAssertTrue(message.contains("open.swift:2:14: error: cannot convert value of type 'Parent' to specified type 'Int'"), message)
        XCTAssertTrue(listed.contains { $0.message == "— open.swift saved: replayed in a fresh device —" }, "the separator")

        // A crash at run time: the runtime's reason and the scenario line, every event before it kept.
        sleep(1)
        try Data("class Parent: UIViewController {}\nlet a = Parent()\nwindow.rootViewController = a\nlet xs: [Int] = []\nprint(xs[3])\n".utf8).write(to: file)
        XCTAssertTrue(run { session.end != nil })
        let reason = try XCTUnwrap(listed.last?.message)
        XCTAssertTrue(reason.contains("Fatal error: Index out of range"), reason)
        XCTAssertTrue(reason.hasSuffix("at line 5"), reason)
        XCTAssertEqual(listed.filter { $0.controller == "a" && $0.method == .viewDidLoad }.count, 2, "both devices' events are kept")
        XCTAssertNotNil(host.snapshot(), "the window is still up")
    }

    /// A save relaunches the device: the inspector's selection (a path in the old device's tree) is
    /// dropped with the old tree, as a demo switch drops it, instead of naming whatever view the new
    /// device has at that path.
    func testARelaunchClearsTheInspectorsSelection() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        func source(_ label: String) -> Data {
            Data("class Page: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let l = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))\n        l.text = \"\(label)\"\n        view.addSubview(l)\n    }\n}\nlet a = Page()\nwindow.rootViewController = a\n".utf8)
        }
        let file = folder.appendingPathComponent("inspect.swift")
        try source("one").write(to: file)
        let session = try open(file)
        XCTAssertTrue(run { listed.contains { $0.controller == "a" && $0.method == .viewDidAppear } && session.host?.latestFrame != nil })
        app.handleKey("v")
        let inspector = app.desk.overlay.inspector
        XCTAssertTrue(run { inspector.visibleRows.contains { $0.node.className == "UILabel" } }, "the device answered with its tree")
        let label = try XCTUnwrap(inspector.visibleRows.first { $0.node.className == "UILabel" })
        inspector.select(label.path)
        XCTAssertNotNil(inspector.selectedPath)
        sleep(1) // a new modification time
        try source("two").write(to: file)
        XCTAssertTrue(run { listed.contains { $0.message == "— inspect.swift saved: replayed in a fresh device —" } }, "the relaunch")
        XCTAssertNil(inspector.selectedPath, "the old device's selection went with it")
        XCTAssertNil(inspector.tree, "the old device's views are no longer listed")
        XCTAssertTrue(run { listed.filter { $0.controller == "a" && $0.method == .viewDidAppear }.count == 2 }, "the new device runs")
        XCTAssertTrue(run { inspector.tree != nil }, "the new device's tree is shown")
        XCTAssertNil(inspector.selectedPath)
    }

    /// A Chrome trace recorded while `sandbox open` runs a scenario holds the device process's
    /// controllers as the headless `sandbox run --chrome-trace` of the same file does: a track each,
    /// the same callbacks on it in the same order, and the same appearance spans. (It held only its
    /// metadata: the trace followed the local application alone.)
    func testAChromeTraceOfAnOpenedScenarioHoldsItsControllers() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let file = try write("traced.swift", """
            class Parent: UIViewController {}
            class Child: UIViewController {}
            let parent = Parent()
            let child = Child()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            window.rootViewController = parent

            """)
        _ = try open(file)
        let tracePath = folder.appendingPathComponent("window-trace.json").path
        app.chromeTracePath = tracePath
        try app.startChromeTrace()
        XCTAssertTrue(run { listed.contains { $0.controller == "child" && $0.method == .viewDidAppear } })
        try app.finish()
        let headless = try SandboxProcess.run(["run", file.path, "--chrome-trace", "run-trace.json"], in: folder)
        XCTAssertEqual(headless.status, 0, headless.stderr)

        let window = try Self.chromeTrace(at: URL(fileURLWithPath: tracePath))
        let command = try Self.chromeTrace(at: folder.appendingPathComponent("run-trace.json"))
        XCTAssertEqual(window.keys.sorted(), ["child", "parent"], "a track for each controller of the device process")
        XCTAssertEqual(window, command, "the same callbacks and spans as the headless run's trace")
        XCTAssertTrue(window["parent"]?.contains("parent.viewDidAppear(false)") ?? false, "\(window)")
        XCTAssertTrue(window["child"]?.contains("span appeared") ?? false, "\(window)")
    }

    /// A Chrome trace's controller tracks: each track's instants' names and spans (`span NAME`), in order.
    private static func chromeTrace(at url: URL) throws -> [String: [String]] {
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let items = try XCTUnwrap(document["traceEvents"] as? [[String: Any]])
        var names: [Int: String] = [:]
        for item in items where item["ph"] as? String == "M" && item["name"] as? String == "thread_name" {
            if let tid = item["tid"] as? Int, tid != 0, let name = (item["args"] as? [String: Any])?["name"] as? String { names[tid] = name }
        }
        var tracks: [String: [String]] = [:]
        for item in items {
            guard let tid = item["tid"] as? Int, let track = names[tid], let name = item["name"] as? String else { continue }
            switch item["ph"] as? String {
            case "i"?: tracks[track, default: []].append(name)
            case "X"?: tracks[track, default: []].append("span \(name)")
            default: break
            }
        }
        return tracks
    }

    /// A burst of saves (a formatter on save, an editor's autosave): the window ends up running the last
    /// version, without input to wake it. Compiles ran side by side and an older one finishing last took
    /// the newest's place, leaving the window asleep with a save pending until the mouse moved.
    func testABurstOfSavesEndsOnTheLastVersion() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        func version(_ n: Int) -> Data {
            Data("class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nprint(\"version \\(\(n))\")\n".utf8)
        }
        let file = try write("burst.swift", String(decoding: version(0), as: UTF8.self))
        let session = try open(file)
        XCTAssertTrue(run { listed.contains { $0.message == "version 0" } })
        // Twelve saves 0.3 s apart (each a new modification time), the window running meanwhile.
        for n in 1...12 {
            try version(n).write(to: file)
            run(timeout: 0.3) { false }
        }
        XCTAssertTrue(run(timeout: 60) { listed.contains { $0.message == "version 12" } }, "the last version runs")
        XCTAssertNil(session.end)
    }

    /// An app opened from its folder relaunches when one of its files is saved, and the new version runs.
    func testAnAppFolderRelaunchesWhenAFileIsSaved() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let appFolder = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: CompiledScenarioTestCase.repository.appendingPathComponent("Tests/Apps/SceneApp"), to: appFolder)
        let session = try open(appFolder)
        XCTAssertTrue(run { listed.contains { $0.message == "launched" } && listed.contains { $0.method == .viewDidAppear } })
        let delegate = appFolder.appendingPathComponent("SceneApp/AppDelegate.swift")
        sleep(1) // a new modification time
        let text = try String(contentsOf: delegate, encoding: .utf8).replacingOccurrences(of: "print(\"launched\")", with: "print(\"launched again\")")
        try Data(text.utf8).write(to: delegate)
        XCTAssertTrue(run(timeout: 90) { listed.contains { $0.message == "launched again" } }, "the edited app runs")
        XCTAssertTrue(listed.contains { $0.message == "— SceneApp saved: replayed in a fresh device —" })
        XCTAssertNil(session.end)
    }
}
