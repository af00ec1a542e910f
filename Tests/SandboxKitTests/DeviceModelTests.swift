import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// The screen an iPhone shows, as a person sees it (`framebufferWithSystemChrome`): a navigation
/// controller with a title inside a tab bar controller, in portrait, on the iPhone 14 (status bar
/// around the notch, a 34-point home indicator band under the tab bar, rounded corners) and on the
/// iPhone SE (a 20-point status bar, square corners, no home indicator). The page fills the screen
/// under both bars; a card placed from the page's safe area sits just below the navigation bar and a
/// strip placed from it just above the tab bar.
@MainActor
final class DeviceModelTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    override func tearDown() async throws {
        window = nil; app = nil
    }

    /// Shows the navigation controller in tabs on `device` and returns the page (its safe area read).
    @discardableResult
    func showTabs(on device: DeviceModel) -> UIViewController {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: device))
        if let fonts = bundledFontRenderer() { app.fonts = fonts } else { XCTFail("no bundled fonts") }
        window = app.makeWindow()
        window.makeKeyAndVisible()
        let page = SafeAreaPage()
        page.title = "Inbox"
        page.view.backgroundColor = .systemTeal
        let nav = UINavigationController(rootViewController: page)
        nav.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(bitmap: Bitmap(width: 20, height: 20, fill: .black)), tag: 0)
        let other = UIViewController()
        other.view.backgroundColor = .systemOrange
        other.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(bitmap: Bitmap(width: 20, height: 20, fill: .black)), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        window.rootViewController = tabs
        app.run(seconds: 1)
        return page
    }

    func testIPhone14PortraitWithNavigationInTabs() async {
        let page = showTabs(on: .iPhone14)
        XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "under both bars")
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        let shot = window.framebufferWithSystemChrome
        XCTAssertEqual([shot.width, shot.height], [390, 844])
        XCTAssertEqual(shot[0, 0].argb, 0xFF00_0000, "the display's rounded corner")
        assertGolden(shot, named: "device_iphone14_portrait_tabs", tolerance: 1)
    }

    func testIPhoneSEPortraitWithNavigationInTabs() async {
        let page = showTabs(on: .iPhoneSE3)
        XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        let shot = window.framebufferWithSystemChrome
        XCTAssertEqual([shot.width, shot.height], [375, 667])
        XCTAssertNotEqual(shot[0, 0].argb, 0xFF00_0000, "square corners")
        assertGolden(shot, named: "device_iphonese_portrait_tabs", tolerance: 1)
    }
}

/// A page that lays a white card out at the top of its safe area and a yellow strip at its bottom,
/// from `viewSafeAreaInsetsDidChange` and `viewDidLayoutSubviews`, as an app fitting the bars does.
private final class SafeAreaPage: UIViewController {
    let card = UIView(), strip = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        strip.backgroundColor = .systemYellow
        view.addSubview(card)
        view.addSubview(strip)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets, b = view.bounds
        card.frame = CGRect(x: 16, y: insets.top + 16, width: b.width - 32, height: 120)
        strip.frame = CGRect(x: 0, y: b.height - insets.bottom - 24, width: b.width, height: 24)
    }
}
