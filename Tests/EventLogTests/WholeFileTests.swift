import Foundation
import EventLog
import XCTest

/// `WholeFile`: a new file beside the destination renamed over it, never half a file, never a file left
/// beside it or in `$TMPDIR`; links and permissions kept as a user set them up.
final class WholeFileUnitTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("whole-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func testANewFileGetsTheContentAndNothingIsLeftBeside() async throws {
        try WholeFile(path: path("report.xml"), what: "the report").write("<report/>\n")
        XCTAssertEqual(try String(contentsOfFile: path("report.xml"), encoding: .utf8), "<report/>\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.xml"])
    }

    /// The replaced file keeps its permission bits; a symbolic link keeps pointing where it pointed,
    /// and its target gets the content.
    func testAReplacedFileKeepsItsModeAndALinkItsTarget() async throws {
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("kept.trace"))
        chmod(path("kept.trace"), 0o640)
        try FileManager.default.createSymbolicLink(atPath: path("a.trace"), withDestinationPath: "kept.trace")
        try WholeFile(path: path("a.trace"), what: "the trace").write("new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("a.trace")), "kept.trace")
        XCTAssertEqual(try String(contentsOfFile: path("kept.trace"), encoding: .utf8), "new\n")
        var info = stat()
        XCTAssertEqual(stat(path("kept.trace"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.trace", "kept.trace"])
    }

    /// What cannot be replaced is refused when the file is made, before anything runs.
    func testADirectoryOrAMissingFolderIsRefusedFirst() async throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try WholeFile(path: path("dir"), what: "the report")) { error in
            XCTAssertEqual("\(error)", "\(path("dir")): error: cannot write the report: it is a directory")
        }
        XCTAssertThrowsError(try WholeFile(path: path("no/such/r.json"), what: "the report")) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path("no/such/r.json")): error: cannot write the report: its folder cannot be used"), "\(error)")
        }
    }

    /// A FIFO that a process reads cannot be renamed over: it is written in place, whole, at the end.
    func testAFIFOIsWrittenInPlace() async throws {
        XCTAssertEqual(mkfifo(path("pipe"), 0o600), 0)
        let received = expectation(description: "read")
        let box = TextBox()
        let fifo = path("pipe")
        Thread.detachNewThread {
            let fd = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while fd >= 0 {
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                bytes += chunk[0..<n]
            }
            if fd >= 0 { close(fd) }
            box.text = String(decoding: bytes, as: UTF8.self)
            received.fulfill()
        }
        // The reader opens first (a FIFO nobody reads is refused at once).
        var file: WholeFile?
        var failure: Error?
        for _ in 0..<200 where file == nil {
            do { file = try WholeFile(path: fifo, what: "the report") } catch { failure = error; usleep(10_000) }
        }
        if file == nil { XCTFail("\(failure.map { "\($0)" } ?? "")") }
        try XCTUnwrap(file).write("{}\n")
        await fulfillment(of: [received], timeout: 10)
        XCTAssertEqual(box.text, "{}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["pipe"])
    }

    private final class TextBox: @unchecked Sendable { var text = "" }
}
