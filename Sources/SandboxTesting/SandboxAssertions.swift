import Foundation
import Raster
import SandboxKit
import SandboxMedia

/// Asserts that the host's canonical trace is the one in `__Snapshots__/<test file>/<name>.trace`, a
/// file in the format `sandbox check` reads (`#` comment lines and blank lines are not trace lines).
///
/// Record mode as swift-snapshot-testing's (`SandboxRecordMode.resolve`): a missing file is written and
/// the test fails once; `record: true` or `SANDBOX_RECORD=1` rewrites it (keeping its comment lines at
/// the top) and fails. On a difference the failure shows a diff from the file to the actual trace.
/// `name` defaults to the test function's name; `snapshotDirectory` replaces the `__Snapshots__` folder.
@MainActor
public func assertTrace(
    _ host: SandboxHost, named name: String? = nil, record: Bool? = nil, snapshotDirectory: String? = nil,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertTrace(host.trace, named: name, record: record, directory: snapshotDirectory, testName: testName,
                at: SandboxSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for trace lines from elsewhere (a `LifecycleTraceRecorder`, a part of a trace).
public func assertTrace(
    _ lines: [String], named name: String? = nil, record: Bool? = nil, snapshotDirectory: String? = nil,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertTrace(lines, named: name, record: record, directory: snapshotDirectory, testName: testName,
                at: SandboxSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func assertTrace(_ lines: [String], named name: String?, record: Bool?, directory: String?, testName: String,
                         at location: SandboxSourceLocation) {
    let fileName = name ?? ReferenceFile.sanitized(testName)
    let path = ReferenceFile.path(filePath: location.filePath, directory: directory, name: fileName, extension: "trace")
    let mode = SandboxRecordMode.resolve(record)
    let existing = try? String(contentsOfFile: path, encoding: .utf8)
    let actual = CanonicalTrace(lines: lines)
    if mode == .all || (mode == .missing && existing == nil) {
        // The comments at the top of an existing file (what the trace shows, why) survive a re-record.
        let header = existing.map { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
                .map { $0 + "\n" }.joined()
        } ?? "# \(fileName): the lifecycle trace recorded by SandboxTesting (SANDBOX_RECORD=1 rewrites it)\n"
        do { try ReferenceFile.write(Data((header + actual.text).utf8), to: path) } catch {
            recordTestFailure("cannot write \(path): \(error)", at: location)
            return
        }
        let before = existing.map { CanonicalTrace(parsing: $0) }
        let what = before == nil ? "no reference trace; recorded" : before == actual ? "record mode: rewrote (unchanged)" : "record mode: rewrote"
        recordTestFailure("\(what) \(path) (\(lines.count) lines); check it and run the test again without record mode", at: location)
        return
    }
    guard let existing else {
        recordTestFailure("no reference trace \(path) (record mode is off: SANDBOX_RECORD=1 or record: true writes it)", at: location)
        return
    }
    let diff = actual.diff(from: CanonicalTrace(parsing: existing), expectedName: path, actualName: "actual trace")
    if !diff.isEmpty {
        recordTestFailure("the trace differs from \(path):\n\(diff)", at: location)
    }
}

/// Asserts that the host's screen is the golden image `__Snapshots__/<test file>/<name>.png`: exact with
/// `tolerance` 0, else each channel of each pixel may differ by up to `tolerance` (of 255). On a
/// mismatch `<name>.actual.png` and `<name>.diff.png` (differing pixels in red) are written beside it.
/// Record mode as in `assertTrace`.
@MainActor
public func assertScreenshot(
    _ host: SandboxHost, named name: String? = nil, tolerance: Int = 0, record: Bool? = nil, snapshotDirectory: String? = nil,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertImage(host.screenshot(), named: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory, testName: testName,
                fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The same for any bitmap (a view's `snapshotBitmap()`).
public func assertImage(
    _ bitmap: Bitmap, named name: String? = nil, tolerance: Int = 0, record: Bool? = nil, snapshotDirectory: String? = nil,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let location = SandboxSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = ReferenceFile.path(filePath: filePath, directory: snapshotDirectory, name: name ?? ReferenceFile.sanitized(testName), extension: "png")
    switch GoldenImage.compare(StraightImage(bitmap), withGoldenAt: path, tolerance: tolerance, record: SandboxRecordMode.resolve(record)) {
    case .matched:
        break
    case .recorded(let path):
        recordTestFailure("recorded golden image \(path); look at it and run the test again without record mode", at: location)
    case .failed(let message):
        recordTestFailure(message, at: location)
    }
}
