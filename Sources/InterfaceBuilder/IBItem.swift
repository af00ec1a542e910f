/// One thing an element says: an attribute, or a child element.
///
/// Children are named by their `key` when they have one (`frame`,
/// `backgroundColor`, `view`, `normal`) and by element name otherwise
/// (`subviews`, `constraints`, `connections`), which is how IB itself
/// distinguishes them; several `<color>` children are thus different items.
public enum IBItem: Sendable, Hashable, CustomStringConvertible {
    case attribute(String)
    case child(String)

    /// The item `child` is, seen from its parent.
    public init(child: IBElement) {
        self = .child(child.key ?? child.name)
    }

    public var description: String {
        switch self {
        case .attribute(let name): "attribute '\(name)'"
        case .child(let name): "element '\(name)'"
        }
    }

    /// Attributes only Interface Builder's editor reads: they never change
    /// what UIKit builds at run time.
    static let designTimeAttributes: Set<String> = [
        "misplaced", "ambiguous", "fixedFrame", "userLabel", "colorLabel", "sceneMemberID",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "adjustsLetterSpacingToFitWidth",
    ]

    static func isDesignTime(child element: IBElement) -> Bool {
        element.name.hasPrefix("simulated") || element.name == "freeformSimulatedSizeMetrics"
            || element.key == "canvasLocation" || element.name == "inferredMetricsTieBreakers"
    }
}
