import Foundation
import XCTest

/// The Apple modules iOS code imports besides UIKit, as a scenario or an app gets them on Linux:
/// `import Combine` (OpenCombine on the device's schedulers and clock), `import os` (`Logger`,
/// `os_log`, written to the app's output as Xcode's console shows them), `URLSession` with Foundation
/// alone, and `#Preview` declarations (Sources/Scenario/ScenarioRewrite.swift).
final class AppleFrameworkImportsTests: CompiledScenarioTestCase {
    /// A `@Published` property drives a label through `receive(on: DispatchQueue.main)`; a search field's
    /// query is debounced 300 ms of device time; `Timer.publish` ticks each virtual second; a
    /// notification publisher hears a post.
    func testAPublishedPropertyDrivesALabelOnTheDevicesClock() async throws {
        _ = try write("profile.swift", """
            import UIKit
            import Combine

            final class ProfileModel: ObservableObject {
                @Published var name = "Anonymous"
                @Published var query = ""
            }

            class ProfileViewController: UIViewController {
                let model = ProfileModel()
                let label = UILabel()
                var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    model.$name
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] name in
                            self?.label.text = "Hello, \\(name)"
                            print("label: " + (self?.label.text ?? ""))
                        }
                        .store(in: &cancellables)
                    model.$query
                        .dropFirst()
                        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                        .sink { print("search: " + $0) }
                        .store(in: &cancellables)
                    Timer.publish(every: 1, on: .main, in: .common)
                        .autoconnect()
                        .prefix(2)
                        .sink { _ in print("tick") }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: Notification.Name("Refresh"))
                        .sink { _ in print("refresh") }
                        .store(in: &cancellables)
                }
            }

            let vc = ProfileViewController()
            window.rootViewController = vc
            wait(0.1)
            vc.model.name = "Ada"
            vc.model.query = "a"
            vc.model.query = "ad"
            vc.model.query = "ada"
            NotificationCenter.default.post(name: Notification.Name("Refresh"), object: nil)
            wait(3)
            print("end: " + (vc.label.text ?? ""))

            """)
        let r = try sandbox(["run", "profile.swift", "--log", "profile.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n"),
                       ["label: Hello, Anonymous", "refresh", "label: Hello, Ada", "search: ada", "tick", "tick", "end: Hello, Ada"], r.stdout)
        let times = try printTimes(inLog: folder.appendingPathComponent("profile.jsonl"))
        let typed = try XCTUnwrap(times["refresh"])
        XCTAssertEqual(try XCTUnwrap(times["search: ada"]) - typed, 0.3, accuracy: 1.0 / 60 + 1e-6, "the debounce waits 300 ms of device time")
    }

    func testLoggerAndOSLogWriteAsXcodesConsoleShows() async throws {
        _ = try write("log.swift", """
            import UIKit
            import os
            import os.log

            let logger = Logger(subsystem: "com.example.notes", category: "notes")

            class Page: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let count = 3
                    logger.info("Loaded \\(count, privacy: .public) notes for \\("ada", privacy: .private)")
                    logger.error("Sync failed: \\(404)")
                    os_log("Legacy %d", log: OSLog(subsystem: "com.example.notes", category: "legacy"), type: .info, 7)
                }
            }
            window.rootViewController = Page()

            """)
        let r = try sandbox(["trace", "log.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let run = try sandbox(["run", "log.swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // The device's own output (not the trace's `print:` lines) is the command's standard error.
        XCTAssertEqual(run.stderr.split(separator: "\n"),
                       ["[notes] Loaded 3 notes for ada", "[notes] error: Sync failed: 404", "[legacy] Legacy 7"], run.stderr)
    }

    /// `URLSession` and `URLRequest` need no `import FoundationNetworking` (on iOS they are Foundation's);
    /// `#Preview` blocks build and are not run, in a scenario and in an app's file.
    func testURLSessionAndPreviewsBuildAsInXcode() async throws {
        _ = try write("net.swift", """
            import UIKit

            final class API {
                let session = URLSession.shared
                func request(_ path: String) -> URLRequest {
                    var request = URLRequest(url: URL(string: "https://example.com")!.appendingPathComponent(path))
                    request.httpMethod = "GET"
                    return request
                }
            }

            class Card: UIViewController {}

            #Preview("Card") {
                let card = Card()
                return card
            }

            #Preview(traits: .landscapeLeft) {
                UILabel()
            }

            print(API().request("notes").url!.absoluteString)
            window.rootViewController = Card()

            """)
        let r = try sandbox(["trace", "net.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").filter { $0.hasPrefix("print:") }, ["print: https://example.com/notes"], r.stdout)
        XCTAssertEqual(r.stdout.components(separatedBy: "viewDidLoad").count - 1, 1, "only the window's card loads: \(r.stdout)")

        let app = folder.appendingPathComponent("PreviewApp")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data((Self.appDelegate(root: "HomeViewController") + """
            class HomeViewController: UIViewController {}

            #Preview {
                HomeViewController()
            }

            """).utf8).write(to: app.appendingPathComponent("AppDelegate.swift"))
        let launched = try sandbox(["trace", "PreviewApp"])
        XCTAssertEqual(launched.status, 0, launched.stderr)
        XCTAssertTrue(launched.stdout.contains("HomeViewController.viewDidAppear(false)"), launched.stdout)
    }
}
