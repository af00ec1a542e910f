import Foundation

/// A String Catalog (`Localizable.xcstrings`, Xcode 15): one JSON file holding a table's strings in every
/// language. Xcode compiles it into one `.strings` table per language; this gives the same tables.
public struct StringCatalog: Sendable, Equatable {
    static let maximumSize = 32 << 20

    /// The language the keys are written in (`sourceLanguage`).
    public let sourceLanguage: String?
    /// `[locale: [key: value]]`. A plural or device-varied string gives its `other` form.
    public let tables: [String: [String: String]]

    /// Decoded with `JSONDecoder` into the few fields used, which is twice as fast as `JSONSerialization`
    /// on the megabytes of JSON a widely translated app has. A syntax error is located by re-reading with
    /// `JSONSerialization`, whose message says where.
    public static func parse(_ data: Data, file: String = "<data>") throws(AppProjectError) -> StringCatalog {
        guard data.count <= maximumSize else {
            throw AppProjectError(file: file, message: "the file is \(data.count) bytes, over the limit of \(maximumSize)")
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted = error {
                _ = try JSONDocument.object(from: data, file: file, limit: maximumSize)
            }
            throw AppProjectError(file: file, message: "not a String Catalog: \(describe(error))")
        } catch {
            throw AppProjectError(file: file, message: "not a String Catalog: \(error)")
        }
        var tables: [String: [String: String]] = [:]
        for (key, entry) in document.strings ?? [:] {
            for (locale, localization) in entry.localizations ?? [:] {
                if let value = localization.value(depth: 0) { tables[locale, default: [:]][key] = value }
            }
        }
        return StringCatalog(sourceLanguage: document.sourceLanguage, tables: tables)
    }

    public static func load(_ url: URL) throws(AppProjectError) -> StringCatalog {
        try parse(FileReader.read(url, limit: maximumSize), file: url.path)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
            return keys.isEmpty ? "at the top level" : "at '\(keys)'"
        }
        switch error {
        case .typeMismatch(let type, let context): return "expected \(type) \(path(context))"
        case .valueNotFound(let type, let context): return "expected \(type) \(path(context))"
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' \(path(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription) \(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private struct Document: Decodable {
        let sourceLanguage: String?
        let strings: [String: Entry]?
    }

    private struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    private struct StringUnit: Decodable {
        let value: String?
    }

    /// A localization: a `stringUnit`, or `variations` by kind (`plural`, `device`) and case (`one`,
    /// `other`, `iphone`…), each a localization again.
    private final class Localization: Decodable, Sendable {
        let stringUnit: StringUnit?
        let variations: [String: [String: Localization]]?

        /// `stringUnit.value`, or for a string with variations the `other` case of the first kind of
        /// variation (`plural`, `device`), falling back to any case.
        func value(depth: Int) -> String? {
            if let value = stringUnit?.value { return value }
            guard depth < 8, let variations else { return nil }
            for kind in ["plural", "device"] + variations.keys.sorted() {
                guard let cases = variations[kind] else { continue }
                for name in ["other"] + cases.keys.sorted() {
                    if let value = cases[name]?.value(depth: depth + 1) { return value }
                }
            }
            return nil
        }
    }
}
