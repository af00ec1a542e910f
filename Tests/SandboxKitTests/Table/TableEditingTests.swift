import XCTest
@testable import SandboxKit

/// A table's editing mode as Apple's master-detail template uses it: the controller's `editButtonItem`
/// in the navigation bar turns editing on ("Done") and off ("Edit"), each editable row shows the red
/// minus with its content indented, the minus shows the Delete button, and the button asks the data
/// source to commit, which deletes the row. A tap elsewhere puts the button away; rows do not select
/// while editing.
final class TableEditingTests: LifecycleTestCase {
    final class Fruits: UITableViewController {
        var items = ["Apple", "Banana", "Cherry", "Date"]
        var log: [String] = []
        var lockedRow: Int?
        var insertsAt: Int?
        var swipeActions = false
        var archived: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != lockedRow }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == insertsAt ? .insert : .delete
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            } else {
                items.insert("New", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard swipeActions else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                self.log.append("delete action \(indexPath.row)")
                self.items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, view, done in
                self.archived.append(self.items[indexPath.row])
                self.log.append("archive \(indexPath.row) from \(type(of: view))")
                done(true)
            }
            archive.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [delete, archive])
        }
        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard swipeActions else { return nil }
            let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                self.log.append("pin \(indexPath.row)")
                done(false)
            }
            pin.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [pin])
        }
    }

    private var list: Fruits!
    private var nav: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        list = Fruits(style: .plain)
        nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        app.run(seconds: 0.1)
    }

    private func tapCentre(of view: UIView) {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        app.post(.pointerDown(p)); app.runTurn()
        app.post(.pointerUp(p)); app.runTurn()
    }

    private func cell(_ row: Int) -> UITableViewCell { list.tableView.cellForRow(at: IndexPath(row: row, section: 0))! }

    func testTheEditButtonTogglesEditingAndTheRowsShowTheirControls() async {
        XCTAssertEqual(list.editButtonItem.title, "Edit")
        XCTAssertFalse(list.isEditing)
        let contentX = cell(1).contentView.frame.minX
        tapCentre(of: nav.navigationBar.rightItemViews[0])
        app.run(seconds: 0.4)
        XCTAssertTrue(list.isEditing)
        XCTAssertTrue(list.tableView.isEditing, "the table follows its controller")
        XCTAssertEqual(list.editButtonItem.title, "Done")
        XCTAssertEqual(list.editButtonItem.style, .done)
        XCTAssertEqual(cell(1).editingStyle, .delete)
        XCTAssertEqual(cell(1).contentView.frame.minX, contentX + UITableViewCell.editingIndent, "content indented past the minus")
        XCTAssertEqual(cell(1).editingControl?.alpha, 1)
        XCTAssertTrue(cell(1).subviews.contains { $0 is TableCellEditingControl })
        tapCentre(of: nav.navigationBar.rightItemViews[0])
        app.run(seconds: 0.4)
        XCTAssertFalse(list.tableView.isEditing)
        XCTAssertEqual(list.editButtonItem.title, "Edit")
        XCTAssertEqual(cell(1).contentView.frame.minX, contentX)
        XCTAssertEqual(cell(1).editingControl?.alpha, 0)
    }

    /// The minus shows the Delete button; the button commits; the data source deletes the row.
    func testMinusThenDeleteCommitsAndTheRowGoes() async {
        list.setEditing(true, animated: false)
        app.runTurn()
        tapCentre(of: cell(1).editingControl!)
        app.run(seconds: 0.4)
        XCTAssertTrue(cell(1).showingDeleteConfirmation)
        let button = cell(1).actionButtons[0]
        XCTAssertEqual(button.frame.maxX, cell(1).bounds.width, "at the trailing edge")
        XCTAssertGreaterThanOrEqual(button.frame.width, 74)
        XCTAssertEqual(cell(1).contentView.frame.maxX, button.frame.minX, "the content ends where the button starts")
        tapCentre(of: button)
        app.run(seconds: 0.5)
        XCTAssertEqual(list.log, ["commit delete 1"])
        XCTAssertEqual(list.items, ["Apple", "Cherry", "Date"])
        XCTAssertEqual(list.tableView.visibleCells.compactMap { $0.textLabel?.text }.sorted(), ["Apple", "Cherry", "Date"])
        XCTAssertFalse(list.tableView.visibleCells.contains { $0.showingDeleteConfirmation })
    }

    /// A tap on another row while a Delete button shows puts it away and selects nothing; rows do not
    /// select while editing, and a row the data source cannot edit shows no control.
    func testATapElsewherePutsTheButtonAwayAndEditingSelectsNothing() async {
        list.lockedRow = 3
        list.setEditing(true, animated: false)
        app.runTurn()
        XCTAssertEqual(cell(3).editingStyle, .none)
        XCTAssertEqual(cell(3).contentView.frame.minX, 0, "no control, no indent")
        tapCentre(of: cell(0).editingControl!)
        app.run(seconds: 0.4)
        XCTAssertTrue(cell(0).showingDeleteConfirmation)
        tapCentre(of: cell(2).contentView)
        app.run(seconds: 0.4)
        XCTAssertFalse(cell(0).showingDeleteConfirmation)
        tapCentre(of: cell(2).contentView)
        XCTAssertEqual(list.log, [], "no commit and no selection")
        list.tableView.allowsSelectionDuringEditing = true
        tapCentre(of: cell(2).contentView)
        XCTAssertEqual(list.log, ["select 2"])
        list.setEditing(false, animated: false)
        tapCentre(of: cell(1).contentView)
        XCTAssertEqual(list.log, ["select 2", "select 1"])
    }

    func testThePlusCommitsAnInsertion() async {
        list.insertsAt = 0
        list.setEditing(true, animated: false)
        app.runTurn()
        XCTAssertEqual(cell(0).editingStyle, .insert)
        tapCentre(of: cell(0).editingControl!)
        app.run(seconds: 0.5)
        XCTAssertEqual(list.log, ["commit insert 0"])
        XCTAssertEqual(list.items.first, "New")
    }

    /// A drag of the row from `x0` to `x1` (window points), eight moves.
    private func swipe(row: Int, from x0: CGFloat, to x1: CGFloat) {
        let y = cell(row).convert(CGPoint(x: 0, y: cell(row).bounds.midY), to: window).y
        touchDrag((0...8).map { CGPoint(x: x0 + (x1 - x0) * CGFloat($0) / 8, y: y) })
        app.run(seconds: 0.4)
    }

    /// Swipe to delete: a leftward swipe on an editable row reveals UIKit's Delete and the row stays
    /// open; the button commits the deletion. The swipe selects nothing.
    func testSwipingLeftRevealsDeleteWhichCommits() async {
        swipe(row: 2, from: 300, to: 150)
        XCTAssertTrue(cell(2).showingDeleteConfirmation, "open after a swipe past half the button")
        let button = cell(2).actionButtons[0]
        XCTAssertEqual(button.action?.title, "Delete")
        XCTAssertEqual(button.frame.maxX, cell(2).bounds.width)
        XCTAssertEqual(cell(2).contentView.frame.minX, -button.frame.width, "the content slid aside by the button")
        XCTAssertEqual(list.log, [], "a swipe selects nothing")
        tapCentre(of: button)
        app.run(seconds: 0.5)
        XCTAssertEqual(list.log, ["commit delete 2"])
        XCTAssertEqual(list.items, ["Apple", "Banana", "Date"])
    }

    /// A short swipe slides back; a tap on an open row closes it without selecting; a swipe past most of
    /// the row performs the first action (UIKit's full swipe).
    func testShortSwipesCloseTapsCloseAndAFullSwipeDeletes() async {
        swipe(row: 0, from: 300, to: 280)
        XCTAssertFalse(cell(0).showingDeleteConfirmation)
        XCTAssertEqual(cell(0).contentView.frame.minX, 0)
        swipe(row: 0, from: 300, to: 150)
        XCTAssertTrue(cell(0).showingDeleteConfirmation)
        tapCentre(of: cell(1).contentView)
        app.run(seconds: 0.4)
        XCTAssertFalse(cell(0).showingDeleteConfirmation, "a tap elsewhere closes it")
        XCTAssertEqual(list.log, [], "and selects nothing")
        swipe(row: 0, from: 370, to: 40)
        XCTAssertEqual(list.log, ["commit delete 0"])
        XCTAssertEqual(list.items, ["Banana", "Cherry", "Date"])
    }

    /// The delegate's actions: the first at the swiped edge, each in its colour; a handler runs with the
    /// button and the row closes when it calls its completion. A rightward swipe shows the leading ones.
    func testTheDelegatesSwipeActions() async {
        list.swipeActions = true
        swipe(row: 1, from: 300, to: 100)
        let buttons = cell(1).actionButtons.filter { !$0.isHidden }
        XCTAssertEqual(buttons.map { $0.action?.title }, ["Delete", "Archive"])
        XCTAssertGreaterThan(buttons[0].frame.minX, buttons[1].frame.minX, "the first action is outermost")
        XCTAssertEqual(buttons[0].backgroundColor, .systemRed)
        XCTAssertEqual(buttons[1].backgroundColor, .systemBlue)
        tapCentre(of: buttons[1])
        app.run(seconds: 0.4)
        XCTAssertEqual(list.log, ["archive 1 from TableCellActionButton"])
        XCTAssertEqual(list.archived, ["Banana"])
        XCTAssertFalse(cell(1).showingDeleteConfirmation, "closed by the completion")
        swipe(row: 1, from: 60, to: 200)
        let pin = cell(1).actionButtons.filter { !$0.isHidden }
        XCTAssertEqual(pin.map { $0.action?.title }, ["Pin"])
        XCTAssertEqual(pin.first?.frame.minX, 0, "at the leading edge")
        XCTAssertGreaterThan(cell(1).contentView.frame.minX, 0)
        tapCentre(of: pin[0])
        app.run(seconds: 0.4)
        XCTAssertEqual(list.log.last, "pin 1")
        XCTAssertFalse(cell(1).showingDeleteConfirmation)
    }

    /// A row that cannot be edited does not swipe, and editing mode turns swiping off.
    func testNoSwipeOnALockedRowOrInEditingMode() async {
        list.lockedRow = 0
        swipe(row: 0, from: 300, to: 150)
        XCTAssertFalse(cell(0).showingDeleteConfirmation)
        list.setEditing(true, animated: false)
        swipe(row: 1, from: 300, to: 150)
        XCTAssertFalse(cell(1).showingDeleteConfirmation)
    }

    /// Editing hides the accessory, as UIKit's `editingAccessoryType` (none) does.
    func testEditingHidesTheAccessory() async {
        let accessory = cell(0).subviews.first { $0 is TableCellAccessoryView }
        XCTAssertEqual(accessory?.isHidden, false)
        list.isEditing = true
        app.runTurn()
        XCTAssertEqual(accessory?.isHidden, true)
        XCTAssertTrue(list.tableView.isEditing)
    }
}
