import Foundation

/// A small non-validating XML reader producing `IBElement` trees.
///
/// Foundation's `XMLParser` on Linux reports positions at the end of a start
/// tag rather than its `<`, counts columns inconsistently, and can report an
/// error while `parse()` still returns true; IB diagnostics need exact
/// positions, so the reader is written here. It accepts the XML that Xcode
/// writes (UTF-8, comments, processing instructions, CDATA, the predefined and
/// numeric entities, a DOCTYPE without internal subset) and rejects the rest
/// with a positioned error. It never recurses, so nesting depth is bounded only
/// by `IBLimits.maxDepth`.
struct IBXMLReader {
    private let bytes: [UInt8]
    private let file: String
    private let limits: IBLimits
    private var position = 0
    private var cursor: IBLocationCursor
    /// A direct-mapped cache of element and attribute names: IB repeats a few
    /// hundred names thousands of times, and sharing one `String` per name
    /// saves both the decoding and the memory of long ones.
    private var nameCacheKeys = [ArraySlice<UInt8>](repeating: [], count: 1024)
    private var nameCacheValues = [String](repeating: "", count: 1024)
    private var elementCount = 0
    private var attributeCount = 0

    private struct OpenElement {
        var name: String
        var attributes: [IBAttribute]
        var children: [IBElement] = []
        var text: [UInt8] = []
        var location: IBSourceLocation
    }

    static func parse(_ data: Data, file: String, limits: IBLimits) throws(IBError) -> IBElement {
        if data.count > limits.maxBytes {
            throw IBError(.limitExceeded, file: file, at: IBSourceLocation(line: 1, column: 1),
                          "the document is \(data.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        var reader = IBXMLReader(bytes: [UInt8](data), file: file, limits: limits)
        return try reader.readDocument()
    }

    private init(bytes: [UInt8], file: String, limits: IBLimits) {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.position = hasBOM ? 3 : 0
        self.cursor = IBLocationCursor(bytes: bytes, origin: hasBOM ? 3 : 0)
    }

    // MARK: Errors

    private mutating func error(at offset: Int, _ message: String) -> IBError {
        IBError(.malformedXML, file: file, at: cursor.location(at: offset), message)
    }

    private mutating func error(_ kind: IBError.Kind, at location: IBSourceLocation, _ message: String) -> IBError {
        IBError(kind, file: file, at: location, message)
    }

    /// A byte as it should appear in a message: the character if printable ASCII.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of document" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        if byte == 0x0A || byte == 0x0D { return "a line break" }
        if byte == 0x09 { return "a tab" }
        var end = offset + 1
        while end < bytes.count && end < offset + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    // MARK: Document

    private mutating func readDocument() throws(IBError) -> IBElement {
        try checkEncoding()
        if hasPrefix("<?xml") && position + 5 < bytes.count && isWhitespace(bytes[position + 5]) {
            try readXMLDeclaration()
        }
        try skipMisc(allowDoctype: true)
        guard position < bytes.count else {
            throw error(at: position, "the document has no root element")
        }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error(at: position, "text is not allowed before the root element")
        }
        let root = try readElementTree()
        try skipMisc(allowDoctype: false)
        if position < bytes.count {
            throw error(at: position, "content after the end of the root element <\(root.name)>")
        }
        return root
    }

    /// Validates UTF-8 and XML's character range over the whole input up front,
    /// so the rest of the reader can decode slices without checks and the
    /// location cursor can count scalars by skipping continuation bytes.
    private mutating func checkEncoding() throws(IBError) {
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)) {
            throw error(at: 0, "UTF-16 documents are not supported; Interface Builder writes UTF-8")
        }
        // A local binding: per-byte access through `self` costs a retain and
        // release in unoptimised builds, which made debug-built tests slow.
        let bytes = self.bytes
        var index = position
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                    throw error(at: index, "invalid character U+\(hex4(UInt32(byte))) in an XML document")
                }
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default:
                throw error(at: index, "invalid UTF-8 byte 0x\(hex2(byte))")
            }
            guard index + length <= count else {
                throw error(at: index, "truncated UTF-8 sequence at the end of the document")
            }
            let second = bytes[index + 1]
            guard second >= lower && second <= upper else {
                throw error(at: index, "invalid UTF-8 sequence starting with byte 0x\(hex2(byte))")
            }
            for continuation in 2..<length where bytes[index + continuation] & 0xC0 != 0x80 {
                throw error(at: index, "invalid UTF-8 sequence starting with byte 0x\(hex2(byte))")
            }
            if byte == 0xEF && second == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF) {
                throw error(at: index, "invalid character U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") in an XML document")
            }
            index += length
        }
    }

    private mutating func readXMLDeclaration() throws(IBError) {
        let start = position
        position += 5
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw error(at: start, "the XML declaration is not terminated by '?>'")
            }
            if hasPrefix("?>") {
                position += 2
                return
            }
            let nameStart = position
            guard let name = readName() else {
                throw error(at: position, "unexpected \(describe(position)) in the XML declaration")
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(at: position, "expected '=' after '\(name)' in the XML declaration")
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error(at: position, "expected a quoted value for '\(name)' in the XML declaration")
            }
            let quote = bytes[position]
            let valueStart = position + 1
            var end = valueStart
            while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "<") && bytes[end] != UInt8(ascii: ">") { end += 1 }
            guard end < bytes.count, bytes[end] == quote else {
                throw error(at: position, "unterminated value for '\(name)' in the XML declaration")
            }
            let value = String(decoding: bytes[valueStart..<end], as: UTF8.self)
            position = end + 1
            if name == "encoding" {
                let normalized = value.lowercased()
                if !["utf-8", "utf8", "us-ascii", "ascii"].contains(normalized) {
                    throw error(at: nameStart, "unsupported encoding '\(value)'; Interface Builder documents are UTF-8")
                }
            }
        }
    }

    /// Skips whitespace, comments, processing instructions and (before the root) a DOCTYPE.
    private mutating func skipMisc(allowDoctype: Bool) throws(IBError) {
        var sawDoctype = false
        while true {
            skipWhitespace()
            if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if allowDoctype && !sawDoctype && hasPrefix("<!DOCTYPE") {
                try skipDoctype()
                sawDoctype = true
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(IBError) {
        let start = position
        guard let end = find("-->", from: position + 4) else {
            throw error(at: start, "unterminated comment")
        }
        position = end + 3
    }

    private mutating func skipProcessingInstruction() throws(IBError) {
        let start = position
        position += 2
        let nameStart = position
        guard let name = readName() else {
            throw error(at: nameStart, "expected a processing instruction name after '<?'")
        }
        if name.lowercased() == "xml" {
            throw error(at: start, "the XML declaration is only allowed at the very start of the document")
        }
        guard let end = find("?>", from: position) else {
            throw error(at: start, "unterminated processing instruction")
        }
        position = end + 2
    }

    private mutating func skipDoctype() throws(IBError) {
        let start = position
        position += 9
        var quote: UInt8? = nil
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error(at: position, "document type definitions with an internal subset are not supported")
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw error(at: start, "unterminated DOCTYPE declaration")
    }

    // MARK: Elements

    private mutating func readElementTree() throws(IBError) -> IBElement {
        var stack: [OpenElement] = []
        if let finished = try readStartTag(depth: 0, into: &stack) {
            return finished
        }
        while let top = stack.last {
            guard position < bytes.count else {
                throw error(at: position, "the document ends before <\(top.name)> (opened at \(top.location)) is closed")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "/") {
                    let element = try readEndTag(closing: &stack)
                    if stack.isEmpty { return element }
                    stack[stack.count - 1].children.append(element)
                } else if next == UInt8(ascii: "!") {
                    if hasPrefix("<!--") {
                        try skipComment()
                    } else if hasPrefix("<![CDATA[") {
                        try readCDATA(into: &stack[stack.count - 1].text)
                    } else {
                        throw error(at: position, "unexpected '<!' markup inside <\(top.name)>")
                    }
                } else if next == UInt8(ascii: "?") {
                    try skipProcessingInstruction()
                } else if let finished = try readStartTag(depth: stack.count, into: &stack) {
                    stack[stack.count - 1].children.append(finished)
                }
            } else if byte == UInt8(ascii: "&") {
                try readReference(into: &stack[stack.count - 1].text)
            } else {
                readCharacterData(into: &stack[stack.count - 1].text)
            }
        }
        throw error(at: position, "the document has no root element")
    }

    /// Reads `<name attr="v" …>` or `<name …/>`. Returns the element when it is
    /// empty (`/>`); otherwise pushes it as open and returns nil.
    private mutating func readStartTag(depth: Int, into stack: inout [OpenElement]) throws(IBError) -> IBElement? {
        let start = position
        let location = cursor.location(at: start)
        position += 1
        guard let name = readName() else {
            throw error(at: position, "expected an element name after '<', found \(describe(position))")
        }
        if depth >= limits.maxDepth {
            throw error(.limitExceeded, at: location, "<\(name)> is nested deeper than \(limits.maxDepth) levels")
        }
        elementCount += 1
        if elementCount > limits.maxElements {
            throw error(.limitExceeded, at: location, "the document has more than \(limits.maxElements) elements")
        }
        var attributes: [IBAttribute] = []
        // Beyond a handful of attributes, duplicates are found with a set so a
        // hostile element with 100,000 attributes stays linear.
        var attributeNames: Set<String> = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard position < bytes.count else {
                throw error(at: position, "the document ends inside the start tag of <\(name)> (opened at \(location))")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                stack.append(OpenElement(name: name, attributes: attributes, location: location))
                return nil
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error(at: position, "expected '>' after '/' in the start tag of <\(name)>")
                }
                position += 2
                return IBElement(name: name, attributes: attributes, location: location)
            }
            guard isNameStart(byte) else {
                throw error(at: position, "unexpected \(describe(position)) in the start tag of <\(name)> (opened at \(location)); expected an attribute, '>' or '/>'")
            }
            guard hadWhitespace else {
                throw error(at: position, "attributes of <\(name)> must be separated by whitespace")
            }
            let attributeStart = position
            let attributeLocation = cursor.location(at: attributeStart)
            guard let attributeName = readName() else {
                throw error(at: position, "expected an attribute name in <\(name)>")
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(at: position, "expected '=' after attribute '\(attributeName)' of <\(name)>, found \(describe(position))")
            }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error(at: position, "the value of attribute '\(attributeName)' of <\(name)> must be quoted")
            }
            let value = try readAttributeValue(attribute: attributeName, element: name)
            let isDuplicate: Bool
            if attributes.count < 16 {
                isDuplicate = attributes.contains { $0.name == attributeName }
            } else {
                if attributeNames.isEmpty { attributeNames = Set(attributes.map(\.name)) }
                isDuplicate = !attributeNames.insert(attributeName).inserted
            }
            if isDuplicate {
                throw error(at: attributeStart, "duplicate attribute '\(attributeName)' on <\(name)>")
            }
            attributeCount += 1
            if attributeCount > limits.maxAttributes {
                throw error(.limitExceeded, at: attributeLocation, "the document has more than \(limits.maxAttributes) attributes")
            }
            attributes.append(IBAttribute(name: attributeName, value: value, location: attributeLocation))
        }
    }

    private mutating func readEndTag(closing stack: inout [OpenElement]) throws(IBError) -> IBElement {
        let start = position
        position += 2
        guard let name = readName() else {
            throw error(at: position, "expected an element name after '</', found \(describe(position))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(at: position, "expected '>' to end </\(name)>, found \(describe(position))")
        }
        position += 1
        let open = stack.removeLast()
        guard open.name == name else {
            throw error(at: start, "</\(name)> does not match <\(open.name)> opened at \(open.location)")
        }
        let text: String
        if !open.children.isEmpty && open.text.allSatisfy(isWhitespace) {
            text = ""
        } else {
            text = String(decoding: open.text, as: UTF8.self)
        }
        return IBElement(name: open.name, attributes: open.attributes, children: open.children, text: text, location: open.location)
    }

    private mutating func readAttributeValue(attribute: String, element: String) throws(IBError) -> String {
        let bytes = self.bytes
        let quote = bytes[position]
        let quoteOffset = position
        position += 1
        let valueStart = position
        var needsRewrite = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") {
                throw error(at: position, "'<' is not allowed in the value of attribute '\(attribute)' of <\(element)>")
            }
            if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                needsRewrite = true
            }
            position += 1
        }
        guard position < bytes.count else {
            throw error(at: quoteOffset, "unterminated value of attribute '\(attribute)' of <\(element)>")
        }
        let valueEnd = position
        position += 1
        if !needsRewrite {
            return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        }
        // Slow path: expand references and normalise whitespace as XML prescribes.
        var output: [UInt8] = []
        output.reserveCapacity(valueEnd - valueStart)
        let resume = position
        position = valueStart
        while position < valueEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &output)
            } else if byte == 0x0D {
                output.append(0x20)
                position += (position + 1 < valueEnd && bytes[position + 1] == 0x0A) ? 2 : 1
            } else if byte == 0x09 || byte == 0x0A {
                output.append(0x20)
                position += 1
            } else {
                output.append(byte)
                position += 1
            }
        }
        position = resume
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends text up to the next `<` or `&`, turning CR LF and lone CR into LF.
    private mutating func readCharacterData(into text: inout [UInt8]) {
        let bytes = self.bytes
        let start = position
        var sawCarriageReturn = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if byte == 0x0D { sawCarriageReturn = true }
            position += 1
        }
        appendNormalizingLineBreaks(bytes[start..<position], hasCarriageReturn: sawCarriageReturn, to: &text)
    }

    private mutating func readCDATA(into text: inout [UInt8]) throws(IBError) {
        let start = position
        guard let end = find("]]>", from: position + 9) else {
            throw error(at: start, "unterminated CDATA section")
        }
        let content = bytes[(start + 9)..<end]
        appendNormalizingLineBreaks(content, hasCarriageReturn: content.contains(0x0D), to: &text)
        position = end + 3
    }

    private func appendNormalizingLineBreaks(_ slice: ArraySlice<UInt8>, hasCarriageReturn: Bool, to text: inout [UInt8]) {
        guard hasCarriageReturn else {
            text.append(contentsOf: slice)
            return
        }
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 0x0D {
                text.append(0x0A)
                if index + 1 < slice.endIndex && slice[index + 1] == 0x0A { index += 1 }
            } else {
                text.append(byte)
            }
            index += 1
        }
    }

    /// Decodes `&name;`, `&#N;` or `&#xH;` at `position` and appends its UTF-8.
    private mutating func readReference(into output: inout [UInt8]) throws(IBError) {
        let start = position
        var end = position + 1
        while end < bytes.count && end - start <= 12 && bytes[end] != UInt8(ascii: ";") {
            let byte = bytes[end]
            guard isNameByte(byte) || byte == UInt8(ascii: "#") else { break }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else {
            throw error(at: start, "'&' must begin an entity reference such as '&amp;'")
        }
        let body = bytes[(start + 1)..<end]
        let reference = String(decoding: body, as: UTF8.self)
        let scalarValue: UInt32
        if body.first == UInt8(ascii: "#") {
            var digits = body.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            var value: UInt32 = 0
            var valid = !digits.isEmpty && digits.count <= 8
            for digit in digits where valid {
                guard let digitValue = hexDigitValue(digit), digitValue < radix else {
                    valid = false
                    break
                }
                value = value * radix + digitValue
            }
            let isXMLChar = value == 0x09 || value == 0x0A || value == 0x0D
                || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            guard valid, isXMLChar else {
                throw error(at: start, "'&\(reference);' is not a valid character reference")
            }
            scalarValue = value
        } else {
            switch reference {
            case "lt": scalarValue = 0x3C
            case "gt": scalarValue = 0x3E
            case "amp": scalarValue = 0x26
            case "quot": scalarValue = 0x22
            case "apos": scalarValue = 0x27
            default:
                throw error(at: start, "undefined entity '&\(reference);'")
            }
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error(at: start, "'&\(reference);' is not a valid character reference")
        }
        output.append(contentsOf: String(Character(scalar)).utf8)
        position = end + 1
    }

    // MARK: Lexical helpers

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let bytes = self.bytes
        let start = position
        while position < bytes.count && isWhitespace(bytes[position]) { position += 1 }
        return position > start
    }

    private mutating func readName() -> String? {
        let bytes = self.bytes
        guard position < bytes.count, isNameStart(bytes[position]) else { return nil }
        let start = position
        var hash: UInt32 = 2_166_136_261
        while position < bytes.count && (position == start || isNameByte(bytes[position])) {
            hash = (hash ^ UInt32(bytes[position])) &* 16_777_619
            position += 1
        }
        let slice = bytes[start..<position]
        let slot = Int(hash & 1023)
        if nameCacheKeys[slot] == slice { return nameCacheValues[slot] }
        let name = String(decoding: slice, as: UTF8.self)
        nameCacheKeys[slot] = slice
        nameCacheValues[slot] = name
        return name
    }

    private func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[position + index] != pointer[index] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        var index = max(start, 0)
        while index + count <= bytes.count {
            if bytes[index] == pointer[0] {
                var matched = true
                for offset in 1..<count where bytes[index + offset] != pointer[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}

/// XML name start characters; any non-ASCII byte is accepted because the
/// input has already been validated as UTF-8.
private func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
}

private func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
}

private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    default: return nil
    }
}

private func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

private func hex4(_ value: UInt32) -> String {
    hex2(UInt8((value >> 8) & 0xFF)) + hex2(UInt8(value & 0xFF))
}
