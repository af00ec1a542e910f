import EventLog
import Foundation

/// Where the reference files of a test live, as swift-snapshot-testing keeps them:
/// `__Snapshots__/<test file name>/<name>.<extension>` beside the test file (exclude `__Snapshots__`
/// from the test target in Package.swift).
enum ReferenceFile {
    static func path(filePath: StaticString, directory: String? = nil, name: String, extension ext: String) -> String {
        if let directory { return URL(fileURLWithPath: directory).appendingPathComponent("\(name).\(ext)").path }
        let file = URL(fileURLWithPath: "\(filePath)")
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(name).\(ext)").path
    }

    /// A test function's name as a file name: `testGreeting()` and `greeting()` become `testGreeting`
    /// and `greeting`; anything but letters, digits, `-` and `_` becomes `_`.
    static func sanitized(_ name: String) -> String {
        var base = Substring(name)
        if let paren = base.firstIndex(of: "(") { base = base[..<paren] }
        let s = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return s.isEmpty ? "snapshot" : s
    }

    static func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Whole or not at all, without Foundation's `.atomic`, which leaves a TemporaryDirectory.* folder
        // in $TMPDIR for every file it writes on Linux.
        try WholeFile(path: path, what: "the reference").write(data)
    }
}
