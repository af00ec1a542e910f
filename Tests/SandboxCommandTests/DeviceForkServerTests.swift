import DeviceFork
@testable import DeviceLink
import Foundation
import Scenario
import XCTest

/// Devices forked from a server that keeps the runtime loaded (what `sandbox check` and the benchmark
/// use) are the same devices as exec'd ones: the same event log for every example, the same crash and
/// timeout reports, the host's environment, and no device outliving its server.
final class DeviceForkServerTests: CompiledScenarioTestCase {
    private func compiled(_ path: String) throws -> ScenarioDeviceRun {
        var c = try ScenarioCompiler(buildDirectory: SandboxProcess.executable.deletingLastPathComponent())
        c.cacheDirectory = Self.cache.appendingPathComponent("uikit-sandbox/scenarios")
        return try ScenarioDeviceRun(path: path, compiler: c)
    }

    /// One run of a compiled scenario: every raw event line, what it printed and how it ended.
    private func run(_ compiled: ScenarioDeviceRun, forkedFrom pool: DeviceForkServerPool?, timeout: TimeInterval = 60)
        throws -> (lines: [String], output: [String], outcome: DeviceEnd) {
        var device = DeviceProcess(library: compiled.library, launcher: compiled.launcher)
        device.forkServers = pool
        device.timeout = timeout
        var output: [String] = []
        device.onOutput = { output.append($0) }
        device.onErrorOutput = { output.append($0) }
        var lines: [String] = []
        let outcome = try device.run(onEvent: { line, _ in lines.append(line) })
        return (lines, output, outcome)
    }

    private func scenario(_ name: String, _ text: String) throws -> ScenarioDeviceRun {
        try compiled(try write(name, text).path)
    }

    func testEveryExampleLogsTheSameForkedAsExeced() async throws {
        let dir = Self.repository.appendingPathComponent("Assets/scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        let pool = DeviceForkServerPool()
        for name in names {
            let c = try compiled(dir.appendingPathComponent(name).path)
            let execed = try run(c, forkedFrom: nil), forked = try run(c, forkedFrom: pool)
            XCTAssertTrue(forked.outcome.isSuccess, name)
            XCTAssertEqual(forked.lines, execed.lines, "\(name): the log differs when forked")
            XCTAssertGreaterThan(forked.lines.count, 3, name)
        }
        XCTAssertTrue(pool.isServing, "the runs were forked, not exec'd after a failed server")
    }

    /// The server's device is the host's: its environment (here a variable the scenario prints), its
    /// crash report with the scenario line, and the host's timeout stopping an endless loop.
    func testAForkedDeviceHasTheHostsEnvironmentCrashesAndTimeouts() async throws {
        let pool = DeviceForkServerPool()
        setenv("SANDBOX_FORK_TEST_MARK", "from-the-host", 1)
        defer { unsetenv("SANDBOX_FORK_TEST_MARK") }
        let env = try scenario("env.swift", "import Foundation\nprint(ProcessInfo.processInfo.environment[\"SANDBOX_FORK_TEST_MARK\"] ?? \"missing\")\n")
        let printed = try run(env, forkedFrom: pool)
        XCTAssertTrue(printed.outcome.isSuccess)
        XCTAssertTrue(printed.lines.contains { $0.contains("from-the-host") }, "\(printed.lines)")

        let crash = try scenario("crash.swift", "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nwait(0.1)\nlet missing: UIViewController? = nil\nprint(missing!)\n")
        let crashed = try run(crash, forkedFrom: pool)
        XCTAssertEqual(crashed.outcome.endReason, "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        XCTAssertEqual(crashed.outcome.line, 6)
        XCTAssertEqual(crashed.lines, try run(crash, forkedFrom: nil).lines)

        let spin = try scenario("spin.swift", "wait(0.1)\nvar n = 0\nwhile true { n &+= 1 }\n")
        let start = Date()
        let stopped = try run(spin, forkedFrom: pool, timeout: 1)
        XCTAssertEqual(stopped.outcome.kind, .timedOut(seconds: 1))
        XCTAssertEqual(stopped.outcome.line, 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)

        // The same server goes on serving after each.
        XCTAssertTrue(try run(env, forkedFrom: pool).outcome.isSuccess)
        XCTAssertTrue(pool.isServing)
    }

    /// A host that goes (here: its end of the server's socket closed) takes the running device with it.
    func testADeviceEndsWithItsServer() async throws {
        let spin = try scenario("forever.swift", "while true { usleep(1000) }\n")
        var server: DeviceForkServer? = DeviceForkServer(launcher: spin.launcher, runtime: spin.launcher.deletingLastPathComponent().appendingPathComponent("libSandboxDevice.so"))
        XCTAssertNotNil(server)
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        let pid = server?.start(ForkRequest(library: spin.library.path, environment: ["SANDBOX_EVENTS_FD=3"]), output: ends[1], errors: ends[1], events: ends[1])
        close(ends[1])
        guard let pid else { return XCTFail("the server did not fork") }
        XCTAssertTrue(Self.isRunning(pid))
        server = nil
        let deadline = Date().addingTimeInterval(10)
        while Self.isRunning(pid), Date() < deadline { usleep(10_000) }
        XCTAssertFalse(Self.isRunning(pid), "the device outlived its server")
    }

    /// A pipe the host had open without close-on-exec when the server started (as Foundation's `Pipe`
    /// for a compiler on another of `check`'s threads) is not held by the server: its reader still sees
    /// the end once the writer closes it. Held, a compile would wait for the server's end.
    func testAServerHoldsNoDescriptorOfTheHosts() async throws {
        let c = try scenario("nothing.swift", "")
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        let server = DeviceForkServer(launcher: c.launcher, runtime: c.launcher.deletingLastPathComponent().appendingPathComponent("libSandboxDevice.so"))
        XCTAssertNotNil(server)
        // Asked once, so the server has surely passed its start-up before the writer closes.
        var output: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&output), 0)
        let device = server?.start(ForkRequest(library: c.library.path, environment: ["SANDBOX_EVENTS_FD=3"]), output: output[1], errors: output[1], events: output[1])
        close(output[1])
        XCTAssertNotNil(device.flatMap { server?.waitForExit(of: $0) })
        close(output[0])
        close(ends[1])
        var p = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 5000) == 1 else { return XCTFail("the pipe's end never came: the server holds its write end") }
        var byte: UInt8 = 0
        XCTAssertEqual(Glibc.read(ends[0], &byte, 1), 0)
        withExtendedLifetime(server) {}
    }

    /// Alive and not a zombie.
    static func isRunning(_ pid: pid_t) -> Bool { !ProcessTree.hasEnded(pid) }

    /// Requests and answers survive their encoding; anything else is refused.
    func testRequestsAndAnswersReadBack() async {
        let request = ForkRequest(library: "/tmp/a b/scenario.so", environment: ["A=1", "B=x=y", "EMPTY="])
        XCTAssertEqual(ForkRequest(bytes: request.bytes), request)
        XCTAssertNil(ForkRequest(bytes: Array("stop\0/x.so".utf8)))
        XCTAssertNil(ForkRequest(bytes: Array("run".utf8)))
        for answer in [ForkRequest.Answer.started(pid: 42), .exited(pid: 42, status: 9), .failed("cannot fork: no memory")] {
            XCTAssertEqual(ForkRequest.Answer(text: answer.text), answer)
        }
        XCTAssertNil(ForkRequest.Answer(text: "started soon"))
        XCTAssertNil(ForkRequest.Answer(text: "exited 9"), "an exit names its device")
    }

    /// A descriptor sent over the socket arrives as a working descriptor of the same pipe.
    func testADescriptorArrivesWorking() async {
        var sockets: [Int32] = [-1, -1], ends: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &sockets), 0)
        XCTAssertEqual(pipe(&ends), 0)
        defer { for fd in sockets + [ends[0]] { close(fd) } }
        XCTAssertTrue(DescriptorPassing.send(sockets[0], Array("here".utf8), descriptors: [ends[1]]))
        close(ends[1])
        guard case .message(let bytes, let descriptors) = DescriptorPassing.receive(sockets[1]) else { return XCTFail("nothing came") }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "here")
        XCTAssertEqual(descriptors.count, 1)
        var text = Array("through it".utf8)
        XCTAssertEqual(Glibc.write(descriptors[0], &text, text.count), text.count)
        close(descriptors[0])
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = Glibc.read(ends[0], &buffer, 64)
        XCTAssertEqual(String(decoding: buffer[0..<max(0, n)], as: UTF8.self), "through it")
        close(sockets[0])
        guard case .closed = DescriptorPassing.receive(sockets[1]) else { return XCTFail("the closed end was not seen") }
    }
}
