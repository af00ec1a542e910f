import XCTest
@testable import SandboxKit

/// Storyboards and xibs loaded as UIKit loads them (Sources/SandboxKit/InterfaceBuilderLoading).
final class StoryboardLoadingTests: LifecycleTestCase {
    override func setUp() async throws {
        try await super.setUp()
        StoryboardFixtures.install(in: app)
    }

    private var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
    private func messages(_ method: LifecycleMethod) -> [String] {
        recorder.events.filter { $0.method == method }.compactMap(\.message)
    }

    func testInitialControllerIsTheNavigationControllerWithItsRoot() async throws {
        let nav = try XCTUnwrap(main.instantiateInitialViewController() as? UINavigationController)
        let root = try XCTUnwrap(nav.viewControllers.first as? RootViewController)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(root.title, "Home")
        XCTAssertEqual(root.navigationItem.title, "Home")
        XCTAssertEqual(root.navigationItem.rightBarButtonItem?.title, "Add")
        XCTAssertTrue(root.storyboard != nil)
        XCTAssertFalse(root.isViewLoaded, "the view is loaded from the scene when first read")
        XCTAssertEqual(root.log, ["awakeFromNib titleLabel=nil"], "outlets into the view wait for the view")
    }

    /// Outlets, the outlet collection and the embed are in place before `viewDidLoad`; `awakeFromNib`
    /// came at instantiation. The embedded child joins inside the load (addChild, view, didMove).
    func testWindowRootTraceLoadsTheViewFromTheScene() async throws {
        let nav = try XCTUnwrap(main.instantiateInitialViewController() as? UINavigationController)
        let root = try XCTUnwrap(nav.viewControllers.first as? RootViewController)
        showRoot(nav)
        XCTAssertEqual(root.log, ["awakeFromNib titleLabel=nil", "prepare embedChild ChildViewController",
                                  "viewDidLoad titleLabel=Hello labels=[\"One\", \"Two\"] children=1"])
        XCTAssertEqual(root.titleLabel?.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(root.titleLabel?.textAlignment, .center)
        XCTAssertEqual(root.tapButton?.title(for: .normal), "Tap")
        XCTAssertEqual(root.tapButton?.buttonType, .system)
        let lines = trace
        let childDidMove = try XCTUnwrap(lines.firstIndex(of: "ChildViewController.didMove(toParent: RootViewController)"))
        let rootDidLoad = try XCTUnwrap(lines.firstIndex(of: "RootViewController.viewDidLoad()"))
        XCTAssertLessThan(childDidMove, rootDidLoad)
        XCTAssertEqual(lines.filter { $0.hasPrefix("ChildViewController.") }.prefix(3),
                       ["ChildViewController.willMove(toParent: RootViewController)", "ChildViewController.viewDidLoad()",
                        "ChildViewController.didMove(toParent: RootViewController)"])
        XCTAssertTrue(lines.contains("RootViewController.viewDidAppear(false)"))
        XCTAssertEqual(messages(.warning), [], "every item of the scene was applied")
    }

    func testButtonActionReachesTheController() async throws {
        let root = try XCTUnwrap(main.instantiateViewController(withIdentifier: "Root") as? RootViewController)
        root.loadViewIfNeeded()
        root.tapButton?.sendActions(for: .touchUpInside)
        XCTAssertEqual(root.taps, 1)
    }

    func testShowSeguePushesAfterPrepare() async throws {
        let nav = try XCTUnwrap(main.instantiateInitialViewController() as? UINavigationController)
        let root = try XCTUnwrap(nav.viewControllers.first as? RootViewController)
        showRoot(nav)
        let next = try XCTUnwrap(root.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Next" })
        let pushed = traceOf {
            next.sendActions(for: .touchUpInside)
            turns(60)
        }
        XCTAssertEqual(root.prepared.last?.identifier, "showDetail")
        XCTAssertTrue(root.prepared.last?.destination is DetailViewController)
        XCTAssertTrue(nav.topViewController is DetailViewController)
        XCTAssertEqual(Array(pushed.prefix(2)), ["DetailViewController.willMove(toParent: UINavigationController)",
                                                  "DetailViewController.viewDidLoad()"], "the push, after prepare(for:sender:)")
        XCTAssertTrue(pushed.contains("DetailViewController.viewDidAppear(true)"))

        root.allowsSegues = false
        let prepared = root.prepared.count
        next.sendActions(for: .touchUpInside)
        XCTAssertEqual(root.prepared.count, prepared, "a triggered segue asks shouldPerformSegue")
        root.performSegue(withIdentifier: "showDetail", sender: nil)
        XCTAssertEqual(root.prepared.count, prepared + 1, "performSegue does not ask shouldPerformSegue")
    }

    func testPresentationSegueFromBarButtonItem() async throws {
        let nav = try XCTUnwrap(main.instantiateInitialViewController() as? UINavigationController)
        let root = try XCTUnwrap(nav.viewControllers.first as? RootViewController)
        showRoot(nav)
        let item = try XCTUnwrap(root.navigationItem.rightBarButtonItem)
        try XCTUnwrap(item.action).send(to: try XCTUnwrap(item.target), arguments: [item])
        turns(60)
        let presented = try XCTUnwrap(root.presentedViewController ?? nav.presentedViewController)
        XCTAssertEqual(presented.modalPresentationStyle, .fullScreen)
        XCTAssertEqual(presented.modalTransitionStyle, .crossDissolve)
        XCTAssertEqual(root.prepared.last?.identifier, "present")
    }

    func testMissingSegueIdentifierIsUIKitsException() async throws {
        let root = try XCTUnwrap(main.instantiateViewController(withIdentifier: "Root") as? RootViewController)
        root.performSegue(withIdentifier: "nope", sender: nil)
        XCTAssertEqual(messages(.violation), ["Receiver (<RootViewController>) has no segue with identifier 'nope'"])
    }

    func testPrototypeCellsDequeueFreshCopies() async throws {
        let list = try XCTUnwrap(main.instantiateViewController(withIdentifier: "List") as? ListViewController)
        let table = try XCTUnwrap(list.tableView)
        XCTAssertTrue(table.dataSource === list)
        XCTAssertEqual(table.rowHeight, 60)
        let first = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Item", for: IndexPath(row: 0, section: 0)) as? ItemCell)
        let second = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Item", for: IndexPath(row: 1, section: 0)) as? ItemCell)
        XCTAssertFalse(first === second)
        XCTAssertFalse(first.nameLabel === second.nameLabel)
        XCTAssertEqual(first.reuseIdentifier, "Item")
        XCTAssertEqual(first.nameLabel?.text, "Name")
        XCTAssertEqual(first.awokeWithLabel, "Name", "awakeFromNib comes after the outlets")
        XCTAssertTrue(first.nameLabel?.superview === first.contentView)
        XCTAssertEqual(first.nameLabel?.font, .preferredFont(forTextStyle: .headline))
        let basic = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "Basic"))
        XCTAssertEqual(basic.textLabel?.text, "Basic", "a basic cell's label is its own textLabel")
    }

    func testConstraintsCentreTheLabelInTheSafeArea() async throws {
        let root = try XCTUnwrap(main.instantiateViewController(withIdentifier: "Root") as? RootViewController)
        showRoot(root)
        turns(2)
        let label = try XCTUnwrap(root.titleLabel)
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
        let safe = root.view.safeAreaLayoutGuide.layoutFrame
        XCTAssertEqual(label.frame.midX, safe.midX, accuracy: 0.5)
        XCTAssertEqual(label.frame.midY, safe.midY, accuracy: 0.5)
        XCTAssertEqual(root.view.constraints.count, 2, "the placeholder constraint is not installed")
    }

    func testXibCellRegisteredWithUINib() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "XibItem")
        let cell = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "XibItem") as? ItemCell)
        XCTAssertEqual(cell.nameLabel?.text, "From xib")
        XCTAssertEqual(cell.nameLabel?.font, .systemFont(ofSize: 16, weight: .medium))
        XCTAssertFalse(cell === table.dequeueReusableCell(withIdentifier: "XibItem"))
        let objects = try XCTUnwrap(Bundle.main.loadNibNamed("ItemCell", owner: nil))
        XCTAssertTrue(objects.first is ItemCell)
    }

    /// A storyboard's collection view: its flow layout's item size, spacings and section inset from the
    /// document, its prototype cell (custom class, outlet) made for each item the data source asks for.
    func testCollectionViewWithPrototypeCellsFromAStoryboard() async throws {
        let gallery = try XCTUnwrap(UIStoryboard(name: "Gallery", bundle: nil).instantiateInitialViewController() as? GalleryViewController)
        showRoot(gallery)
        let collection = try XCTUnwrap(gallery.collectionView)
        let layout = try XCTUnwrap(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(layout.itemSize, CGSize(width: 100, height: 120))
        XCTAssertEqual(layout.minimumLineSpacing, 8)
        XCTAssertEqual(layout.minimumInteritemSpacing, 6)
        XCTAssertEqual(layout.sectionInset, UIEdgeInsets(top: 12, left: 10, bottom: 12, right: 10))
        let cells = collection.visibleCells.compactMap { $0 as? PhotoCell }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        XCTAssertEqual(cells.count, 5)
        XCTAssertEqual(cells.map { $0.nameLabel?.text }, ["Ada", "Grace", "Edsger", "Barbara", "Ken"])
        XCTAssertEqual(cells.first?.frame.origin, CGPoint(x: 10, y: 12))
        XCTAssertEqual(cells.first?.frame.size, CGSize(width: 100, height: 120))
        XCTAssertEqual(cells.first?.reuseIdentifier, "Photo")
        XCTAssertTrue(cells.first?.nameLabel?.superview === cells.first?.contentView)
        XCTAssertEqual(messages(.warning), [])
    }

    /// A `<pickerView>` is a `UIPickerView`, its data source and delegate the controller the storyboard
    /// connects them to.
    func testPickerViewFromAStoryboardWithItsDataSourceAndDelegate() async throws {
        let controller = try XCTUnwrap(UIStoryboard(name: "Picker", bundle: nil).instantiateInitialViewController() as? CurrencyViewController)
        showRoot(controller)
        let picker = try XCTUnwrap(controller.picker)
        XCTAssertTrue(picker.dataSource === controller)
        XCTAssertTrue(picker.delegate === controller)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(messages(.warning), [])
    }

    /// A static table: the storyboard's sections (header and footer titles) and cells are the rows, a
    /// cell's own row height is its row's, its switch is connected to the controller's outlet.
    func testStaticTableFromAStoryboard() async throws {
        let settings = try XCTUnwrap(UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() as? SettingsViewController)
        showRoot(settings)
        let table = try XCTUnwrap(settings.tableView)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)], [2, 1])
        XCTAssertEqual(settings.tableView(table, titleForHeaderInSection: 0), "Account")
        XCTAssertEqual(settings.tableView(table, titleForFooterInSection: 1), "Version 1.0")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Profile")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "Licences")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType, .disclosureIndicator)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 60)
        let toggle = try XCTUnwrap(settings.notificationsSwitch)
        XCTAssertTrue(toggle.isOn)
        XCTAssertTrue(toggle.isDescendant(of: try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))))
        XCTAssertEqual(messages(.warning), [])
    }

    /// The Unwind storyboard's navigation controller on screen, its list having performed `segue` to the editor.
    private func showUnwindList(performing segue: String) throws -> (UINavigationController, UnwindListViewController) {
        let nav = try XCTUnwrap(UIStoryboard(name: "Unwind", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try XCTUnwrap(nav.viewControllers.first as? UnwindListViewController)
        showRoot(nav)
        list.performSegue(withIdentifier: segue, sender: nil)
        turns(40)
        return (nav, list)
    }

    /// An unwind segue from a pushed controller's button: the source prepares, the list (below it on
    /// the stack, with the action method) gets the segue, then the stack pops to it.
    func testAnUnwindSegueFromAPushedControllerPopsToTheControllerWithTheAction() async throws {
        let (nav, list) = try showUnwindList(performing: "edit")
        let editor = try XCTUnwrap(nav.topViewController as? UnwindEditorViewController)
        try XCTUnwrap(editor.doneButton).sendActions(for: .touchUpInside)
        XCTAssertEqual(editor.prepared, ["done to UnwindListViewController"])
        XCTAssertEqual(list.log, ["unwindToList from UnwindEditorViewController, presented: false"])
        turns(40)
        XCTAssertTrue(nav.topViewController === list)
        XCTAssertEqual(nav.viewControllers.count, 1)
    }

    /// The same segue from a presented controller: the action runs while the editor is still presented,
    /// then the presentation is dismissed.
    func testAnUnwindSegueFromAPresentedControllerDismissesIt() async throws {
        let (nav, list) = try showUnwindList(performing: "compose")
        let editor = try XCTUnwrap(nav.presentedViewController as? UnwindEditorViewController)
        try XCTUnwrap(editor.doneButton).sendActions(for: .touchUpInside)
        XCTAssertEqual(list.log, ["unwindToList from UnwindEditorViewController, presented: true"])
        turns(40)
        XCTAssertNil(nav.presentedViewController)
        XCTAssertTrue(nav.topViewController === list)
    }

    func testXibCollectionCellRegisteredWithUINib() async throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "BadgeCell", bundle: nil), forCellWithReuseIdentifier: "Badge")
        let cell = try XCTUnwrap(collection.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0)) as? PhotoCell)
        XCTAssertEqual(cell.nameLabel?.text, "From xib")
        XCTAssertEqual(cell.reuseIdentifier, "Badge")
        XCTAssertFalse(cell === collection.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 1, section: 0)))
        collection.register(UINib(nibName: "ItemCell", bundle: nil), forCellWithReuseIdentifier: "Wrong")
        _ = collection.dequeueReusableCell(withReuseIdentifier: "Wrong", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(messages(.violation), ["invalid nib registered for identifier (Wrong) - nib must contain exactly one top level object which must be a UICollectionReusableView instance"])
    }

    func testProblemsAreReportedAndTheLoadGoesOn() async throws {
        let c = try XCTUnwrap(UIStoryboard(name: "Problems", bundle: nil).instantiateInitialViewController())
        XCTAssertTrue(type(of: c) == UIViewController.self, "an unknown class is made as its base class")
        c.loadViewIfNeeded()
        XCTAssertEqual(c.view.subviews.count, 2)
        let warnings = messages(.warning)
        XCTAssertEqual(warnings.first, "Unknown class NoSuchViewController in Interface Builder file.")
        XCTAssertEqual(warnings.filter { $0.contains("sparkles") }.count, 1, "one warning per element name and attribute")
        XCTAssertTrue(warnings.contains { $0.hasSuffix("Problems.storyboard:11:64: <label> attribute sparkles=\"YES\" was not applied") },
                      "\(warnings)")
        XCTAssertEqual(messages(.violation),
                       ["[<SandboxKit.UIViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingLabel."])
    }

    func testMissingAndMalformedStoryboards() async {
        XCTAssertNil(UIStoryboard(name: "Nope", bundle: nil).instantiateInitialViewController())
        XCTAssertNil(UIStoryboard(name: "Malformed", bundle: nil).instantiateInitialViewController())
        let violations = messages(.violation)
        XCTAssertEqual(violations.count, 2)
        XCTAssertTrue(violations[0].hasPrefix("Could not find a storyboard named 'Nope' in bundle NSBundle <"))
        XCTAssertTrue(violations[1].contains("Malformed.storyboard:11:"), violations[1])
        XCTAssertTrue(violations[1].contains(": error: "), violations[1])
    }

    /// Xcode's master-detail storyboard: the split view controller's `masterViewController` and
    /// `detailViewController` relationships are its primary and secondary; on an iPhone it collapses the
    /// detail onto the master's navigation stack.
    func testSplitViewControllerRelationships() async throws {
        let storyboard = UIStoryboard(name: "Split", bundle: nil)
        let split = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UISplitViewController)
        XCTAssertEqual(split.style, .unspecified)
        let master = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
        let detail = try XCTUnwrap(split.viewControllers.last as? UINavigationController)
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertEqual(master.topViewController?.title, "Notes")
        XCTAssertEqual(detail.topViewController?.title, "Note")
        XCTAssertEqual(messages(.warning), [], "every relationship applied")
        showRoot(split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(master.viewControllers.map { $0.title ?? "" }, ["Notes", "Note"])

        let columns = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "columns") as? UISplitViewController)
        XCTAssertEqual(columns.style, .doubleColumn)
        XCTAssertEqual(columns.viewController(for: .primary)?.title, "Folders")
        XCTAssertEqual(columns.viewController(for: .secondary)?.title, "Message")
        XCTAssertTrue(columns.viewController(for: .secondary)?.navigationController?.parent === columns)
    }
}
