import Foundation

/// What a tab bar shows for one child: a title and, when given, an icon (the selected icon while its tab
/// is selected).
open class UITabBarItem {
    weak var owner: UIViewController?
    private var ownTitle: String?

    open var image: UIImage? { didSet { changed() } }
    open var selectedImage: UIImage? { didSet { changed() } }
    open var tag = 0
    open var badgeValue: String? { didSet { changed() } }

    public init(title: String?, image: UIImage?, tag: Int) {
        ownTitle = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        ownTitle = title
        self.image = image
        self.selectedImage = selectedImage
    }

    init(owner: UIViewController) { self.owner = owner }

    /// The title under the icon; the controller's `title` unless set here.
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set { ownTitle = newValue; changed() }
    }

    private func changed() { owner?.tabBarController?.tabBarItemsDidChange() }
}
