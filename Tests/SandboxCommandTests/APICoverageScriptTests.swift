import Foundation
import XCTest

/// scripts/api-usage-rank (the ranked list of UIKit's API by use) and scripts/api-coverage (how much of
/// it the sandbox declares and simulates), run as a maintainer runs them.
final class APICoverageScriptTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent("scripts/\(script)").path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let o = Box(), e = Box()
        let group = DispatchGroup()
        let outHandle = out.fileHandleForReading, errHandle = err.fileHandleForReading
        group.enter(); DispatchQueue.global().async { o.data = outHandle.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { e.data = errHandle.readDataToEndOfFile(); group.leave() }
        process.waitUntilExit()
        group.wait()
        return (process.terminationStatus, String(decoding: o.data, as: UTF8.self), String(decoding: e.data, as: UTF8.self))
    }

    /// A use in app code is named as the symbol its header declares, in Swift's spelling: a method by
    /// its base name, an initializer with its labels, an enum case under its nested type (found through
    /// the property it is assigned to), an inherited member used through implicit `self`.
    func testRankingNamesEachUseAsSwiftImportsTheHeader() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("api-rank-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
            try fm.createDirectory(at: dir.appendingPathComponent("sdk/\(module)"), withIntermediateDirectories: true)
        }
        try """
        extension UIView {
          enum ContentMode : Int {
            init?(rawValue: Int)
            var rawValue: Int { get }
            case scaleToFill
            case scaleAspectFit
          }
        }
        class UIView : UIResponder {
          init(frame: CGRect)
          func addSubview(_ view: UIView)
          var contentMode: UIView.ContentMode
          var backgroundColor: UIColor?
        }
        class UIImageView : UIView {
          init(image: UIImage?)
        }
        class UIViewController : UIResponder {
          var view: UIView!
          func viewDidLoad()
          var title: String?
        }
        @available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
        typealias UIViewContentMode = UIView.ContentMode
        """.write(to: dir.appendingPathComponent("sdk/UIKit/UIView.swift"), atomically: true, encoding: .utf8)
        try "struct CGRect {\n  var origin: CGPoint\n}\n"
            .write(to: dir.appendingPathComponent("sdk/CoreGraphics/CGGeometry.swift"), atomically: true, encoding: .utf8)
        let app = dir.appendingPathComponent("code/SomeApp")
        try fm.createDirectory(at: app, withIntermediateDirectories: true)
        try """
        import UIKit
        class Screen: UIViewController {
            override func viewDidLoad() {
                title = "Hi"
                let image = UIImageView(image: nil)
                image.contentMode = .scaleAspectFit
                view.addSubview(image) // backgroundColor, in a comment, is no use of it
            }
        }
        """.write(to: app.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        try "let notUIKit = 1\n".write(to: app.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)

        let out = dir.appendingPathComponent("usage.tsv")
        let result = try run("api-usage-rank", ["--interface", dir.appendingPathComponent("sdk").path,
                                                "--out", out.path, dir.appendingPathComponent("code").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let symbols = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        XCTAssertEqual(Set(symbols), ["UIViewController", "UIViewController.viewDidLoad", "UIViewController.title",
                                      "UIViewController.view", "UIImageView", "UIImageView.init(image:)",
                                      "UIView.contentMode", "UIView.ContentMode.scaleAspectFit", "UIView.addSubview"])
        XCTAssertTrue(result.stderr.contains("in 1 files of 1 repositories"), result.stderr)
    }

    /// The coverage of the checked-in list's top symbols: a table, then totals that add up.
    func testCoverageOfTheCheckedInListPrintsTotalsThatAddUp() async throws {
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        let result = try run("api-coverage", ["--no-build", "--build-path", products.path, "--top", "60"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let pattern = try NSRegularExpression(pattern: #"^total: (\d+) symbols, (\d+) declared \([\d.]+%\), (\d+) behaving \([\d.]+%\)$"#)
        let match = try XCTUnwrap(pattern.firstMatch(in: last, range: NSRange(last.startIndex..., in: last)), last)
        let numbers = (1...3).map { Int((last as NSString).substring(with: match.range(at: $0)))! }
        XCTAssertEqual(numbers[0], 60)
        XCTAssertGreaterThan(numbers[1], 30, "most of the 60 most-used symbols (UIView, viewDidLoad) are declared")
        XCTAssertLessThanOrEqual(numbers[2], numbers[1])
        let rows = result.stdout.split(separator: "\n").dropFirst().dropLast()
        let perClass = rows.compactMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        XCTAssertEqual(perClass.reduce(0, +), 60, "each symbol is in one class's row")
    }
}
