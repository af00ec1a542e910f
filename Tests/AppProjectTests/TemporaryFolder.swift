import AppProject
import Foundation
import XCTest

/// A folder under the system's temporary directory that a test fills with an app's files and that goes
/// away with the test.
final class TemporaryFolder {
    let url: URL

    init(_ name: String = "AppProjectTests") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `path` (relative to the folder), creating folders on the way; returns the file.
    @discardableResult
    func write(_ path: String, _ text: String) -> URL {
        write(path, data: Data(text.utf8))
    }

    @discardableResult
    func write(_ path: String, data: Data) -> URL {
        let file = url.appendingPathComponent(path)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: file)
        return file
    }

    @discardableResult
    func makeFolder(_ path: String) -> URL {
        let folder = url.appendingPathComponent(path)
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A symbolic link at `path` pointing to `destination` (as written, so relative links stay relative).
    func link(_ path: String, to destination: String) {
        let file = url.appendingPathComponent(path)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }

    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).standardizedFileURL.path
    }
}

/// A fixture file kept under `Tests/AppProjectTests/Fixtures`.
func fixture(_ name: String, file: StaticString = #filePath) -> Data {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Fixtures")
    return try! Data(contentsOf: folder.appendingPathComponent(name))
}

func fixtureText(_ name: String) -> String {
    String(decoding: fixture(name), as: UTF8.self)
}

/// Runs `body` and returns the `AppProjectError` it throws, failing the test if it throws nothing or
/// throws something else.
func expectError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> AppProjectError? {
    do {
        _ = try body()
        XCTFail("expected an error", file: file, line: line)
    } catch let error as AppProjectError {
        return error
    } catch {
        XCTFail("expected an AppProjectError, got \(error)", file: file, line: line)
    }
    return nil
}
