import SandboxMedia
import XCTest

/// `--appearance light|dark` and `--text-size CATEGORY`: a headless run's device is dark, or at another
/// text size, from its launch (docs/traits.md); a value that is none is refused in one line.
final class DeviceTraitsOptionTests: CompiledScenarioTestCase {
    /// What a user checks: a `.label` label on `.systemBackground` is white-ish on black in a dark run's
    /// screenshot, and the app's traits say dark and the text size asked for.
    func testADarkRunDrawsWhiteTextOnBlack() async throws {
        _ = try write("label.swift", """
            let a = UIViewController()
            a.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            label.text = "Hello, dark"
            a.view.addSubview(label)
            window.rootViewController = a
            screenshot("label.png")
            print(a.traitCollection.userInterfaceStyle == .dark ? "dark" : "light", UIFont.preferredFont(forTextStyle: .body).pointSize)

            """)
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let r = try sandbox(["run", "label.swift", "--screenshots", shots.path, "--appearance", "dark", "--text-size", "ax1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("dark 28.0"), r.stdout)
        let image = try PNGFile.read(shots.appendingPathComponent("label.png").path)
        let scale = image.width / 390
        func bright(_ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys { for x in (20 * scale)..<(320 * scale) where image[x, y].argb & 0xFF > 0xC0 { n += 1 } }
            return n
        }
        XCTAssertGreaterThan(bright((100 * scale)..<(140 * scale)), 50, "white-ish glyphs")
        XCTAssertEqual(bright((60 * scale)..<(100 * scale)), 0, "on black")
        XCTAssertEqual(image[5 * scale, 300 * scale].argb & 0xFFFFFF, 0, "the background is black")
        let light = try sandbox(["trace", "label.swift"])
        XCTAssertTrue(light.stdout.contains("print: light 17.0"), light.stdout)
    }

    func testAnUnknownValueIsRefusedInOneLine() async throws {
        _ = try write("ok.swift", "print(1)\n")
        for (command, option, value) in [("trace", "--appearance", "purple"), ("run", "--text-size", "huge"), ("check", "--appearance", "purple")] {
            let r = try sandbox([command, "ok.swift", option, value])
            XCTAssertEqual(r.status, 2, "\(command): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("\(option) \(value) is not"), r.stderr)
        }
    }
}
