import Foundation

/// A parser for OpenStep ("old-style", ASCII) property lists: the syntax of `project.pbxproj` and of
/// `.strings` files. Written here rather than taken from `PropertyListSerialization` because a person
/// fixing a broken project needs the line and column of the mistake, which Foundation does not give.
///
/// It reads any bytes without crashing or hanging: nesting is bounded (``maximumDepth``), input size is
/// bounded (``maximumSize``), every loop advances, and every error carries a position of at least 1:1.
public struct OldStylePlistParser {
    /// Deeper nesting than this is refused: real files nest a handful of levels, and the parser recurses.
    public static let maximumDepth = 512
    /// Larger input than this is refused: the largest real projects are a few megabytes.
    public static let maximumSize = 64 << 20

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private let stringsFile: Bool

    private init(bytes: [UInt8], file: String, stringsFile: Bool) {
        self.bytes = bytes
        self.file = file
        self.stringsFile = stringsFile
    }

    /// Parses one top-level value (a `project.pbxproj` is one dictionary). `file` names the source in errors.
    public static func parse(_ data: Data, file: String = "<data>") throws(AppProjectError) -> PropertyListValue {
        var parser = OldStylePlistParser(bytes: try decode(data, file: file), file: file, stringsFile: false)
        parser.skipTrivia()
        if parser.atEnd { throw parser.error("the file holds no property list") }
        let value = try parser.parseValue(depth: 0)
        parser.skipTrivia()
        if !parser.atEnd { throw parser.error("unexpected \(parser.describeCurrent()) after the property list's end") }
        return value
    }

    /// Parses a `.strings` file: the body of a dictionary without its braces (`"key" = "value";` lines), or
    /// a braced dictionary. `"key";` alone means the key is its own value, as Foundation reads it. An empty
    /// file is an empty table.
    public static func parseStrings(_ data: Data, file: String = "<data>") throws(AppProjectError) -> [String: PropertyListValue] {
        var parser = OldStylePlistParser(bytes: try decode(data, file: file), file: file, stringsFile: true)
        parser.skipTrivia()
        if parser.atEnd { return [:] }
        if parser.current == UInt8(ascii: "{") {
            let value = try parser.parseValue(depth: 0)
            parser.skipTrivia()
            if !parser.atEnd { throw parser.error("unexpected \(parser.describeCurrent()) after the table's closing '}'") }
            return value.dictionary ?? [:]
        }
        return try parser.parseDictionaryBody(depth: 0, closing: nil)
    }

    // MARK: Decoding

    /// UTF-8 (with or without BOM) as is; UTF-16 (with a BOM, or recognised by a zero byte in its first
    /// code unit, as `.strings` files from old Xcode versions are) converted to UTF-8, so that the parser
    /// and its line and column counting deal with one encoding.
    static func decode(_ data: Data, file: String) throws(AppProjectError) -> [UInt8] {
        guard data.count <= maximumSize else {
            throw AppProjectError(file: file, message: "the file is \(data.count) bytes, over the limit of \(maximumSize)")
        }
        let raw = [UInt8](data)
        if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { return Array(raw[3...]) }
        var bigEndian: Bool?
        var start = 0
        if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF { bigEndian = true; start = 2 }
        else if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE { bigEndian = false; start = 2 }
        else if raw.count >= 2, raw.count % 2 == 0, raw[0] == 0, raw[1] != 0 { bigEndian = true }
        else if raw.count >= 2, raw.count % 2 == 0, raw[0] != 0, raw[1] == 0 { bigEndian = false }
        guard let bigEndian else { return raw }
        guard (raw.count - start) % 2 == 0 else {
            throw AppProjectError(file: file, message: "UTF-16 text with an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity((raw.count - start) / 2)
        var position = start
        while position + 1 < raw.count {
            let high = UInt16(raw[position]), low = UInt16(raw[position + 1])
            units.append(bigEndian ? high << 8 | low : low << 8 | high)
            position += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    // MARK: Values

    private var atEnd: Bool { index >= bytes.count }
    private var current: UInt8 { bytes[index] }

    private mutating func parseValue(depth: Int) throws(AppProjectError) -> PropertyListValue {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        guard !atEnd else { throw error("unexpected end of file where a value was expected") }
        switch current {
        case UInt8(ascii: "{"):
            index += 1
            return .dictionary(try parseDictionaryBody(depth: depth + 1, closing: UInt8(ascii: "}")))
        case UInt8(ascii: "("):
            index += 1
            return .array(try parseArrayBody(depth: depth + 1))
        case UInt8(ascii: "<"):
            return .data(try parseData())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try parseQuotedString())
        case let byte where Self.isUnquotedCharacter(byte):
            return .string(parseUnquotedString())
        default:
            throw error("unexpected \(describeCurrent()) where a value was expected")
        }
    }

    /// `key = value;` entries up to `closing` (or the end of the file for a `.strings` body).
    private mutating func parseDictionaryBody(depth: Int, closing: UInt8?) throws(AppProjectError) -> [String: PropertyListValue] {
        var result: [String: PropertyListValue] = [:]
        let opening = index - 1
        while true {
            skipTrivia()
            if atEnd {
                if closing == nil { return result }
                throw error("unterminated dictionary: no '}' for the '{'", at: opening)
            }
            if let closing, current == closing {
                index += 1
                return result
            }
            let key: String
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try parseQuotedString()
            case let byte where Self.isUnquotedCharacter(byte): key = parseUnquotedString()
            default: throw error("unexpected \(describeCurrent()) where a dictionary key was expected")
            }
            skipTrivia()
            if stringsFile, !atEnd, current == UInt8(ascii: ";") {
                index += 1
                result[key] = .string(key)
                continue
            }
            guard !atEnd else { throw error("unexpected end of file after key '\(Self.abbreviate(key))'") }
            guard current == UInt8(ascii: "=") else {
                throw error("expected '=' after key '\(Self.abbreviate(key))', found \(describeCurrent())")
            }
            index += 1
            skipTrivia()
            let value = try parseValue(depth: depth)
            skipTrivia()
            guard !atEnd else {
                throw error("unexpected end of file: missing ';' after the value of '\(Self.abbreviate(key))'")
            }
            guard current == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of '\(Self.abbreviate(key))', found \(describeCurrent())")
            }
            index += 1
            result[key] = value
        }
    }

    private mutating func parseArrayBody(depth: Int) throws(AppProjectError) -> [PropertyListValue] {
        var result: [PropertyListValue] = []
        let opening = index - 1
        while true {
            skipTrivia()
            guard !atEnd else { throw error("unterminated array: no ')' for the '('", at: opening) }
            if current == UInt8(ascii: ")") {
                index += 1
                return result
            }
            result.append(try parseValue(depth: depth))
            skipTrivia()
            guard !atEnd else { throw error("unterminated array: no ')' for the '('", at: opening) }
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseData() throws(AppProjectError) -> Data {
        let opening = index
        index += 1
        var result = Data()
        var pending: UInt8?
        while true {
            skipWhitespace()
            guard !atEnd else { throw error("unterminated data: no '>' for the '<'", at: opening) }
            let byte = current
            if byte == UInt8(ascii: ">") {
                guard pending == nil else { throw error("odd number of hex digits in data") }
                index += 1
                return result
            }
            guard let nibble = Self.hexValue(byte) else {
                throw error("unexpected \(describeCurrent()) in data: only hex digits and spaces may stand between '<' and '>'")
            }
            if let high = pending {
                result.append(high << 4 | nibble)
                pending = nil
            } else {
                pending = nibble
            }
            index += 1
        }
    }

    private mutating func parseUnquotedString() -> String {
        let start = index
        while !atEnd, Self.isUnquotedCharacter(current) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuotedString() throws(AppProjectError) -> String {
        let quote = current
        let opening = index
        index += 1
        let start = index
        // Most strings have no escape: take their bytes in one go.
        while !atEnd, current != quote, current != UInt8(ascii: "\\") { index += 1 }
        guard !atEnd else { throw error("unterminated quoted string", at: opening) }
        if current == quote {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var utf8 = Array(bytes[start..<index])
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        var pendingHighSurrogate: UInt32?
        while true {
            guard !atEnd else { throw error("unterminated quoted string", at: opening) }
            let byte = current
            if byte == quote {
                index += 1
                break
            }
            if byte != UInt8(ascii: "\\") {
                if pendingHighSurrogate != nil {
                    flush(); scalars.append("\u{FFFD}"); pendingHighSurrogate = nil
                }
                utf8.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard !atEnd else { throw error("unterminated quoted string", at: opening) }
            let escaped = current
            index += 1
            var code: UInt32
            switch escaped {
            case UInt8(ascii: "n"): code = 0x0A
            case UInt8(ascii: "t"): code = 0x09
            case UInt8(ascii: "r"): code = 0x0D
            case UInt8(ascii: "a"): code = 0x07
            case UInt8(ascii: "b"): code = 0x08
            case UInt8(ascii: "f"): code = 0x0C
            case UInt8(ascii: "v"): code = 0x0B
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, !atEnd, let nibble = Self.hexValue(current) {
                    value = value << 4 | UInt32(nibble)
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw error("'\\U' must be followed by hex digits", at: escapeStart) }
                code = value
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, !atEnd, current >= UInt8(ascii: "0"), current <= UInt8(ascii: "7") {
                    value = value << 3 | UInt32(current - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                code = value
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves, as in Foundation.
                if escaped < 0x80 {
                    code = UInt32(escaped)
                } else {
                    // A multi-byte character after a backslash: keep its bytes as they are.
                    index -= 1
                    if pendingHighSurrogate != nil {
                        flush(); scalars.append("\u{FFFD}"); pendingHighSurrogate = nil
                    }
                    continue
                }
            }
            flush()
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if (0xDC00...0xDFFF).contains(code) {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    continue
                }
                scalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(code) {
                pendingHighSurrogate = code
            } else {
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            }
        }
        flush()
        if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }

    // MARK: Trivia

    /// Skips whitespace and comments. An unterminated `/*` is an error, reported where it starts; it is
    /// reported by the next token read, since trivia itself cannot throw here.
    private mutating func skipTrivia() {
        while !atEnd {
            let byte = current
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    index += 2
                    while !atEnd, current != 0x0A, current != 0x0D { index += 1 }
                } else if next == UInt8(ascii: "*") {
                    let opening = index
                    index += 2
                    var closed = false
                    while index + 1 < bytes.count {
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            closed = true
                            break
                        }
                        index += 1
                    }
                    if !closed {
                        unterminatedComment = opening
                        index = bytes.count
                    }
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    private mutating func skipWhitespace() {
        while !atEnd, Self.isWhitespace(current) { index += 1 }
    }

    private var unterminatedComment: Int?

    // MARK: Characters

    /// The characters Foundation accepts in a string without quotes.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Errors

    private func describeCurrent() -> String {
        guard !atEnd else { return "end of file" }
        let byte = current
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x0A: return "a line break"
        case 0x00: return "a NUL byte"
        default:
            if byte < 0x80 { return String(format: "the control character 0x%02X", byte) }
            let end = min(index + 4, bytes.count)
            if let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first,
               scalar != "\u{FFFD}" {
                return "'\(scalar)'"
            }
            return String(format: "the byte 0x%02X", byte)
        }
    }

    /// An error at `offset` (the current position by default). An unterminated comment met on the way is the
    /// real cause of whatever went wrong after it, so it is reported instead.
    private func error(_ message: String, at offset: Int? = nil) -> AppProjectError {
        if let comment = unterminatedComment {
            let position = TextLocator.position(of: comment, in: bytes)
            return AppProjectError(file: file, line: position.line, column: position.column,
                                   message: "unterminated comment: no '*/' for the '/*'")
        }
        let position = TextLocator.position(of: offset ?? index, in: bytes)
        return AppProjectError(file: file, line: position.line, column: position.column, message: message)
    }

    private static func abbreviate(_ text: String) -> String {
        let cleaned = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return cleaned.count > 60 ? String(cleaned.prefix(57)) + "..." : cleaned
    }
}
