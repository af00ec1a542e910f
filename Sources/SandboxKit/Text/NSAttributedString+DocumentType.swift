import Foundation

// Reading styled text from a document (`NSAttributedString(data: html, options: [.documentType: .html],
// documentAttributes: nil)`). The sandbox keeps the document's text without its styling: HTML's tags are
// removed (with a line break for each paragraph, list item and `<br>`) and its character entities
// decoded; reading one is reported once as not simulated.
extension NSAttributedString {
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentAttributeKey(rawValue: "DefaultAttributes")
        public static let paperSize = DocumentAttributeKey(rawValue: "PaperSize")
        public static let paperMargin = DocumentAttributeKey(rawValue: "PaperMargin")
        public static let viewSize = DocumentAttributeKey(rawValue: "ViewSize")
        public static let viewZoom = DocumentAttributeKey(rawValue: "ViewZoom")
        public static let viewMode = DocumentAttributeKey(rawValue: "ViewMode")
        public static let readOnly = DocumentAttributeKey(rawValue: "ReadOnly")
        public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
        public static let hyphenationFactor = DocumentAttributeKey(rawValue: "HyphenationFactor")
        public static let defaultTabInterval = DocumentAttributeKey(rawValue: "DefaultTabInterval")
        public static let textLayoutSections = DocumentAttributeKey(rawValue: "NSTextLayoutSectionsAttribute")
    }

    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    }

    @MainActor
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encoding = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let source = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let type = options[.documentType] as? DocumentType ?? (source.contains("<") ? .html : .plain)
        let text: String
        switch type {
        case .html:
            NotSimulated.record("NSAttributedString from HTML (its text only, unstyled)")
            text = Self.plainText(ofHTML: source)
        case .plain:
            text = source
        default:
            NotSimulated.record("NSAttributedString from \(type.rawValue) (the data as text)")
            text = source
        }
        self.init(string: text)
    }

    /// The text of an HTML document: tags removed, block ends as line breaks, entities decoded.
    static func plainText(ofHTML html: String) -> String {
        var out = ""
        var i = html.startIndex
        while i < html.endIndex {
            let c = html[i]
            if c == "<", let close = html[i...].firstIndex(of: ">") {
                let tag = html[html.index(after: i)..<close].lowercased()
                let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                if ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"].contains(name),
                   name == "br" || tag.hasPrefix("/") || name == "li" {
                    if !out.isEmpty && !out.hasSuffix("\n") { out.append("\n") }
                }
                if name == "style" || name == "script", !tag.hasPrefix("/"),
                   let end = html.range(of: "</\(name)", options: .caseInsensitive, range: close..<html.endIndex) {
                    i = html[end.upperBound...].firstIndex(of: ">").map { html.index(after: $0) } ?? html.endIndex
                    continue
                }
                i = html.index(after: close)
                continue
            }
            if c == "&", let semi = html[i...].prefix(10).firstIndex(of: ";") {
                let entity = String(html[html.index(after: i)..<semi])
                let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
                if let s = named[entity] {
                    out.append(s)
                    i = html.index(after: semi)
                    continue
                }
                if entity.hasPrefix("#") {
                    let digits = entity.dropFirst()
                    let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                    if let value, let scalar = Unicode.Scalar(value) {
                        out.unicodeScalars.append(scalar)
                        i = html.index(after: semi)
                        continue
                    }
                }
            }
            out.append(c)
            i = html.index(after: i)
        }
        // HTML collapses runs of white space within a line
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
