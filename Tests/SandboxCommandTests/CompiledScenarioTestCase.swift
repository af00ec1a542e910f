import XCTest

/// Tests that run `sandbox` on compiled scenarios, sharing one scenario cache per test class run (the
/// compiled files are shared between the tests of one run, as a user's cache is).
class CompiledScenarioTestCase: SandboxCommandTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `sandbox args…` with the class's scenario cache.
    func sandbox(_ args: [String], environment: [String: String] = [:], timeout: TimeInterval = 120,
                 file: StaticString = #filePath, line: UInt = #line) throws -> SandboxProcess.Outcome {
        let p = SandboxProcess(args, in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path].merging(environment) { $1 })
        try p.start()
        return p.finish(timeout: timeout, file: file, line: line)
    }

    /// An app delegate as Xcode's template before scenes wrote it, in code: `@main`, a window, `root()`
    /// as its root controller. The file begins with `import UIKit`.
    static func appDelegate(named name: String = "AppDelegate", root: String) -> String {
        """
        import UIKit

        @main
        class \(name): UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = \(root)()
                window?.makeKeyAndVisible()
                return true
            }
        }

        """
    }

    /// The virtual times of a run's `print` events (its `--log`), by message.
    func printTimes(inLog path: URL) throws -> [String: Double] {
        var times: [String: Double] = [:]
        for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["event"] as? String == "print", let message = object["message"] as? String,
                  let time = object["time"] as? Double else { continue }
            times[message] = time
        }
        return times
    }

    nonisolated static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-device-tests-cache-\(getpid())")

    nonisolated override class func tearDown() {
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    func checkAll(in folderName: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = Self.repository.appendingPathComponent(folderName)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty, file: file, line: line)
        for name in files {
            let scenario = dir.appendingPathComponent(name).path
            let expected = String(scenario.dropLast(".swift".count)) + ".trace"
            let r = try sandbox(["check", scenario, "--expect", expected], file: file, line: line)
            XCTAssertEqual(r.status, 0, "\(name):\n\(r.stdout)\(r.stderr)", file: file, line: line)
        }
    }
}
