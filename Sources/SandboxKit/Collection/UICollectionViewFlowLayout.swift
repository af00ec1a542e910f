import Foundation

/// UIKit's flow layout: items in lines across the scroll direction, section after section.
///
/// Vertically, each line fills from the left with as many items as fit between the section's insets
/// with `minimumInteritemSpacing` between them; the next item starts a new line `minimumLineSpacing`
/// below the tallest item of the line, and items shorter than it are centred in the line. As in UIKit,
/// a full line is justified: the space left over is shared between its items (a lone item too wide for
/// company is centred), while a section's last line keeps the minimum spacing, left-aligned. Sizes,
/// insets and spacings come from the delegate's `UICollectionViewDelegateFlowLayout` methods, else from
/// the properties. `.horizontal` is the same turned a quarter: lines are columns filled top to bottom,
/// side by side. The content is as wide as the collection view inside its insets (as tall, horizontally).
///
/// A section with a header (`headerReferenceSize` or the delegate's, its height when vertical, its
/// width when horizontal) starts with it across the content's full width, before the section inset;
/// a footer ends it, after the inset. A zero size means none.
///
/// Simpler than UIKit: `estimatedItemSize` is kept but ignored (cells do not size themselves), no
/// `sectionInsetReference`, and pinned headers (`sectionHeadersPinToVisibleBounds`) are not simulated.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Ignored: items take `itemSize` or the delegate's size.
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds { NotSimulated.record("UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds") } }
    }
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds { NotSimulated.record("UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds") } }
    }

    /// One line of items, in content coordinates.
    struct Line {
        var section: Int
        var items: Range<Int>
        /// The line's extent along the scroll direction (y for vertical, x for horizontal).
        var start: CGFloat
        var end: CGFloat
    }

    /// Every item's frame, by section, and the lines in scroll order.
    private(set) var frames: [[CGRect]] = []
    private(set) var lines: [Line] = []
    /// Each section's header and footer frame (nil when it has none).
    private var headers: [CGRect?] = []
    private var footers: [CGRect?] = []
    private var contentSize: CGSize = .zero
    /// The bounds size the layout was made for.
    private var preparedSize: CGSize = .zero

    public override init() { super.init() }
    public override init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    open override func prepare() {
        frames = []
        lines = []
        headers = []
        footers = []
        contentSize = .zero
        guard let cv = collectionView else { return }
        preparedSize = cv.bounds.size
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        // computed as a vertical layout; a horizontal one is its transpose
        let width = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            var sectionInset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? self.sectionInset
            if !vertical {
                sectionInset = UIEdgeInsets(top: sectionInset.left, left: sectionInset.top,
                                            bottom: sectionInset.right, right: sectionInset.bottom)
            }
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let sizes: [CGSize] = (0..<cv.numberOfItems(inSection: s)).map { i in
                let size = flow?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
                return vertical ? size : CGSize(width: size.height, height: size.width)
            }
            let available = max(width - sectionInset.left - sectionInset.right, 0)
            var rects = [CGRect](repeating: .zero, count: sizes.count)
            // a header or footer's thickness along the scroll direction; the whole width across it
            func band(_ size: CGSize) -> CGRect? {
                let thickness = vertical ? size.height : size.width
                guard thickness > 0, thickness.isFinite else { return nil }
                defer { y += thickness }
                return CGRect(x: 0, y: y, width: max(width, 0), height: thickness)
            }
            let headerSize = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let header = band(headerSize)
            y += sectionInset.top
            var first = 0
            while first < sizes.count {
                // as many items as fit, at least one
                var end = first + 1, used = sizes[first].width
                while end < sizes.count, used + itemSpacing + sizes[end].width <= available + 1e-9 {
                    used += itemSpacing + sizes[end].width
                    end += 1
                }
                let count = end - first
                let isLast = end == sizes.count
                var spacing = itemSpacing, x = sectionInset.left
                if !isLast {
                    if count > 1 { spacing = itemSpacing + (available - used) / CGFloat(count - 1) }
                    else { x += (available - used) / 2 }
                }
                let height = sizes[first..<end].map(\.height).max() ?? 0
                for i in first..<end {
                    let size = sizes[i]
                    rects[i] = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + spacing
                }
                lines.append(Line(section: s, items: first..<end, start: y, end: y + height))
                y += height
                if !isLast { y += lineSpacing }
                first = end
            }
            y += sectionInset.bottom
            let footer = band(footerSize)
            func turned(_ r: CGRect) -> CGRect { vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
            rects = rects.map(turned)
            frames.append(rects)
            headers.append(header.map(turned))
            footers.append(footer.map(turned))
        }
        contentSize = vertical ? CGSize(width: max(width, 0), height: y) : CGSize(width: y, height: max(width, 0))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        // the first line that ends below `lo` (the lines' ends increase)
        var a = 0, b = lines.count
        while a < b {
            let mid = (a + b) / 2
            if lines[mid].end > lo { b = mid } else { a = mid + 1 }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        for (kind, bands) in [(UICollectionView.elementKindSectionHeader, headers), (UICollectionView.elementKindSectionFooter, footers)] {
            for (s, frame) in bands.enumerated() {
                guard let frame, frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        for line in lines[a...] {
            if line.start >= hi { break }
            for item in line.items {
                let frame = frames[line.section][item]
                guard frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: line.section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let bands = elementKind == UICollectionView.elementKindSectionHeader ? headers
            : elementKind == UICollectionView.elementKindSectionFooter ? footers : []
        guard indexPath.count >= 1, bands.indices.contains(indexPath[0]), let frame = bands[indexPath[0]] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }
}
