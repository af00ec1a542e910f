import Foundation

/// Where a layout puts one item: its index path and frame (with `center` and `size` as views of it),
/// its alpha and hiding. Simpler than UIKit: cells only (no supplementary or decoration kinds), no
/// transforms, and `zIndex` is kept but not applied.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect = .zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
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
