import Foundation

/// UIKit's collection view controller: its view is a collection view, made with the layout it was given,
/// whose data source and delegate it is. Its collection-view methods are its own (UIKit's defaults: one
/// section, no items), so a subclass writes `override func collectionView(_:numberOfItemsInSection:)`
/// as in UIKit. Made without a layout (`init()` or `init(nibName:bundle:)`, as a storyboard's controller
/// is when made in code), loading its view stops the app with UIKit's exception, as on iOS.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
    }
    private let initialLayout: UICollectionViewLayout?
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true
    open var useLayoutToLayoutNavigationTransitions = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public override init?(coder: NSCoder) {
        initialLayout = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// The controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        if InterfaceBuilderViewLoading.loadView(of: self) { return }
        guard let layout = initialLayout else {
            fatalError("UICollectionView must be initialized with a non-nil layout parameter")
        }
        let collection = UICollectionView(frame: application?.screen.bounds ?? CGRect(origin: .zero, size: UIScreen.iPhoneSize),
                                          collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for ip in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: ip, animated: animated) }
    }

    // MARK: Data source and delegate (UIKit's defaults, for subclasses to override)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
