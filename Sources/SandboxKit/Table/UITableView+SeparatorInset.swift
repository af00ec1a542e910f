import Foundation

/// The table's separator inset: the default of its cells' `separatorInset` (UIKit's is 16 points at the
/// left, as the cells'). Setting it moves the separators of the rows that keep the default, shown and
/// to come; a cell that set its own inset keeps it.
extension UITableView {
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    private static let separatorInsetStorage = ExtensionStorage<UIEdgeInsets?>("UITableView.separatorInset", default: nil)
    private static let sectionIndexColorStorage = ExtensionStorage<UIColor?>("UITableView.sectionIndexColor", default: nil)

    public var separatorInset: UIEdgeInsets {
        get { Self.separatorInsetStorage.get(self) ?? Self.defaultSeparatorInset }
        set {
            let old = separatorInset
            Self.separatorInsetStorage.set(self, newValue)
            for cell in visibleCells where cell.separatorInset == old { cell.separatorInset = newValue }
        }
    }

    func applySeparatorInset(to cell: UITableViewCell) {
        guard let inset = Self.separatorInsetStorage.get(self) else { return }
        if cell.separatorInset == Self.defaultSeparatorInset, inset != cell.separatorInset { cell.separatorInset = inset }
    }

    /// The colour of the section index's titles. The table draws no section index (see
    /// `sectionIndexTitles(for:)`); the colour is kept and read back.
    public var sectionIndexColor: UIColor? {
        get { Self.sectionIndexColorStorage.get(self) }
        set { Self.sectionIndexColorStorage.set(self, newValue) }
    }
}
