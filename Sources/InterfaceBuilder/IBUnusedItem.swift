/// An item the instantiating code did not mark as applied, ready to be
/// reported as a warning.
public struct IBUnusedItem: Sendable, Hashable, CustomStringConvertible {
    public let item: IBItem
    /// The element the item belongs to (`label`, `viewController`…).
    public let elementName: String
    /// The attribute's value, or the child's element name.
    public let detail: String
    /// Where the attribute or child element starts.
    public let location: IBSourceLocation
    /// True for simulated metrics, canvas positions and other editor-only
    /// items, which callers usually skip with `IBUsage.useDesignTimeItems()`.
    public let isDesignTimeOnly: Bool

    public var description: String {
        switch item {
        case .attribute(let name): "\(location): <\(elementName)> attribute \(name)=\"\(detail)\" was not applied"
        case .child(let name): "\(location): <\(elementName)> child <\(detail)> '\(name)' was not applied"
        }
    }

    /// `FILE:LINE:COL: warning: …`, the same shape as `IBError.description`.
    public func warning(file: String) -> String {
        switch item {
        case .attribute(let name): "\(file):\(location): warning: <\(elementName)> attribute \(name)=\"\(detail)\" was not applied"
        case .child(let name): "\(file):\(location): warning: <\(elementName)> child <\(detail)> '\(name)' was not applied"
        }
    }
}
