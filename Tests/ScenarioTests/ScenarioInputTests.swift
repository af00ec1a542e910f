import XCTest
import SandboxKit
@testable import Scenario

/// tap and drag go through the application's real input events (pointer down, moves, up over turns).
final class ScenarioInputTests: XCTestCase {
    func testTapPressesARealButton() throws {
        let r = runScenario("""
        let a = UIViewController()
        window.rootViewController = a
        let button = UIButton(primaryAction: UIAction(title: "Go") { action in print("tapped", action.title) })
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        a.view.addSubview(button)
        tap(x: 10, y: 10)
        print("missed")
        tap(x: 150, y: 120)
        print("after")
        """)
        XCTAssertNil(r.error)
        XCTAssertEqual(r.trace.filter { $0.hasPrefix("print") }, ["print: missed", "print: tapped Go", "print: after"])
        let prints = try XCTUnwrap(r.run).recorder.events.filter { $0.method == .print }
        // Down in turn 1, up in turn 2 (the action fires in its input phase), the scenario resumes in turn 2.
        XCTAssertEqual(prints.map(\.frame), [2, 4, 4])
    }

    func testDragPostsMovesEveryTurn() {
        let r = runScenario("""
        let a = UIViewController()
        window.rootViewController = a
        let button = UIButton(primaryAction: UIAction { _ in print("up inside") })
        button.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        a.view.addSubview(button)
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.5)
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 300, y: 700), duration: 0.5)
        print("done")
        """)
        XCTAssertNil(r.error)
        // The first drag stays inside (touchUpInside); the second ends outside (no action).
        XCTAssertEqual(r.trace.filter { $0.hasPrefix("print") }, ["print: up inside", "print: done"])
        XCTAssertEqual(r.run?.application.frameNumber ?? 0, 2 * (30 + 2) + 1, accuracy: 3)
    }
}
