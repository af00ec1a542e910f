import XCTest

/// `--device MODEL`: a headless run imitates that model's screen, safe areas and idiom
/// (docs/device-models.md); a name that is no model is refused with the list.
final class DeviceModelOptionTests: CompiledScenarioTestCase {
    func testTheDeviceOptionPicksTheScreenTheAppSees() async throws {
        _ = try write("screen.swift", """
            import UIKit

            let page = UIViewController()
            window.rootViewController = UINavigationController(rootViewController: page)
            wait(0.1)
            print(UIScreen.main.bounds.size, page.view.safeAreaInsets.top, page.view.safeAreaInsets.bottom,
                  UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")

            """)
        let expected = [(nil, "(390.0, 844.0) 91.0 34.0 phone"), ("iphone-se", "(375.0, 667.0) 64.0 0.0 phone"),
                        ("iphone-15-pro-max", "(430.0, 932.0) 103.0 34.0 phone"), ("ipad", "(820.0, 1180.0) 74.0 20.0 pad")]
        for (model, line) in expected {
            let r = try sandbox(["trace", "screen.swift"] + (model.map { ["--device", $0] } ?? []))
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("print: \(line)\n"), "\(model ?? "default"): \(r.stdout)")
        }
        let wrong = try sandbox(["trace", "screen.swift", "--device", "nokia-3310"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--device nokia-3310 is not a device model; choose one of iphone-14, iphone-15, iphone-15-pro-max, iphone-se, ipad"), wrong.stderr)
    }
}
