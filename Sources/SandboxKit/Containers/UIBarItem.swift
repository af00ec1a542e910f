import Foundation

/// UIKit's common base of bar button items and tab bar items: the title, image, enabled state and tag an
/// app sets or reads through either (`for item in toolbarItems as [UIBarItem]`). An `NSObject`, as on iOS.
@MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    open var isEnabled = true { didSet { barItemDidChange() } }
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    public override init() { super.init() }

    /// Called when what a bar shows of the item changed; each kind of item tells the bar that shows it.
    func barItemDidChange() {}
}

extension UIBarItem: UIAccessibilityIdentification {}
