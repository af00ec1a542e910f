import XCTest

/// Scenarios compile as Xcode 26's new-app template compiles an app (Swift 5 mode, main-actor default
/// isolation, approachable concurrency) against SandboxKit's UIKit, which is main-actor where iOS's is;
/// `--swift-version 6 --default-isolation nonisolated` (or the file's `// sandbox:` line) compiles as a
/// Swift 6 project without the default, where a main-actor call from a nonisolated context is refused
/// as the iOS compiler refuses it (Sources/Scenario/LanguageSettings.swift).
final class LanguageSettingsScenarioTests: CompiledScenarioTestCase {
    /// What the template's settings let through and Swift 6 without them refuses: a singleton's
    /// `static var`, a global view, a free function that makes a button, a coordinator's stored
    /// controller.
    static let appCode = """
        import UIKit

        final class Store {
            static var shared = Store()
            var items: [String] = []
        }

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

        func makeButton(_ title: String) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            return button
        }

        final class Coordinator {
            let navigationController = UINavigationController()
            func start() {
                navigationController.pushViewController(ListViewController(), animated: false)
            }
        }

        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                Store.shared.items.append("first")
                view.addSubview(header)
                view.addSubview(makeButton("Add"))
                print("items: \\(Store.shared.items.count)")
            }
        }

        let coordinator = Coordinator()
        coordinator.start()
        window.rootViewController = coordinator.navigationController

        """

    func testAppCodeBuildsWithXcodesTemplateSettingsByDefault() async throws {
        _ = try write("app.swift", Self.appCode)
        let r = try sandbox(["trace", "app.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: items: 1"), r.stdout)
    }

    /// Swift 6 with nonisolated default isolation (a project that set only `SWIFT_VERSION = 6`) refuses
    /// the singleton's initial value at its line, as Xcode does; the file's own `// sandbox:` line says
    /// the same, and the command line wins over the file.
    func testSwift6WithoutTheDefaultIsolationRefusesItFromTheCommandLineOrTheFile() async throws {
        _ = try write("app.swift", Self.appCode)
        let r = try sandbox(["trace", "app.swift", "--swift-version", "6", "--default-isolation", "nonisolated"])
        XCTAssertEqual(r.status, 2, r.stdout)
        XCTAssertTrue(r.stderr.contains("app.swift:4:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("error:"), r.stderr)

        _ = try write("strict.swift", "// A Swift 6 project.\n// sandbox: --swift-version 6 --default-isolation nonisolated\n" + Self.appCode)
        let strict = try sandbox(["trace", "strict.swift"])
        XCTAssertEqual(strict.status, 2, strict.stdout)
        XCTAssertTrue(strict.stderr.contains("strict.swift:6:"), strict.stderr)

        let overridden = try sandbox(["trace", "strict.swift", "--default-isolation", "MainActor"])
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertTrue(overridden.stdout.contains("print: items: 1"), overridden.stdout)
    }

    func testATutorialControllerCompilesWithoutAnnotationsInSwift6() async throws {
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
        let r = try sandbox(["trace", "tutorial.swift", "--swift-version", "6"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("vc.viewDidAppear(false)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("print: taps: 1"), r.stdout)
        XCTAssertTrue(r.stdout.contains("print: Shown"), r.stdout)
    }

    /// A nonisolated function that makes a view (in a Swift 6 project without main-actor default
    /// isolation): Swift 6 on iOS says "call to main actor-isolated
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
        let r = try sandbox(["trace", "nonisolated.swift", "--swift-version", "6", "--default-isolation", "nonisolated"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("nonisolated.swift:5:21: error: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
                      r.stderr)
        XCTAssertFalse(r.stderr.contains("__sandbox"), "nothing of the rewrite shows: \(r.stderr)")
    }

    /// A view touched from a background closure: the `@Sendable` closure of `Task.detached` runs off the
    /// main actor, so Swift 6 refuses it on iOS and here (whatever the default isolation: the closure
    /// of `Task.detached` is nonisolated).
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
        let r = try sandbox(["trace", "detached.swift", "--swift-version", "6"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("detached.swift:7:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("main actor-isolated property 'view'"), r.stderr)
    }
}
