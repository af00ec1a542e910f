import Foundation

/// Reading a scenario file safely: only a regular file within the size limit (a device would never end,
/// a FIFO would block, a 100 MB file is refused unread), UTF-8 text without zero bytes.
package enum ScenarioFile {
    /// Larger files are refused: a scenario is a page of code, not a project.
    package static let maximumSize = 1 << 20

    /// `name` is what messages call the file (`<stdin>` for standard input kept in memory).
    static func read(path: String, name: String? = nil) throws -> String {
        let name = name ?? path
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ScenarioError(file: name, message: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ScenarioError(file: name, message: "this is a directory, not a scenario file")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ScenarioError(file: name, message: "this is not a regular file (a device, pipe or socket)")
        }
        if info.st_size > maximumSize {
            throw ScenarioError(file: name, message: "the file is \(info.st_size) bytes; scenarios are limited to \(maximumSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(file: name, message: "cannot read the file")
        }
        return try text(of: data, fileName: name)
    }

    package static func text(of data: Data, fileName: String) throws -> String {
        if data.count > maximumSize {
            throw ScenarioError(file: fileName, message: "the file is \(data.count) bytes; scenarios are limited to \(maximumSize) bytes")
        }
        if let nul = data.firstIndex(of: 0) {
            throw ScenarioError(file: fileName, message: "this is not a Swift source file (a zero byte at offset \(nul - data.startIndex))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: fileName, message: "this is not a Swift source file (it is not valid UTF-8)")
        }
        return text
    }
}
