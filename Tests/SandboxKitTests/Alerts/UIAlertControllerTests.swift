import XCTest
@testable import SandboxKit

/// Alerts as an app uses them: presented over the presenter, which stays in the window without
/// appearance calls; a tapped action dismisses the alert and then runs its handler; a disabled action
/// does nothing; an action sheet keeps its cancel action apart, at the bottom.
final class UIAlertControllerTests: LifecycleTestCase {
    private func buttons(of alert: UIAlertController) -> [UIButton] {
        var found: [UIButton] = []
        func walk(_ v: UIView) {
            if let b = v as? UIButton { found.append(b) }
            for s in v.subviews { walk(s) }
        }
        walk(alert.view)
        return found
    }

    private func tap(_ view: UIView) {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        app.post(.pointerDown(p)); app.runTurn()
        app.post(.pointerUp(p)); app.runTurn()
    }

    func testATappedActionDismissesTheAlertThenRunsItsHandler() async {
        let home = TestController("home")
        showRoot(home)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.debugName = "alert"
        var ran: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { a in
            ran.append("delete, presented: \(home.presentedViewController != nil), \(a.title ?? "")")
        })
        let shown = traceOf {
            home.present(alert, animated: true)
            turns(40)
        }
        XCTAssertEqual(shown, ["alert.viewDidLoad()", "alert.viewWillAppear(true)", "alert.viewDidAppear(true)"],
                       "the presenter stays in the window without appearance calls")
        XCTAssertTrue(alert.view.window === window)
        XCTAssertTrue(home.view.window === window)
        let titles = buttons(of: alert).map { $0.title(for: .normal) }
        XCTAssertEqual(titles, ["Cancel", "Delete"])
        let b = buttons(of: alert)
        XCTAssertEqual(b[0].frame.minY, b[1].frame.minY, "two actions side by side")
        XCTAssertEqual(b[1].titleColor(for: .normal), .systemRed)

        let gone = traceOf {
            tap(b[1])
            XCTAssertEqual(ran, [], "the handler waits for the dismissal")
            turns(40)
        }
        XCTAssertEqual(gone, ["alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)"])
        XCTAssertEqual(ran, ["delete, presented: false, Delete"])
        XCTAssertNil(home.presentedViewController)
    }

    func testADisabledActionDoesNothingAndASheetKeepsCancelAtTheBottom() async {
        let home = TestController("home")
        showRoot(home)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var ran: [String] = []
        let disabled = UIAlertAction(title: "Share", style: .default) { _ in ran.append("share") }
        disabled.isEnabled = false
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        sheet.addAction(disabled)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in ran.append("copy") })
        home.present(sheet, animated: false)
        turns(3)
        let b = buttons(of: sheet)
        let byTitle = Dictionary(uniqueKeysWithValues: b.map { ($0.title(for: .normal) ?? "", $0) })
        let frame = { (t: String) in byTitle[t]!.convert(byTitle[t]!.bounds, to: nil) }
        XCTAssertGreaterThan(frame("Cancel").minY, frame("Copy").maxY, "cancel below the other actions")
        XCTAssertLessThanOrEqual(frame("Cancel").maxY, 844 - 34, "above the home indicator")
        XCTAssertLessThan(frame("Share").minY, frame("Copy").minY, "the others in the order they were added")
        tap(byTitle["Share"]!)
        turns(3)
        XCTAssertEqual(ran, [])
        XCTAssertTrue(home.presentedViewController === sheet, "a disabled action leaves the sheet up")
        tap(byTitle["Cancel"]!)
        turns(40)
        XCTAssertEqual(ran, ["cancel"])
        XCTAssertNil(home.presentedViewController)
    }

    func testTextStylesAreIOSDefaultSizes() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }
}
