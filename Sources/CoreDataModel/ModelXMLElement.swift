import Foundation

/// One element of a model's `contents` file: its name, attributes and children. The file is the XML
/// Xcode's model editor writes (elements and attributes, no text content that matters), so this small
/// reader takes only that; anything it cannot read ends the element tree early instead of failing.
public struct ModelXMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [ModelXMLElement]

    public init(name: String, attributes: [String: String] = [:], children: [ModelXMLElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    public func children(named name: String) -> [ModelXMLElement] { children.filter { $0.name == name } }

    /// The document's root element, or nil when the text holds none.
    public static func parse(_ text: String) -> ModelXMLElement? {
        let bytes = Array(text.utf8)
        var stack: [ModelXMLElement] = [ModelXMLElement(name: "#document")]
        var i = 0
        func isNameByte(_ b: UInt8) -> Bool { !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x3E || b == 0x2F || b == 0x3D) }
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func find(_ needle: String, from start: Int) -> Int? {
            let n = Array(needle.utf8)
            var j = start
            while j + n.count <= bytes.count {
                if bytes[j] == n[0], Array(bytes[j..<(j + n.count)]) == n { return j }
                j += 1
            }
            return nil
        }
        func close() {
            guard stack.count > 1 else { return }
            let done = stack.removeLast()
            stack[stack.count - 1].children.append(done)
        }
        while i < bytes.count {
            guard bytes[i] == 0x3C else { i += 1; continue } // <
            if i + 1 < bytes.count, bytes[i + 1] == 0x3F { // <? … ?>
                guard let end = find("?>", from: i) else { break }
                i = end + 2
                continue
            }
            if i + 3 < bytes.count, bytes[i + 1] == 0x21, bytes[i + 2] == 0x2D, bytes[i + 3] == 0x2D { // <!--
                guard let end = find("-->", from: i + 4) else { break }
                i = end + 3
                continue
            }
            if i + 1 < bytes.count, bytes[i + 1] == 0x21 { // <!DOCTYPE …>, <![CDATA[…]]>
                guard let end = find(">", from: i) else { break }
                i = end + 1
                continue
            }
            if i + 1 < bytes.count, bytes[i + 1] == 0x2F { // </name>
                guard let end = find(">", from: i) else { break }
                i = end + 1
                close()
                continue
            }
            i += 1
            let nameStart = i
            while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
            var element = ModelXMLElement(name: String(decoding: bytes[nameStart..<i], as: UTF8.self))
            var selfClosing = false
            var complete = false
            while i < bytes.count {
                skipSpace()
                guard i < bytes.count else { break }
                if bytes[i] == 0x3E { i += 1; complete = true; break }
                if bytes[i] == 0x2F { selfClosing = true; i += 1; continue }
                let attrStart = i
                while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                let attrName = String(decoding: bytes[attrStart..<i], as: UTF8.self)
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x3D else { if i == attrStart { i += 1 }; continue }
                i += 1
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else { continue }
                let quote = bytes[i]
                i += 1
                let valueStart = i
                while i < bytes.count, bytes[i] != quote { i += 1 }
                element.attributes[attrName] = Self.decodeEntities(String(decoding: bytes[valueStart..<min(i, bytes.count)], as: UTF8.self))
                i += 1
            }
            guard complete else { break }
            if selfClosing {
                stack[stack.count - 1].children.append(element)
            } else {
                stack.append(element)
            }
        }
        while stack.count > 1 { close() }
        return stack[0].children.first
    }

    static func decodeEntities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                let digits = entity.dropFirst(hex ? 2 : 1)
                if entity.hasPrefix("#"), let code = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
