import Foundation

/// UIKit's search controller: it owns a search bar, and its results updater hears every change of the
/// bar's text (and the start of a search) through `updateSearchResults(for:)`; `isActive` is true from
/// the first edit until Cancel. The results controller is kept, not presented over the page, and a
/// search controller set on a navigation item is kept there without its bar being shown in the
/// navigation bar yet (reported once as not simulated); put `searchBar` in a view to show it.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false

    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                delegate?.didDismissSearchController(self)
            }
        }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.onTextChange = { [weak self] in
            guard let self else { return }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
        searchBar.onBeginEditing = { [weak self] in self?.isActive = true }
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public override init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(nibName: nil, bundle: nil)
    }
}

/// What hears a search controller's text.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller's delegate. Every method is optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}
