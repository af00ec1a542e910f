import Foundation

/// The `Contents.json` of an asset catalog folder, and the lenient reading of its fields that hand-edited
/// files need (a number where Xcode writes a string).
enum AssetContents {
    static let maximumSize = 4 << 20

    static func read(_ url: URL) throws(AppProjectError) -> [String: Any] {
        try parse(try FileReader.read(url, limit: maximumSize), file: url.path)
    }

    static func parse(_ data: Data, file: String) throws(AppProjectError) -> [String: Any] {
        try JSONDocument.object(from: data, file: file, limit: maximumSize)
    }

    /// A string field, also accepting a number or a boolean where hand-written files put one.
    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: return flag
        case let number as NSNumber: return number.boolValue
        case let text as String: return PropertyListValue.bool(fromSetting: text)
        default: return nil
        }
    }
}
