import Foundation

/// Every strings table of an app, by locale and table name: what `NSLocalizedString(key, tableName:)`
/// finds in each language. Filled from `.strings` files (their `.lproj` folder gives the locale),
/// `.stringsdict` files and String Catalogs.
public struct LocalizedStrings: Sendable, Equatable {
    /// The locale of tables that are in no `.lproj` folder (found whatever the language).
    public static let unlocalized = ""

    /// `[locale: [table name: [key: value]]]`. A `.stringsdict` key's value is its format
    /// (`NSStringLocalizedFormatKey`); its rules are in ``pluralRules``.
    public private(set) var tables: [String: [String: [String: String]]] = [:]
    /// `.stringsdict` contents: `[locale: [table name: [key: rule dictionary]]]`.
    public private(set) var pluralRules: [String: [String: [String: PropertyListValue]]] = [:]

    public init() {}

    /// The locales that have at least one table, sorted.
    public var locales: [String] {
        tables.keys.sorted()
    }

    /// A key's value in `locale`'s table, falling back to the unlocalized table as `Bundle` does.
    public func string(_ key: String, table: String = "Localizable", locale: String) -> String? {
        tables[locale]?[table]?[key] ?? tables[Self.unlocalized]?[table]?[key]
    }

    /// Adds entries to a table; entries already there (from another file of the same table) are kept
    /// unless the new file has the same key.
    mutating func add(_ entries: [String: String], table: String, locale: String) {
        tables[locale, default: [:]][table, default: [:]].merge(entries) { _, new in new }
    }

    mutating func addPluralRules(_ rules: [String: PropertyListValue], table: String, locale: String) {
        pluralRules[locale, default: [:]][table, default: [:]].merge(rules) { _, new in new }
        // A lookup without a count shows the format; a `.strings` entry of the same key wins.
        let formats = StringsDictionaryFile.formats(of: rules)
        tables[locale, default: [:]][table, default: [:]].merge(formats) { existing, _ in existing }
    }
}

extension LocalizedStrings {
    /// The localization an app shows on a device whose only language is `preferred` (a new Simulator's
    /// is English), chosen as `Bundle` chooses among the app's `.lproj` folders: the preferred language,
    /// else the app's development language, else `Base`, else none (only unlocalized tables).
    public func localization(preferred: String = "en", developmentRegion: String) -> String {
        let have = Set(locales)
        for candidate in [preferred, developmentRegion, "Base"] {
            if have.contains(candidate) { return candidate }
            // `en-GB.lproj` answers for `en` when there is no `en.lproj`.
            if let regional = locales.first(where: { $0.hasPrefix(candidate + "-") || $0.hasPrefix(candidate + "_") }) {
                return regional
            }
        }
        return Self.unlocalized
    }

    /// Every table as one localization sees it, `[table: [key: value]]`: its own entries over the
    /// unlocalized ones (a key missing in both is looked up in no other language, as on iOS).
    public func tables(for localization: String) -> [String: [String: String]] {
        var out = tables[Self.unlocalized] ?? [:]
        for (table, entries) in tables[localization] ?? [:] where localization != Self.unlocalized {
            out[table, default: [:]].merge(entries) { _, localized in localized }
        }
        return out
    }
}
