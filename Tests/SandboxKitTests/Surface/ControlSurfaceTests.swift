import Raster
import XCTest
@testable import SandboxKit

/// Controls and bars: styled button titles, a bar item's title attributes, a table's separator inset,
/// a navigation bar used on its own, a tab bar's delegate, the old alert view, key commands and actions
/// sent along the responder chain.
@MainActor
final class ControlSurfaceTests: XCTestCase {
    func testAttributedTitleIsWhatTheButtonShows() async throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        button.setAttributedTitle(styled, for: .normal)
        XCTAssertEqual(button.titleLabel?.text, "Styled")
        XCTAssertEqual(button.titleLabel?.textColor, .red)
        XCTAssertTrue(button.attributedTitle(for: .highlighted) === styled, "a state without its own takes the normal one")
        XCTAssertEqual(button.currentAttributedTitle?.string, "Styled")
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(button.titleLabel?.text, "Plain")
    }

    func testBarItemTitleAttributesAreKeptPerStateAndDrawn() async throws {
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        let font = UIFont.systemFont(ofSize: 30)
        item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.red], for: .normal)
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.font] as? UIFont, font)
        XCTAssertEqual(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor, .red, "falls back to .normal")
        let view = BarButtonItemView(item: item)
        let plain = BarButtonItemView(item: UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil))
        XCTAssertGreaterThan(view.sizeThatFits(.zero).width, plain.sizeThatFits(.zero).width, "the bigger font makes a wider item")
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.row == 2 { cell.separatorInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0) }
            return cell
        }
    }

    func testTableSeparatorInsetIsTheCellsDefault() async throws {
        let h = TouchHarness()
        let rows = Rows()
        let table = h.show(UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain))
        table.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        table.dataSource = rows
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left, 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.separatorInset.left, 50, "a cell's own inset wins")
        table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset.left, 30, "shown rows follow")
    }

    final class BarDelegate: NSObject, UINavigationBarDelegate, UITabBarDelegate {
        var log: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("tab \(item.title ?? "")") }
    }

    func testAStandaloneNavigationBarShowsItsItemsAndPopsWithItsDelegate() async throws {
        let h = TouchHarness()
        let bar = h.show(UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44)))
        let delegate = BarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.setItems([first, second], animated: false)
        XCTAssertTrue(bar.topItem === second)
        XCTAssertTrue(bar.backItem === first)
        XCTAssertEqual(bar.items?.count, 2)
        XCTAssertEqual(bar.titleLabel.text, "Second")
        delegate.allowsPop = false
        bar.backButton.sendActions(for: .touchUpInside)
        XCTAssertTrue(bar.topItem === second, "the delegate refused")
        delegate.allowsPop = true
        bar.backButton.sendActions(for: .touchUpInside)
        XCTAssertTrue(bar.topItem === first)
        XCTAssertEqual(delegate.log, ["shouldPop Second", "shouldPop Second", "didPop Second"])
    }

    final class Tabs: UIViewController {
        var log: [String] = []
        func cancel() { log.append("cancel") }
        func save(_ sender: Any?) { log.append("save") }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("cancel", Tabs.cancel))]
        }
    }

    func testKeyCommandsAndActionsSentAlongTheResponderChain() async throws {
        let h = TouchHarness()
        let controller = Tabs()
        h.window.rootViewController = controller
        h.app.runTurn()
        h.post(.key("Escape"))
        XCTAssertEqual(controller.log, ["cancel"], "the command for the key ran")
        h.post(.key("x"))
        XCTAssertEqual(controller.log, ["cancel"], "another key is no command")
        XCTAssertTrue(h.app.sendAction(Selector("save:", Tabs.save(_:)), to: nil, from: nil, for: nil))
        XCTAssertEqual(controller.log, ["cancel", "save"])
        XCTAssertFalse(h.app.sendAction(Selector(("nobodyHasThis")), to: nil, from: nil, for: nil))
        XCTAssertTrue(controller.view.target(forAction: Selector("save:", Tabs.save(_:)), withSender: nil) as? Tabs === controller)
    }

    @available(*, deprecated)
    final class AlertListener: NSObject, UIAlertViewDelegate {
        var clicked: [Int] = []
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { clicked.append(buttonIndex) }
    }

    @available(*, deprecated)
    func testTheOldAlertViewShowsAnAlertAndTellsItsDelegate() async throws {
        let h = TouchHarness()
        let root = UIViewController()
        h.window.rootViewController = root
        h.app.runTurn()
        let listener = AlertListener()
        let alert = UIAlertView(title: "Delete?", message: "It cannot be undone", delegate: listener, cancelButtonTitle: "Cancel")
        XCTAssertEqual(alert.addButton(withTitle: "Delete"), 1)
        XCTAssertEqual(alert.cancelButtonIndex, 0)
        alert.show()
        h.idle(frames: 30)
        let shown = try XCTUnwrap(root.presentedViewController as? UIAlertController)
        XCTAssertEqual(shown.title, "Delete?")
        XCTAssertEqual(shown.actions.map(\.title), ["Cancel", "Delete"])
        XCTAssertEqual(shown.actions.map(\.style), [.cancel, .default])
        shown.actions[1].handler?(shown.actions[1])
        XCTAssertEqual(listener.clicked, [1])
    }
}
