import XCTest
@testable import SandboxKit

/// Text by position (`UITextInput`), TextKit's storage, HTML read as text, outline section snapshots,
/// prefetching and the old layout guides.
@MainActor
final class TextAndDataSurfaceTests: XCTestCase {
    func testTextInputPositionsRangesAndReplacing() async throws {
        let field = UITextField()
        field.text = "héllo world"
        let start = field.beginningOfDocument
        XCTAssertEqual(field.offset(from: start, to: field.endOfDocument), 11)
        let five = try XCTUnwrap(field.position(from: start, offset: 5))
        XCTAssertNil(field.position(from: start, offset: 12), "past the end")
        let range = try XCTUnwrap(field.textRange(from: start, to: five))
        XCTAssertEqual(field.text(in: range), "héllo")
        XCTAssertEqual(field.compare(start, to: five), .orderedAscending)
        field.replace(range, withText: "goodbye")
        XCTAssertEqual(field.text, "goodbye world")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: try XCTUnwrap(field.selectedTextRange).start), 13, "the caret is at the end")

        let view = UITextView()
        view.text = "abc"
        view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: try XCTUnwrap(view.position(from: view.beginningOfDocument, offset: 2)))
        XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 2))
    }

    final class Editing: NSTextStorageDelegate {
        var log: [String] = []
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            log.append("\(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
    }

    func testTextStorageTellsItsDelegateAndATextViewsStorageEditsItsText() async throws {
        let storage = NSTextStorage(string: "Hello")
        let delegate = Editing()
        storage.delegate = delegate
        storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: "!!")
        storage.setAttributes([.foregroundColor: UIColor.red], range: NSRange(location: 0, length: 1))
        storage.endEditing()
        XCTAssertEqual(storage.string, "Jello!!")
        XCTAssertEqual(delegate.log, ["2 0,1 0", "3 0,7 2"], "one edit, then the batch as one")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        XCTAssertTrue(manager.textStorage === storage)

        let textView = UITextView()
        textView.text = "one"
        textView.textStorage.replaceCharacters(in: NSRange(location: 3, length: 0), with: " two")
        XCTAssertEqual(textView.text, "one two")
        XCTAssertEqual(NSTextContainer(size: CGSize(width: 100, height: 50)).size, CGSize(width: 100, height: 50))
    }

    func testHTMLIsReadAsItsText() async throws {
        let html = "<html><head><style>p { color: red }</style></head><body><p>Fish &amp; chips</p><ul><li>one</li><li>two&#33;</li></ul></body></html>"
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                                          documentAttributes: nil)
        XCTAssertEqual(text.string, "Fish & chips\none\ntwo!")
    }

    func testAnOutlineSectionSnapshotShowsItsExpandedItems() async throws {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Veg")
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Pear", "Veg", "Leek"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Veg"])
        XCTAssertEqual(outline.level(of: "Pear"), 1)
        XCTAssertEqual(outline.parent(of: "Leek"), "Veg")
        XCTAssertEqual(outline.snapshot(of: "Fruit").items, ["Apple", "Pear"])
        outline.delete(["Fruit"])
        XCTAssertEqual(outline.items, ["Veg", "Leek"], "a subtree goes with its parent")

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { cv, ip, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip)
        }
        var list = NSDiffableDataSourceSectionSnapshot<String>()
        list.append(["A", "B"])
        list.append(["A1"], to: "A")
        list.expand(["A"])
        source.apply(list, to: 0, animatingDifferences: false)
        XCTAssertEqual(source.snapshot().itemIdentifiers(inSection: 0), ["A", "A1", "B"])
        outline.deleteAll()
        XCTAssertTrue(outline.items.isEmpty)
    }

    final class Prefetcher: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        var prefetched: [IndexPath] = []
        var cancelled: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
    }

    func testTablePrefetchesTheRowsOfTheNextScreen() async throws {
        let h = TouchHarness()
        let source = Prefetcher()
        let table = h.show(UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), style: .plain))
        table.dataSource = source
        table.prefetchDataSource = source
        table.reloadData()
        table.layoutIfNeeded()
        let shown = Set(table.indexPathsForVisibleRows ?? [])
        XCTAssertFalse(source.prefetched.isEmpty)
        XCTAssertTrue(Set(source.prefetched).isDisjoint(with: shown), "only rows not on screen")
        XCTAssertTrue(source.prefetched.allSatisfy { $0.row > shown.map(\.row).max()! }, "the rows below")
        XCTAssertEqual(source.prefetched.count, Set(source.prefetched).count, "each once")
    }

    @available(*, deprecated)
    func testTheOldTopLayoutGuideEndsWhereTheSafeAreaBegins() async throws {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        let window = app.makeWindow()
        let controller = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        app.runTurn()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor).isActive = true
        controller.view.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, controller.view.safeAreaInsets.top)
        XCTAssertGreaterThan(controller.topLayoutGuide.length, 40, "under the navigation bar")
        XCTAssertEqual(controller.topLayoutGuide.length, controller.view.safeAreaInsets.top)
    }
}
