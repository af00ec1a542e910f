import XCTest
@testable import SandboxKit

/// Fonts by name: the weight a PostScript style names, the fixed-pitch families monospaced, and a font the
/// app bundles drawn with the system face (iOS would have it; the sandbox says once it does not).
final class UIFontNameTests: LifecycleTestCase {
    func testANamedFontTakesItsStylesWeight() async {
        XCTAssertEqual(UIFont(name: "HelveticaNeue-Bold", size: 20), UIFont(pointSize: 20, weight: .bold))
        XCTAssertEqual(UIFont(name: "AvenirNext-DemiBold", size: 15)?.weight, .semibold)
        XCTAssertEqual(UIFont(name: "Avenir-Light", size: 15)?.weight, .light)
        XCTAssertEqual(UIFont(name: "Helvetica", size: 12), UIFont(pointSize: 12))
        XCTAssertEqual(UIFont(name: "Menlo-Regular", size: 11)?.isMonospaced, true)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).withSize(30).pointSize, 30)
    }

    func testABundledFontIsDrawnWithTheSystemFaceAndReportedOnce() async {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        XCTAssertEqual(UIFont(name: "Poppins-SemiBold", size: 18), UIFont(pointSize: 18, weight: .semibold))
        _ = UIFont(name: "Poppins-Regular", size: 18)
        _ = UIFont(name: "Georgia", size: 18)
        XCTAssertEqual(warnings, ["UIFont(name:size:) with a font the app bundles (Poppins) is not simulated"])
        _ = sub
    }
}
