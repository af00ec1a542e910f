import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Golden images of tables (plain and inset-grouped) and a stack view, drawn with the bundled fonts
/// (text anti-aliased by FreeType, hence a tolerance of 2 per channel).
@MainActor
final class TableAndStackGoldenTests: SmallWhiteSceneTestCase {
    /// Rows of every standard style and accessory, in two titled sections.
    final class Styles: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Mail" : "Settings" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch (indexPath.section, indexPath.row) {
            case (0, 0):
                let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                c.textLabel?.text = "Inbox"
                c.detailTextLabel?.text = "12 unread"
                c.accessoryType = .disclosureIndicator
                return c
            case (0, 1):
                let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
                c.textLabel?.text = "Drafts"
                c.detailTextLabel?.text = "3"
                c.accessoryType = .disclosureIndicator
                return c
            case (0, 2):
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "Sent"
                c.accessoryType = .checkmark
                return c
            case (1, 0):
                let c = UITableViewCell(style: .value2, reuseIdentifier: nil)
                c.textLabel?.text = "account"
                c.detailTextLabel?.text = "me@example.com"
                return c
            default:
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "About"
                c.accessoryType = .detailButton
                return c
            }
        }
    }

    private func table(_ style: UITableView.Style) -> UITableView {
        let t = UITableView(frame: window.bounds, style: style)
        let data = Styles()
        t.dataSource = data
        dataSources.append(data)
        window.addSubview(t)
        app.runTurn()
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.runTurn()
        return t
    }

    private var dataSources: [AnyObject] = []

    func testPlainTable() async {
        _ = table(.plain)
        assertGolden(window.framebuffer, named: "table_plain", tolerance: 2)
    }

    func testPlainTableScrolledUnderItsStickyHeader() async {
        let t = table(.plain)
        t.contentOffset = CGPoint(x: 0, y: 60)
        app.runTurn()
        assertGolden(window.framebuffer, named: "table_plain_scrolled", tolerance: 2)
    }

    func testInsetGroupedTable() async {
        _ = table(.insetGrouped)
        assertGolden(window.framebuffer, named: "table_inset_grouped", tolerance: 2)
    }

    /// Editing mode: every row's red minus, the content indented, accessories hidden, and the second
    /// row showing its Delete button.
    func testPlainTableInEditingMode() async {
        let t = table(.plain)
        t.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        t.setEditing(true, animated: false)
        app.runTurn()
        let second = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        second.editingControl!.sendActions(for: .touchUpInside)
        app.run(seconds: 0.5)
        assertGolden(window.framebuffer, named: "table_editing", tolerance: 2)
    }

    /// Swipe actions: the first row swiped left showing two actions (the first outermost), the fourth
    /// swiped right showing one; the content slid aside with its accessory.
    func testPlainTableWithSwipeActions() async {
        let t = table(.plain)
        t.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        let first = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        first.reveal([delete, flag], configuration: nil, atLeadingEdge: false)
        first.revealOffset = first.revealedWidth
        first.setNeedsLayout()
        let account = t.cellForRow(at: IndexPath(row: 0, section: 1))!
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
        pin.backgroundColor = .systemBlue
        account.reveal([pin], configuration: nil, atLeadingEdge: true)
        account.revealOffset = account.revealedWidth
        account.setNeedsLayout()
        app.runTurn()
        assertGolden(window.framebuffer, named: "table_swipe_actions", tolerance: 2)
    }

    func testStackView() async {
        func label(_ text: String, _ color: UIColor) -> UILabel {
            let l = UILabel(text: text)
            l.backgroundColor = color
            l.textAlignment = .center
            return l
        }
        let column = UIStackView(arrangedSubviews: [])
        column.axis = .vertical
        column.spacing = 12
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        column.backgroundColor = .systemGray6
        window.addSubview(column)
        for (distribution, alignment) in [(UIStackView.Distribution.fill, UIStackView.Alignment.fill),
                                          (.fillEqually, .center), (.equalSpacing, .top), (.equalCentering, .bottom),
                                          (.fillProportionally, .firstBaseline)] {
            let row = UIStackView(arrangedSubviews: [label("One", .systemTeal), label("Two two", .systemYellow), label("3", .systemPink)])
            row.distribution = distribution
            row.alignment = alignment
            row.spacing = 8
            row.arrangedSubviews[1].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            (row.arrangedSubviews[2] as! UILabel).font = .systemFont(ofSize: 28)
            row.backgroundColor = .white
            column.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        app.runTurn()
        XCTAssertFalse(column.hasAmbiguousLayout)
        assertGolden(window.framebuffer, named: "stack_view", tolerance: 2)
    }
}
