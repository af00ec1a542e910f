import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Dark mode: the device's appearance, dynamic colours resolved against the view's traits when it draws,
/// overrides down the hierarchy, and the screen redrawn in the new colours when the appearance toggles.
final class DarkModeTests: GoldenSceneTestCase {
    private func pixel(_ p: CGPoint) -> PremultipliedColor { window.framebuffer[Int(p.x), Int(p.y)] }

    /// The brightest and darkest pixels of a rectangle of the framebuffer (text is thin: its core is
    /// what counts), as grey levels 0...1.
    private func extremes(in rect: CGRect) -> (darkest: Double, brightest: Double) {
        let fb = window.framebuffer
        var darkest = 1.0, brightest = 0.0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = fb[x, y]
                let grey = (Double(c.red) + Double(c.green) + Double(c.blue)) / 765
                darkest = min(darkest, grey)
                brightest = max(brightest, grey)
            }
        }
        return (darkest, brightest)
    }

    func testAnAssetColourWithADarkVariantFollowsTheAppearance() async throws {
        app.assets = AppAssets(json: #"{"colors": {"Brand": [1, 0, 0, 1]}, "darkColors": {"Brand": [0, 0, 1, 1]}}"#)
        let brand = try XCTUnwrap(app.perform { UIColor(named: "Brand") })
        XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color, Color(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).color, Color(red: 1, green: 0, blue: 0, alpha: 1))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = brand
        window.addSubview(v)
        app.runTurn()
        XCTAssertEqual(pixel(CGPoint(x: 20, y: 20)), Color(red: 1, green: 0, blue: 0, alpha: 1).premultiplied)
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertEqual(pixel(CGPoint(x: 20, y: 20)), Color(red: 0, green: 0, blue: 1, alpha: 1).premultiplied)
    }

    /// What a user sees: a `.label` label on `.systemBackground` is black on white, then, toggled without
    /// a relaunch, white on black.
    func testTogglingRedrawsALabelWhiteOnBlack() async throws {
        let page = TestController("page")
        page.onViewDidLoad = { c in
            c.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
            label.text = "Hello, dark"
            label.font = .systemFont(ofSize: 30, weight: .bold)
            c.view.addSubview(label)
        }
        showRoot(page)
        let text = CGRect(x: 20, y: 100, width: 200, height: 40)
        XCTAssertEqual(pixel(CGPoint(x: 300, y: 300)), Color(rgb: 0xFFFFFF).premultiplied)
        XCTAssertLessThan(extremes(in: text).darkest, 0.1, "the label's text is black")
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertEqual(pixel(CGPoint(x: 300, y: 300)), Color(rgb: 0x000000).premultiplied)
        XCTAssertGreaterThan(extremes(in: text).brightest, 0.9, "the label's text is white-ish")
        XCTAssertEqual(page.view.backgroundColor, .systemBackground, "the view keeps the dynamic colour it was given")
    }

    /// A page under a pushed one is out of the window when the appearance toggles: popped back, it shows
    /// the new colours and hears the change in its first layout.
    func testAPageOutOfTheWindowComesBackInTheNewColours() async throws {
        let list = TestController("list"), detail = TestController("detail")
        list.onViewDidLoad = { $0.view.backgroundColor = .systemBackground }
        detail.onViewDidLoad = { $0.view.backgroundColor = .systemGroupedBackground }
        let nav = UINavigationController(rootViewController: list)
        showRoot(nav)
        nav.pushViewController(detail, animated: false)
        app.run(seconds: 0.5)
        XCTAssertNil(list.view.window)
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertFalse(recorder.traceLines.contains { $0.hasPrefix("list.traitCollectionDidChange") }, "not while it is out of the window")
        nav.popViewController(animated: false)
        app.run(seconds: 0.5)
        XCTAssertEqual(pixel(CGPoint(x: 160, y: 300)), Color(rgb: 0x000000).premultiplied)
        XCTAssertTrue(recorder.traceLines.contains("list.traitCollectionDidChange(userInterfaceStyle: light → dark)"), "\(recorder.traceLines)")
    }

    /// An alert shown while the appearance toggles turns dark with the screen: its card, its text field's
    /// box and the box's border.
    func testAnAlertFollowsTheToggle() async throws {
        let page = TestController("page")
        showRoot(page)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        page.present(alert, animated: false)
        app.run(seconds: 0.5)
        func grey(_ p: CGPoint) -> Double { let c = pixel(p); return (Double(c.red) + Double(c.green) + Double(c.blue)) / 765 }
        let card = try XCTUnwrap(alert.view.subviews.first { $0.bounds.width > 200 })
        let inCard = card.convert(CGPoint(x: 10, y: 10), to: window)
        XCTAssertGreaterThan(grey(inCard), 0.8)
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertLessThan(grey(inCard), 0.25)
        let box = try XCTUnwrap(card.subviews.first { $0.layer.borderWidth == 0.5 })
        XCTAssertEqual(box.layer.borderColor, UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }

    /// A view's override holds for it and its subviews; a controller's for its views and children; the
    /// window's for everything in it (Apple's documentation of `overrideUserInterfaceStyle`).
    func testOverridesGoDownTheHierarchy() async throws {
        let parent = TestController("parent"), child = TestController("child")
        showRoot(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let plain = UIView(), lit = UIView(), inner = UIView()
        parent.view.addSubview(plain)
        parent.view.addSubview(lit)
        lit.addSubview(inner)
        app.userInterfaceStyle = .dark
        lit.overrideUserInterfaceStyle = .light
        XCTAssertEqual(plain.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light)
        parent.overrideUserInterfaceStyle = .light
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .light)
        parent.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        app.userInterfaceStyle = .light
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light, "the nearer override wins")
        window.overrideUserInterfaceStyle = .unspecified
    }

    /// The golden of a standard screen in dark mode: a navigation controller with an inset-grouped table
    /// (bars, grouped background, cells, separators, header, text all dark).
    func testNavigationWithATableInDarkMode() async throws {
        app.userInterfaceStyle = .dark
        let list = DarkListController(style: .insetGrouped)
        list.title = "Settings"
        showRoot(UINavigationController(rootViewController: list))
        app.run(seconds: 0.2)
        assertGolden(window.framebuffer, named: "navigation_table_dark", tolerance: 1)
        // toggled back, the same screen is the light one: nothing stays dark
        app.userInterfaceStyle = .light
        app.runTurn()
        XCTAssertEqual(pixel(CGPoint(x: 5, y: 300)), Color(rgb: 0xF2F2F7).premultiplied)
    }
}

private final class DarkListController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "General" : "Display" }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = ["About", "Software Update", "Storage", "Appearance", "Text Size"][indexPath.section * 3 + indexPath.row]
        cell.detailTextLabel?.text = indexPath.section == 1 ? (indexPath.row == 0 ? "Dark" : "Large") : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// The dynamic colours themselves, without a screen.
final class DynamicColorTests: XCTestCase {
    func testSystemColoursResolveToApplesLightAndDarkValues() async throws {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(UIColor.label.resolvedColor(with: dark).color, Color(rgb: 0xFFFFFF))
        XCTAssertEqual(UIColor.label.resolvedColor(with: light).color, Color(rgb: 0x000000))
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: dark).color, Color(rgb: 0x000000))
        XCTAssertEqual(UIColor.secondarySystemBackground.resolvedColor(with: dark).color, Color(rgb: 0x1C1C1E))
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: dark).color, Color(rgb: 0x0A84FF))
        XCTAssertEqual(UIColor.secondaryLabel.resolvedColor(with: dark).color, Color(rgb: 0xEBEBF5, alpha: 0.6))
        XCTAssertEqual(UIColor.separator.resolvedColor(with: dark).color, Color(rgb: 0x545458, alpha: 0.6))
        // a fixed colour is itself in both
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark).color, UIColor.red.color)
        // alpha keeps a colour dynamic
        XCTAssertEqual(UIColor.label.withAlphaComponent(0.5).resolvedColor(with: dark).color, Color(rgb: 0xFFFFFF, alpha: 0.5))
    }

    @MainActor
    func testADynamicProviderSeesTheTraitsItIsResolvedWith() async throws {
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemPurple }
        XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color, Color(rgb: 0xFF9F0A))
        XCTAssertEqual(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).color, Color(rgb: 0xAF52DE))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(brand.cgColor.color, Color(rgb: 0xFF9F0A))
        }
    }

}
