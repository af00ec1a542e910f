import Foundation
import EventLog
import SandboxKit
import XCTest

/// The event log's writer when a write fails, with the failure injected through what the kernel
/// reports for real descriptors (no mount or root needed, so these always run): EIO from a terminal
/// whose other end hung up, ENOSPC from /dev/full, EPIPE from a pipe nobody reads. Every complete line
/// written before the failure stays, nothing is written after it, and the report says what was lost.
@MainActor
final class JSONLinesWriterTests: XCTestCase {
    private func event(_ seq: Int) -> LifecycleEvent {
        LifecycleEvent(seq: seq, frame: seq, time: Double(seq) / 60, controller: "a", method: .viewDidLoad)
    }

    /// glibc's pseudo-terminal calls, which the Glibc module leaves out (they need _XOPEN_SOURCE).
    private func libc<T>(_ name: String, as type: T.Type) throws -> T {
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), name)
        return unsafeBitCast(symbol, to: type)
    }

    /// A new pseudo-terminal: the master's descriptor and the terminal's path (`/dev/pts/N`).
    private func pseudoTerminal() throws -> (master: Int32, path: String) {
        typealias Call = @convention(c) (Int32) -> Int32
        let master = try libc("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(master, 0)
        XCTAssertEqual(try libc("grantpt", as: Call.self)(master), 0)
        XCTAssertEqual(try libc("unlockpt", as: Call.self)(master), 0)
        var name = [CChar](repeating: 0, count: 128)
        let ptsname = try libc("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
        XCTAssertEqual(ptsname(master, &name, name.count), 0)
        return (master, String(cString: name))
    }

    func testAnIOErrorKeepsTheCompleteLinesAndSaysWhatWasLost() async throws {
        let (master, terminal) = try pseudoTerminal()
        let writer = try JSONLinesWriter(path: terminal)
        for seq in 1...3 { XCTAssertTrue(writer.write(event(seq))) }
        // The terminal may hand the lines over in more than one read.
        var received = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.split(whereSeparator: { $0.isNewline }).count < 3 {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 2_000) == 1 else { break }
            let n = read(master, &buffer, buffer.count)
            guard n > 0 else { break }
            received += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        XCTAssertEqual(received.split(whereSeparator: { $0.isNewline }).count, 3, received)
        // The terminal hangs up: the next write fails with EIO.
        close(master)
        XCTAssertFalse(writer.write(event(4)))
        XCTAssertFalse(writer.write(event(5)))
        XCTAssertEqual(writer.failure?.errno, EIO)
        XCTAssertEqual(writer.linesWritten, 3)
        let report = try XCTUnwrap(writer.failureReport)
        XCTAssertTrue(report.hasPrefix("\(terminal): error: cannot write the log: input/output error"), report)
        XCTAssertTrue(report.contains("the first 3 lines, complete") && report.contains("from seq 4 on were lost"), report)
        XCTAssertThrowsError(try writer.close())
    }

    func testAFullDeviceAndAClosedPipeAreFailuresOfTheirOwn() async throws {
        signal(SIGPIPE, SIG_IGN)
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(full, 0, "/dev/full")
        defer { close(full) }
        let onFull = JSONLinesWriter(descriptor: full, name: "/dev/full")
        XCTAssertFalse(onFull.write(event(1)))
        XCTAssertEqual(onFull.failure?.errno, ENOSPC)
        XCTAssertTrue(onFull.failureReport?.contains("no space left on the device") == true, onFull.failureReport ?? "")

        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[1]) }
        let onPipe = JSONLinesWriter(descriptor: ends[1], name: "the event pipe")
        XCTAssertTrue(onPipe.write(event(1)))
        close(ends[0])
        XCTAssertFalse(onPipe.write(event(2)))
        XCTAssertEqual(onPipe.failure?.errno, EPIPE)
        XCTAssertEqual(onPipe.firstLostSeq, 2)
    }
}
