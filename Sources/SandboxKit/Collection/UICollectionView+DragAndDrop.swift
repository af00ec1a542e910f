import Foundation

/// The drag and drop delegates of a collection view: kept (unretained) and read back; the device has no
/// drag gesture, so setting one is reported once as not simulated.
extension UICollectionView {
    private static let dragDelegateStorage = ExtensionStorage<UICollectionViewDragDelegate?>("UICollectionView.dragDelegate", default: nil, weakly: true)
    private static let dropDelegateStorage = ExtensionStorage<UICollectionViewDropDelegate?>("UICollectionView.dropDelegate", default: nil, weakly: true)

    public var dragDelegate: UICollectionViewDragDelegate? {
        get { Self.dragDelegateStorage.get(self) }
        set {
            Self.dragDelegateStorage.set(self, newValue)
            if newValue != nil { NotSimulated.record("UICollectionView drag and drop (dragDelegate)") }
        }
    }

    public var dropDelegate: UICollectionViewDropDelegate? {
        get { Self.dropDelegateStorage.get(self) }
        set {
            Self.dropDelegateStorage.set(self, newValue)
            if newValue != nil { NotSimulated.record("UICollectionView drag and drop (dropDelegate)") }
        }
    }
}
