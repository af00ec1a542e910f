import Foundation

/// How a list layout (`UICollectionViewCompositionalLayout.list(using:)`) looks: rows across the full
/// width, 44 points tall (cells do not size themselves here), in the appearance's style: `.plain` and
/// `.sidebarPlain` edge to edge on the system background, `.grouped` and `.sidebar` with room above
/// each section on the grouped background, `.insetGrouped` also inset 16 points from the sides, as the
/// inset-grouped table is. `headerMode = .supplementary` (and `footerMode`) gives each section a header
/// view of kind `UICollectionView.elementKindSectionHeader` (footer), asked of the data source.
///
/// Not simulated: the separators between rows (a list that shows them says so once), swipe actions
/// (setting a provider says so once), and `.firstItemInSection` headers, laid out as plain rows.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 38
    static let groupedSectionSpacing: CGFloat = 35

    private var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// One list section with this configuration's look.
    @MainActor
    func section() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
        let side: CGFloat = appearance == .insetGrouped ? 16 : 0
        let top = headerTopPadding ?? (isGrouped && headerMode != .supplementary ? Self.groupedSectionSpacing : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.headerHeight))
        if headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }

    /// Gives the collection view the list's background and reports what the list would show that is
    /// not simulated.
    @MainActor
    func applyLook(to collectionView: UICollectionView) {
        let color = backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
        if collectionView.backgroundColor != color { collectionView.backgroundColor = color }
        if showsSeparators { NotSimulated.record("UICollectionLayoutListConfiguration.showsSeparators (the rows' separators)") }
        if leadingSwipeActionsConfigurationProvider != nil || trailingSwipeActionsConfigurationProvider != nil {
            NotSimulated.record("UICollectionLayoutListConfiguration's swipe actions")
        }
        if headerMode == .firstItemInSection { NotSimulated.record("UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection") }
    }
}
