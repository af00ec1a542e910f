import Foundation

/// Where a layout puts one element, a cell or a supplementary view (a header or footer): its index
/// path, kind and frame (with `center` and `size` as views of it), its alpha and hiding. Simpler than
/// UIKit: no decoration views, no transforms, and `zIndex` is kept but not applied.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect = .zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// Whether these attributes place a cell or a supplementary view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`…); nil for a cell.
    public private(set) var representedElementKind: String?

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
}
