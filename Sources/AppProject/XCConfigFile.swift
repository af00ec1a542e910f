import Foundation

/// A `.xcconfig` file: `NAME = value` lines, `//` comments, and `#include "other.xcconfig"` (or `#include?`
/// for one that may be missing). CocoaPods and many teams keep bundle identifiers and Swift settings there,
/// so a project's settings are incomplete without them.
struct XCConfigFile {
    /// Includes nest at most this deep, and a file includes at most this many others in all: an include
    /// cycle or a runaway chain ends instead of hanging.
    static let maximumIncludeDepth = 8
    static let maximumIncludes = 64
    static let maximumSize = 4 << 20

    /// The settings of `url` and everything it includes, in the order they take effect. Problems (a missing
    /// include, an unreadable file) become warnings: a project still opens without its xcconfig values.
    static func entries(of url: URL, warnings: inout [String]) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        var includes = 0
        read(url, depth: 0, optional: false, includes: &includes, into: &result, warnings: &warnings)
        return result
    }

    private static func read(_ url: URL, depth: Int, optional: Bool, includes: inout Int,
                             into result: inout [(key: String, value: String)], warnings: inout [String]) {
        let data: Data
        do {
            data = try FileReader.read(url, limit: maximumSize)
        } catch {
            if !optional { warnings.append("build settings file not read: \(error)") }
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""),
                      let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let path = String(line[line.index(after: open)..<close])
                includes += 1
                guard depth + 1 <= maximumIncludeDepth, includes <= maximumIncludes else {
                    warnings.append("\(url.path): includes nest too deep or too many; '\(path)' not read")
                    continue
                }
                let target = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : url.deletingLastPathComponent().appendingPathComponent(path)
                read(target, depth: depth + 1, optional: isOptional, includes: &includes, into: &result, warnings: &warnings)
                continue
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            // The first '=' outside a condition's brackets (`NAME[sdk=iphoneos*] = value`).
            var depth = 0
            guard let equals = line.firstIndex(where: { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth == 0
            }) else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty, !key.contains(" ") else { continue }
            result.append((key, value))
        }
    }
}
