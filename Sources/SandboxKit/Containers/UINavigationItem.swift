import Foundation

/// What a navigation bar shows while its controller is on top (its title), and what the next controller's
/// back button says about it.
open class UINavigationItem {
    weak var owner: UIViewController?
    private var ownTitle: String?

    public init(title: String) { ownTitle = title }

    init(owner: UIViewController) { self.owner = owner }

    /// The title shown in the middle of the bar; the controller's `title` unless set here.
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set { ownTitle = newValue; changed() }
    }

    /// The back button's title when this item is the one below the top; `title` when nil, "Back" when
    /// neither is set (UIKit's default).
    open var backButtonTitle: String? { didSet { changed() } }

    /// Hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func changed() { owner?.navigationController?.navigationBarNeedsUpdate() }
}
