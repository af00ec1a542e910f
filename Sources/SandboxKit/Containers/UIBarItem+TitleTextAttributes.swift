import Foundation

/// A bar item's title attributes per control state, as UIKit keeps them: `titleTextAttributes(for:)`
/// answers what was set for the state, else for `.normal`. The bars draw an item's title in the `.font`
/// and `.foregroundColor` given for its state (see `UIBarButtonItem`'s view).
extension UIBarItem {
    private static let attributesStorage = ExtensionStorage<[UInt: [NSAttributedString.Key: Any]]>("UIBarItem.titleTextAttributes", default: [:])

    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        var all = Self.attributesStorage.get(self)
        all[state.rawValue] = attributes
        Self.attributesStorage.set(self, all)
        barItemDidChange()
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let all = Self.attributesStorage.get(self)
        return all[state.rawValue] ?? all[UIControl.State.normal.rawValue]
    }
}
