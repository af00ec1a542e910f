import Raster
import XCTest
@testable import SandboxKit

/// The UIKit pieces public controller files use, each as a user of it sees it.
final class UIKitSurfaceTests: LifecycleTestCase {
    /// A tint set on the proxy reaches a tab bar made after (and one made before but shown after), not
    /// one whose own colour was set, nor a bar already on screen.
    func testTheAppearanceProxysValuesReachBarsEnteringAWindow() async throws {
        let before = UITabBar()
        UITabBar.appearance().barTintColor = .systemRed
        UITabBar.appearance().tintColor = .systemGreen
        let after = UITabBar()
        let own = UITabBar()
        own.barTintColor = .yellow
        XCTAssertNil(after.barTintColor, "the proxy's values wait until the bar enters a window")
        for bar in [before, after, own] { window.addSubview(bar) }
        XCTAssertEqual(after.barTintColor, .systemRed)
        XCTAssertEqual(after.tintColor, .systemGreen)
        XCTAssertEqual(before.barTintColor, .systemRed, "made before the proxy was set, shown after")
        XCTAssertEqual(own.barTintColor, .yellow, "a value set on the bar itself wins")
        XCTAssertEqual(own.tintColor, .systemGreen)
        UITabBar.appearance().barTintColor = .systemBlue
        XCTAssertEqual(after.barTintColor, .systemRed, "a bar on screen keeps its look")
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        XCTAssertNotEqual(nav.navigationBar.barTintColor, .systemRed, "a tab bar's proxy is not a navigation bar's")
    }

    func testANavigationBarTakesItsProxysBarTintColor() async throws {
        UINavigationBar.appearance().barTintColor = .systemOrange
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        XCTAssertEqual(nav.navigationBar.barTintColor, .systemOrange)
    }

    /// Typing in a search controller's bar reaches its results updater and the bar's delegate, and
    /// makes the controller active; Cancel reaches the delegate.
    func testASearchControllersTextReachesItsUpdater() async throws {
        final class Page: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
            var updates: [String] = []
            var changes: [String] = []
            var cancelled = 0
            func updateSearchResults(for searchController: UISearchController) {
                updates.append(searchController.searchBar.text ?? "")
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { changes.append(searchText) }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { cancelled += 1 }
        }
        let page = Page()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = page
        search.searchBar.delegate = page
        window.rootViewController = page
        page.view.addSubview(search.searchBar)
        search.searchBar.frame = CGRect(x: 0, y: 60, width: 390, height: UISearchBar.height)
        XCTAssertFalse(search.isActive)
        XCTAssertTrue(search.searchBar.becomeFirstResponder())
        XCTAssertTrue(search.isActive)
        search.searchBar.searchTextField.insertText("ad")
        search.searchBar.searchTextField.insertText("a")
        XCTAssertEqual(page.updates, ["", "ad", "ada"], "once when the search begins, then each change")
        XCTAssertEqual(page.changes, ["ad", "ada"])
        search.searchBar.text = "set in code"
        XCTAssertEqual(page.changes, ["ad", "ada"], "text set in code tells no one, as in UIKit")
        XCTAssertTrue(search.searchBar.showsCancelButton)
        XCTAssertEqual(search.searchBar.sizeThatFits(CGSize(width: 390, height: 0)).height, 56)
    }

    /// A collection view controller's view is a collection view that asks the controller for its items.
    func testACollectionViewControllerIsItsCollectionsDataSource() async throws {
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                cell.backgroundColor = .systemTeal
                return cell
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        window.rootViewController = grid
        window.layoutIfNeeded()
        XCTAssertTrue(grid.collectionView.dataSource === grid)
        XCTAssertTrue(grid.collectionViewLayout === layout)
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(grid.collectionView.visibleCells.count, 5)
    }

    /// A button whose menu is its primary action sends no actions when tapped, as UIKit opens the menu.
    func testAButtonShowingItsMenuSendsNoActions() async throws {
        let button = UIButton(type: .system)
        var taps = 0
        button.addTarget(nil, action: { _ in taps += 1 }, for: .touchUpInside)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        button.showsMenuAsPrimaryAction = true
        window.makeKeyAndVisible()
        tap(CGPoint(x: 60, y: 120))
        XCTAssertEqual(taps, 1, "without a menu the button acts as a button")
        button.menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        tap(CGPoint(x: 60, y: 120))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(button.menu?.children.compactMap { ($0 as? UIAction)?.title }, ["Name", "Date"])
    }

    /// A configured symbol is as big as its point size and scale make it.
    func testASymbolConfigurationSizesTheSymbol() async throws {
        let plain = try XCTUnwrap(UIImage(systemName: "heart"))
        let large = try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        XCTAssertEqual(large.size.width, plain.size.width * 2, accuracy: 0.5)
        let small = try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        XCTAssertLessThan(small.size.width, plain.size.width)
        let red = plain.withTintColor(.red, renderingMode: .alwaysOriginal)
        XCTAssertEqual(red.renderingMode, .alwaysOriginal)
        XCTAssertNil(UIImage(systemName: "no.such.symbol", withConfiguration: nil))
    }

    func testTheTraitsAreAnIPhonesInPortrait() async throws {
        let vc = UIViewController()
        window.rootViewController = vc
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(vc.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(vc.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(vc.view.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertTrue(vc.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        XCTAssertFalse(vc.traitCollection.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// Clipping to an ellipse leaves the corners of a filled square empty.
    func testClipToThePathKeepsDrawingInsideIt() async throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let image = renderer.image { ctx in
            ctx.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.cgContext.clip()
            UIColor.red.setFill()
            ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let bitmap = image.bitmap
        XCTAssertEqual(bitmap.pixels[0] >> 24, 0, "the corner is outside the ellipse")
        XCTAssertEqual(bitmap.pixels[(bitmap.height / 2) * bitmap.width + bitmap.width / 2] >> 24, 255, "the centre is inside")
    }

    func testDrawPathFillsAndStrokes() async throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let image = renderer.image { ctx in
            ctx.cgContext.setFillColor(UIColor.red.cgColor)
            ctx.cgContext.setStrokeColor(UIColor.blue.cgColor)
            ctx.cgContext.setLineWidth(4)
            ctx.cgContext.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
            ctx.cgContext.drawPath(using: .fillStroke)
        }
        let bitmap = image.bitmap
        let center = bitmap.pixels[(bitmap.height / 2) * bitmap.width + bitmap.width / 2]
        let edge = bitmap.pixels[(bitmap.height / 2) * bitmap.width + Int(4 * image.scale)]
        XCTAssertEqual(center & 0xFFFFFF, 0xFF0000, "filled red")
        XCTAssertEqual(edge & 0xFFFFFF, 0x0000FF, "stroked blue")
    }

    func testAssociatedObjectsLiveAsLongAsTheirObject() async throws {
        final class Owner {}
        var key = 0
        var owner: Owner? = Owner()
        objc_setAssociatedObject(owner!, &key, "tag", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(owner!, &key) as? String, "tag")
        objc_setAssociatedObject(owner!, &key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNil(objc_getAssociatedObject(owner!, &key))
        objc_setAssociatedObject(owner!, &key, "again", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        weak var freed = owner
        owner = nil
        XCTAssertNil(freed)
        let other = Owner()
        XCTAssertNil(objc_getAssociatedObject(other, &key), "a new object does not see a freed one's values")
    }

    func testALabelsFontTakesAnOptionalAndNilGivesTheDefault() async throws {
        let label = UILabel()
        label.font = UIFont(name: "AvenirNext-Bold", size: 28)
        XCTAssertEqual(label.font.pointSize, 28)
        label.font = nil
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
    }

    func testTheSpellCheckerFindsNoMisspelling() async throws {
        let checker = UITextChecker()
        let word = "qwxz"
        let range = checker.rangeOfMisspelledWord(in: word, range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false,
                                                  language: "en")
        XCTAssertEqual(range.location, NSNotFound)
    }
}
