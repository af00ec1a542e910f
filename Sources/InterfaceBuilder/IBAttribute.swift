/// One XML attribute, with its value already unescaped and whitespace-normalised
/// as XML requires (a literal newline in a value reads as a space; `&#10;` as a newline).
public struct IBAttribute: Sendable, Hashable {
    public let name: String
    public let value: String
    /// Where the attribute name starts, so a warning about it can point at it.
    public let location: IBSourceLocation

    public init(name: String, value: String, location: IBSourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
