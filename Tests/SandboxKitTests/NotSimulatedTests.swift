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
}
