import Foundation

/// The app's strings tables in the localization the device shows (`Localizable.strings` and the other
/// tables of its `.lproj` folders, `.stringsdict` formats, String Catalogs), for `NSLocalizedString` and
/// `String(localized:)`. The app's build reads the tables and hands them over at launch as JSON
/// (`{"Localizable": {"greeting": "Hello"}}`); a scenario has none, so every key is its own value.
///
/// Read from any thread, as `NSLocalizedString` is: the tables are set once at launch, behind a lock.
public struct AppStrings: Sendable, Equatable {
    public private(set) var tables: [String: [String: String]] = [:]

    public init() {}

    /// From the build's JSON; what it cannot read is left out.
    public init(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return }
        for (table, entries) in object {
            guard let entries = entries as? [String: Any] else { continue }
            tables[table] = entries.compactMapValues { $0 as? String }
        }
    }

    /// What `NSLocalizedString(key, tableName:, value:, comment:)` returns: the table's value, else
    /// `value` when it is not empty, else the key (Foundation's rule).
    public func string(_ key: String, table: String?, value: String) -> String {
        if let found = translation(of: key, table: table) { return found }
        return value.isEmpty ? key : value
    }

    /// The key's entry in `table` (`Localizable` when none is named), if the app has one.
    public func translation(of key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    private nonisolated(unsafe) static var installed = AppStrings()
    private static let lock = NSLock()

    /// The running app's tables.
    public static var current: AppStrings {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}

/// `NSLocalizedString` as an app's code calls it, answered from the app's tables (Foundation's on Linux
/// looks in the device program's own bundle, which has none). The scenario prelude declares a function
/// of this name that calls this one, so it wins over Foundation's in the app's module.
public func __sandboxLocalizedString(_ key: String, tableName: String?, value: String) -> String {
    AppStrings.current.string(key, table: tableName, value: value)
}
