import Foundation

/// The space between a group's items: exactly so many points, or at least so many with what the group
/// has left over shared between its items.
@MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
}

/// Spacing around an item, edge by edge. Declared so that code builds; laying items out with it is not
/// simulated (setting an item's `edgeSpacing` says so once).
@MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
