import XCTest
import SandboxKit
@testable import Scenario

final class ScenarioRunTests: XCTestCase {
    func testSpecExampleRuns() {
        let r = runScenario("""
        class Parent: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = Child()
                addChild(child)
                child.view.frame = view.bounds
                view.addSubview(child.view)
                child.didMove(toParent: self)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.26) { print("later") }
            }
        }
        class Child: UIViewController {}

        let a = Parent()
        window.rootViewController = a
        wait(0.5)
        print(a, a.children.first, nil, true, 0.5, 3)
        """)
        XCTAssertNil(r.error)
        print(r.trace.joined(separator: "\n"))
        XCTAssertTrue(r.trace.contains("print: later"))
        XCTAssertEqual(r.trace.last, "print: <a> <child> nil true 0.5 3")
    }
}
