import SandboxMedia
import XCTest
@testable import SandboxKit

/// The scene of the table, stack and collection goldens: a 320×300 screen with no safe-area insets, a
/// white key window and the bundled fonts (text anti-aliased by FreeType). After each test, the threaded
/// composite must agree with the single-threaded one.
@MainActor
class SmallWhiteSceneTestCase: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    override func setUp() async throws {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 300), scale: 1))
        app.fonts = try TTFFontRenderer()
        // no sensor housing over this small screen: a stack's margins are its own
        app.screen.safeAreaInsets = .zero
        window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        if let window { assertThreadCountsAgree(window) }
    }
}
