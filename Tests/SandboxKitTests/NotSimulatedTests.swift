import Raster
import XCTest
@testable import SandboxKit

/// An API the sandbox declares but does not simulate does nothing harmful and says so once per
/// application, naming the API, as a warning in the event stream.
final class NotSimulatedTests: LifecycleTestCase {
    func testOpeningAURLIsReportedOnceAndAnswersFalse() async {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        let url = URL(string: UIApplication.openSettingsURLString)!
        var answers: [Bool] = []
        XCTAssertFalse(app.canOpenURL(url))
        app.open(url) { answers.append($0) }
        app.open(url) { answers.append($0) }
        turns(1)
        XCTAssertEqual(answers, [false, false], "the completion runs, in a later turn, with false")
        XCTAssertEqual(warnings, ["UIApplication.canOpenURL(_:) is not simulated",
                                  "UIApplication.open(_:options:completionHandler:) is not simulated"])
        _ = sub
    }

    func testInsetByMovesEachEdge() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(r, CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    /// Properties kept for code that sets them, whose effect is not drawn yet: each reported once, when
    /// first given a value that would change something, and read back as set.
    func testKeptPropertiesAreReadBackAndReportedOnceWhenTheyWouldChangeSomething() async {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.hidesBarsOnTap = false
        nav.hidesBarsOnTap = true
        nav.hidesBarsOnTap = true
        nav.navigationBar.barStyle = .black
        let button = UIButton(type: .system)
        button.contentEdgeInsets = .zero
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        let image = UIImage(bitmap: Bitmap(width: 2, height: 2), scale: 1)
        button.setBackgroundImage(image, for: .normal)
        let layer = CALayer()
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        XCTAssertTrue(nav.hidesBarsOnTap)
        XCTAssertEqual(nav.navigationBar.barStyle, .black)
        XCTAssertEqual(button.imageEdgeInsets.left, 8)
        XCTAssertTrue(button.backgroundImage(for: .highlighted) === image, "a state without its own image takes the normal one")
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(warnings, ["UINavigationController.hidesBarsOnTap is not simulated", "UINavigationBar.barStyle (.black) is not simulated",
                                  "UIButton.imageEdgeInsets is not simulated", "UIButton.setBackgroundImage(_:for:) is not simulated",
                                  "CALayer.maskedCorners is not simulated"])
        XCTAssertEqual(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        _ = sub
    }
}
