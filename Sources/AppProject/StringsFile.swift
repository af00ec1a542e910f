import Foundation

/// A `.strings` file: `"key" = "value";` pairs in old-style property list syntax, UTF-8 or UTF-16 (older
/// Xcode versions wrote UTF-16). Compiled ones, in a built app, are binary property lists; those are read
/// too.
public enum StringsFile {
    static let maximumSize = 16 << 20

    /// The table's keys and values. A value that is not a string (an array, a dictionary: legal syntax,
    /// but `NSLocalizedString` cannot return it) is left out.
    public static func parse(_ data: Data, file: String = "<data>") throws(AppProjectError) -> [String: String] {
        let table: [String: PropertyListValue]
        if data.starts(with: Array("bplist".utf8)) || PropertyListReader.looksLikeXML(data) {
            guard let dictionary = try PropertyListReader.read(data, file: file).dictionary else {
                throw AppProjectError(file: file, message: "a strings table must be a dictionary")
            }
            table = dictionary
        } else {
            table = try OldStylePlistParser.parseStrings(data, file: file)
        }
        return table.compactMapValues(\.string)
    }

    public static func load(_ url: URL) throws(AppProjectError) -> [String: String] {
        try parse(FileReader.read(url, limit: maximumSize), file: url.path)
    }
}
