import Foundation
import EventLog
import SandboxKit
import XCTest

/// The Chrome trace written to its file as events come (the window's recordings): one valid JSON
/// document when it stops, however many events it holds (none included), the same document a trace
/// kept in memory gives, and a bounded amount kept in memory while it runs.
@MainActor
final class ChromeTraceStreamingTests: XCTestCase {
    private var path = ""

    override func setUp() async throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("chrome-\(UUID().uuidString).json").path
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func events(_ n: Int) -> [LifecycleEvent] {
        (1...n).map { i in
            LifecycleEvent(seq: i, frame: i, time: Double(i) / 60, controller: i % 3 == 0 ? nil : "c\(i % 5)",
                           method: i % 3 == 0 ? .print : .viewWillAppear, message: i % 3 == 0 ? "line \"\(i)\"\n" : nil)
        }
    }

    private func document(_ data: Data) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A trace started and stopped with nothing in between (T T in the window) is a valid document.
    /// (The streamed head ended on a comma that nothing followed.)
    func testAnEmptyStreamedTraceIsOneValidDocument() async throws {
        let writer = ChromeTraceWriter(streamingTo: try ChromeTraceWriter.openFile(path))
        try writer.finish(endTime: 1)
        let trace = try document(Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual((trace["traceEvents"] as? [[String: Any]])?.count, 2, "the scenario track's names")
    }

    /// A streamed trace is written as it goes (the file grows before it stops), and ends as the same
    /// document as the trace kept in memory of the same events.
    func testAStreamedTraceIsWrittenAsItGoesAndEndsAsTheSameDocument() async throws {
        let streamed = ChromeTraceWriter(streamingTo: try ChromeTraceWriter.openFile(path))
        let kept = ChromeTraceWriter()
        for e in events(5000) {
            streamed.record(e)
            kept.record(e)
        }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 64 << 10, "written while recording")
        try streamed.finish(endTime: 200)
        let written = try document(Data(contentsOf: URL(fileURLWithPath: path)))
        let inMemory = try document(kept.json(endTime: 200))
        XCTAssertEqual(written as NSDictionary, inMemory as NSDictionary)
        let items = try XCTUnwrap(written["traceEvents"] as? [[String: Any]])
        XCTAssertEqual(items.filter { $0["ph"] as? String == "i" }.count, 5000)
        XCTAssertTrue(items.contains { ($0["args"] as? [String: Any])?["message"] as? String == "line \"3\"\n" }, "messages escaped")
        XCTAssertEqual(items.filter { $0["name"] as? String == "thread_name" }.count, 6, "the scenario track and five controllers'")
    }
}
