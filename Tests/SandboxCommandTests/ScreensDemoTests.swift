import Foundation
@testable import sandbox
import SandboxKit
import XCTest

/// The "real screens" demo as a person uses it, headlessly (clicks at the window's pixels): the bar's +
/// inserts a row at the top of the table, a row swiped left and Edit's minus both delete, and a tapped
/// row pushes its detail page, whose stack view and wrapping note are laid out by Auto Layout.
final class ScreensDemoTests: HeadlessSandboxTestCase {
    private var nav: UINavigationController { app.deviceWindow.rootViewController as! UINavigationController }
    private var list: ScreensListController { nav.viewControllers[0] as! ScreensListController }

    override func setUp() async throws {
        try await super.setUp()
        app.show(.screens)
        _ = app.settledSnapshot(host: host)
        events.removeAll()
    }

    /// The controls in `view`'s subtree, front to back.
    private func controls(in view: UIView) -> [UIControl] {
        var found: [UIControl] = []
        func walk(_ v: UIView) {
            for s in v.subviews.reversed() { walk(s) }
            if let c = v as? UIControl, !v.isHidden { found.append(c) }
        }
        walk(view)
        return found
    }

    /// Every trace line, the layout callbacks too.
    private var fullTrace: [String] { events.compactMap(\.traceLine) }

    func testPlusInsertsARowAndARowPushesItsDetail() async throws {
        XCTAssertEqual(nav.navigationBar.topItem?.title ?? list.title, "Fruit")
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 10)
        // The + is the bar's rightmost control.
        let plus = try XCTUnwrap(controls(in: nav.navigationBar).max { centre(of: $0).x < centre(of: $1).x })
        click(in: app.deviceWindow, at: centre(of: plus))
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 11)
        XCTAssertEqual(list.items.first, "Apricot")
        let top = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(top.textLabel?.text, "Apricot", "the new row is on screen at the top")

        // The second row (Apple) pushes its detail page.
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        click(in: app.deviceWindow, at: centre(of: row))
        _ = app.settledSnapshot(host: host)
        let detail = try XCTUnwrap(nav.topViewController as? ScreensDetailController)
        XCTAssertEqual(detail.item, "Apple")
        XCTAssertEqual(detail.debugName, "detail1")
        let pushed = fullTrace.filter { !$0.contains("Layout") && !$0.contains("Constraints") && !$0.contains("SafeArea") && !$0.contains("viewIsAppearing") }
        XCTAssertEqual(Array(pushed.suffix(7)), [
            "detail1.willMove(toParent: nav)",
            "detail1.viewDidLoad()",
            "list.viewWillDisappear(true)",
            "detail1.viewWillAppear(true)",
            "list.viewDidDisappear(true)",
            "detail1.viewDidAppear(true)",
            "detail1.didMove(toParent: nav)",
        ])
        // Its layout callbacks are in the trace too: constraints updated before the first layout.
        let own = fullTrace.filter { $0.hasPrefix("detail1.") }
        let update = try XCTUnwrap(own.firstIndex(of: "detail1.updateViewConstraints()"))
        let willLayout = try XCTUnwrap(own.firstIndex(of: "detail1.viewWillLayoutSubviews()"))
        XCTAssertLessThan(update, willLayout)
        // The note wraps to the lines it needs (Auto Layout measured it at its width).
        let note = try XCTUnwrap(detail.view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews
            .compactMap { $0 as? UILabel }.first { $0.numberOfLines == 0 })
        XCTAssertEqual(note.frame.height, note.sizeThatFits(CGSize(width: note.frame.width, height: 0)).height)
        XCTAssertGreaterThan(note.frame.height, note.sizeThatFits(CGSize(width: 10_000, height: 0)).height * 1.5, "more than one line")
    }

    /// A row dragged left in the window shows Delete, whose click deletes it; Edit shows every row's
    /// minus, and Done takes them away.
    func testSwipeAndEditDeleteRows() async throws {
        let banana = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let y = centre(of: banana).y
        drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 150, y: y), frames: 10)
        XCTAssertTrue(banana.showingDeleteConfirmation)
        // the Delete button: the control now at the row's trailing edge
        let delete = try XCTUnwrap(controls(in: banana).first { $0.frame.maxX == banana.bounds.width && $0.frame.width >= 74 })
        click(in: app.deviceWindow, at: centre(of: delete))
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(list.items.prefix(2), ["Apple", "Cherry"])
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 9)

        let edit = try XCTUnwrap(controls(in: nav.navigationBar).min { centre(of: $0).x < centre(of: $1).x })
        click(in: app.deviceWindow, at: centre(of: edit))
        _ = app.settledSnapshot(host: host)
        XCTAssertTrue(list.tableView.isEditing)
        XCTAssertEqual(list.editButtonItem.title, "Done")
        // each row's minus: a control at its leading edge
        XCTAssertTrue(list.tableView.visibleCells.allSatisfy { cell in controls(in: cell).contains { $0.frame.minX < 20 && $0.alpha == 1 } })
        // the bar made a new button for "Done" (the item's title changed): the old one left the bar (its
        // centre, in its own coordinates, used to fall on the new one only while the bar was at the top of
        // the screen; it now sits below the status bar)
        let done = try XCTUnwrap(controls(in: nav.navigationBar).min { centre(of: $0).x < centre(of: $1).x })
        XCTAssertTrue(done.isDescendant(of: nav.navigationBar))
        click(in: app.deviceWindow, at: centre(of: done))
        _ = app.settledSnapshot(host: host)
        XCTAssertFalse(list.tableView.isEditing)
    }
}
