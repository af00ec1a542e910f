/// One entry of a `project.pbxproj`'s `objects` dictionary: its id, its class (`isa`), and its fields as
/// written. Kept untyped because Xcode adds classes and fields with every release; the typed views
/// (``XcodeTarget``, ``SwiftPackageReference``) read the few that matter.
public struct PBXObject: Sendable, Equatable {
    public let id: String
    public let isa: String
    public let fields: [String: PropertyListValue]

    public init(id: String, isa: String, fields: [String: PropertyListValue]) {
        self.id = id
        self.isa = isa
        self.fields = fields
    }

    /// A field that holds a string (an id, a name, a path).
    public func string(_ key: String) -> String? {
        fields[key]?.string
    }

    /// A field that holds a list of strings (a list of ids); other kinds of items are skipped.
    public func strings(_ key: String) -> [String] {
        fields[key]?.array?.compactMap(\.string) ?? []
    }
}
