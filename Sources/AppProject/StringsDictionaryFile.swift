import Foundation

/// A `.stringsdict` file: an XML property list of plural and variable-width rules, one dictionary per key
/// (`NSStringLocalizedFormatKey` and its variables).
public enum StringsDictionaryFile {
    public static func parse(_ data: Data, file: String = "<data>") throws(AppProjectError) -> [String: PropertyListValue] {
        guard let dictionary = try PropertyListReader.read(data, file: file).dictionary else {
            throw AppProjectError(file: file, message: "a .stringsdict file must hold a dictionary")
        }
        return dictionary
    }

    public static func load(_ url: URL) throws(AppProjectError) -> [String: PropertyListValue] {
        try parse(FileReader.read(url, limit: PropertyListReader.maximumSize), file: url.path)
    }

    /// The format of each key (`NSStringLocalizedFormatKey`), which is what a lookup without a count shows.
    static func formats(of dictionary: [String: PropertyListValue]) -> [String: String] {
        dictionary.compactMapValues { $0.dictionary?["NSStringLocalizedFormatKey"]?.string }
    }
}
