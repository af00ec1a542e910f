import XCTest

/// Scenarios compile in Swift 6 language mode, the stricter of the two an iOS project may use, against
/// SandboxKit's UIKit, which is main-actor where iOS's is: a controller that builds here builds on iOS.
/// A tutorial's controller and top level need no annotations (a `UIViewController` subclass is
/// main-actor, as the top level is); a main-actor call from a nonisolated context is refused, as the
/// iOS compiler refuses it.
final class Swift6ScenarioTests: CompiledScenarioTestCase {
    func testATutorialControllerCompilesWithoutAnnotations() async throws {
        _ = try write("tutorial.swift", """
            import UIKit

            class ViewController: UIViewController {
                let label = UILabel()
                let button = UIButton(type: .system)
                var taps = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    label.text = "Hello"
                    label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
                    view.addSubview(label)
                    button.setTitle("Tap", for: .normal)
                    button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    view.addSubview(button)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    DispatchQueue.main.async { self.label.text = "Shown" }
                    UIView.animate(withDuration: 0.3) { self.label.alpha = 0.5 }
                }

                @objc func tapped(_ sender: UIButton) {
                    taps += 1
                    print("taps: \\(taps)")
                }
            }

            let vc = ViewController()
            window.rootViewController = vc
            wait(0.5)
            tap(x: 70, y: 222)
            print(vc.label.text ?? "")

            """)
        let r = try sandbox(["trace", "tutorial.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("vc.viewDidAppear(false)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("print: taps: 1"), r.stdout)
        XCTAssertTrue(r.stdout.contains("print: Shown"), r.stdout)
    }

    /// A nonisolated function that makes a view: Swift 6 on iOS says "call to main actor-isolated
    /// initializer 'init(frame:)' in a synchronous nonisolated context", and so does the sandbox, at the
    /// user's line and column.
    func testAMainActorCallFromANonisolatedFunctionIsRefusedAsOnIOS() async throws {
        _ = try write("nonisolated.swift", """
            import UIKit

            struct BadgeFactory {
                func makeBadge() -> UILabel {
                    let badge = UILabel(frame: .zero)
                    return badge
                }
            }

            class Page: UIViewController {}
            window.rootViewController = Page()

            """)
        let r = try sandbox(["trace", "nonisolated.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("nonisolated.swift:5:21: error: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
                      r.stderr)
        XCTAssertFalse(r.stderr.contains("__sandbox"), "nothing of the rewrite shows: \(r.stderr)")
    }

    /// A view touched from a background closure: the `@Sendable` closure of `Task.detached` runs off the
    /// main actor, so Swift 6 refuses it on iOS and here.
    func testAViewTouchedFromADetachedTaskIsRefusedAsOnIOS() async throws {
        _ = try write("detached.swift", """
            import UIKit

            class Page: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task.detached {
                        self.view.backgroundColor = .red
                    }
                }
            }
            window.rootViewController = Page()

            """)
        let r = try sandbox(["trace", "detached.swift"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("detached.swift:7:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("main actor-isolated property 'view'"), r.stderr)
    }
}
