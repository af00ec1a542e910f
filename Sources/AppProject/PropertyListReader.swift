import Foundation

/// Reads a property list file in any of its three syntaxes: binary and XML through
/// `PropertyListSerialization`, old-style through ``OldStylePlistParser`` (which knows line and column).
/// Foundation's errors become ``AppProjectError``s naming the file, with the line Foundation mentions in
/// its message when it does (it does for most XML mistakes).
enum PropertyListReader {
    static let maximumSize = 16 << 20

    static func read(_ data: Data, file: String) throws(AppProjectError) -> PropertyListValue {
        guard data.count <= maximumSize else {
            throw AppProjectError(file: file, message: "the file is \(data.count) bytes, over the limit of \(maximumSize)")
        }
        if data.isEmpty { throw AppProjectError(file: file, message: "the file is empty") }
        let isBinary = data.starts(with: Array("bplist".utf8))
        if !isBinary, !looksLikeXML(data) {
            return try OldStylePlistParser.parse(data, file: file)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw translate(error, file: file, isBinary: isBinary, data: data)
        }
        do {
            return try PropertyListValue(foundation: object)
        } catch {
            throw AppProjectError(file: file, message: error.message)
        }
    }

    /// XML after any byte-order mark and white space: what decides between Foundation and the old-style parser.
    static func looksLikeXML(_ data: Data) -> Bool {
        var index = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) {
            // UTF-16 XML: Foundation reads it; UTF-16 old-style text is ours.
            let text = String(decoding: Array(data.prefix(64)).filter { $0 != 0 }, as: UTF8.self)
            return text.contains("<?xml") || text.contains("<plist")
        }
        while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
        return index < data.endIndex && data[index] == UInt8(ascii: "<")
            && (data[index...].starts(with: Array("<?xml".utf8)) || data[index...].starts(with: Array("<plist".utf8))
                || data[index...].starts(with: Array("<!DOCTYPE".utf8)) || data[index...].starts(with: Array("<!--".utf8)))
    }

    private static func translate(_ error: Error, file: String, isBinary: Bool, data: Data) -> AppProjectError {
        let nsError = error as NSError
        var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        var line: Int?
        if let range = message.range(of: #"\s*(on|at) line \d+"#, options: .regularExpression) {
            let digits = message[range].filter(\.isNumber)
            if let number = Int(digits), number >= 1 { line = number }
            message.removeSubrange(range)
        }
        if line == nil, !isBinary, message.localizedCaseInsensitiveContains("EOF") {
            // Foundation gives no line for a file that stops early: the place is its end.
            line = TextLocator.line(of: data.count, in: [UInt8](data))
        }
        if message.isEmpty { message = "not a valid property list" }
        let kind = isBinary ? "binary property list" : "XML property list"
        return AppProjectError(file: file, line: line, message: "malformed \(kind): \(message)")
    }
}
