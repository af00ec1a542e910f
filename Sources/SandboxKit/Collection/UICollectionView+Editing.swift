import Foundation

/// A collection view's editing state (iOS 14): kept and read back, with the selection options for it.
/// List cells do not show their editing accessories: turning editing on is reported once as not simulated.
extension UICollectionView {
    private static let editingStorage = ExtensionStorage<Bool>("UICollectionView.isEditing", default: false)
    private static let multipleDuringEditingStorage = ExtensionStorage<Bool>("UICollectionView.allowsMultipleSelectionDuringEditing", default: false)
    private static let selectionDuringEditingStorage = ExtensionStorage<Bool>("UICollectionView.allowsSelectionDuringEditing", default: false)

    public var isEditing: Bool {
        get { Self.editingStorage.get(self) }
        set {
            guard newValue != isEditing else { return }
            Self.editingStorage.set(self, newValue)
            if newValue { NotSimulated.record("UICollectionView.isEditing (cells' editing accessories)") }
        }
    }

    public var allowsMultipleSelectionDuringEditing: Bool {
        get { Self.multipleDuringEditingStorage.get(self) }
        set { Self.multipleDuringEditingStorage.set(self, newValue) }
    }

    public var allowsSelectionDuringEditing: Bool {
        get { Self.selectionDuringEditingStorage.get(self) }
        set { Self.selectionDuringEditingStorage.set(self, newValue) }
    }
}
