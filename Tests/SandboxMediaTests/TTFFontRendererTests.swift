import Foundation
import Raster
import SandboxKit
import SandboxMedia
import XCTest

@MainActor
final class TTFFontRendererTests: XCTestCase {
    func testMeasuresAKnownStringFromTheBundledFont() async throws {
        let fonts = try TTFFontRenderer()
        let font = UIFont.systemFont(ofSize: 20)
        let size = fonts.size(of: "Hello, world", font: font)
        // DejaVu Sans's advances (units of 1/2048 em) for "Hello, world" sum to 12132, so 118.5 px at
        // 20 px; hinting and kerning may move that by a pixel. The line is 23-24 px high.
        XCTAssertEqual(size.width, 118.5, accuracy: 1.5)
        XCTAssertEqual(size.height, fonts.lineHeight(of: font))
        XCTAssertEqual(fonts.lineHeight(of: font), 23, accuracy: 1)
        XCTAssertGreaterThan(fonts.ascender(of: font), 15)
        XCTAssertLessThan(fonts.ascender(of: font), fonts.lineHeight(of: font))
        XCTAssertEqual(fonts.size(of: "", font: font).width, 0)
    }

    func testBoldIsWiderThanRegularAndMonospaceHasEqualAdvances() async throws {
        let fonts = try TTFFontRenderer()
        let text = "Birthday reminders"
        XCTAssertGreaterThan(fonts.size(of: text, font: .boldSystemFont(ofSize: 17)).width,
                             fonts.size(of: text, font: .systemFont(ofSize: 17)).width)
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        XCTAssertEqual(fonts.size(of: "iiii", font: mono).width, fonts.size(of: "MMMM", font: mono).width)
    }

    func testRenderedLineHasTheLineBoxSizeAndInkInTheColour() async throws {
        let fonts = try TTFFontRenderer()
        let font = UIFont.systemFont(ofSize: 20)
        let red = Color(red: 1, green: 0, blue: 0)
        let line = fonts.render("Hello", font: font, color: red, scale: 1)
        let size = fonts.size(of: "Hello", font: font)
        XCTAssertEqual(line.width, Int(size.width))
        XCTAssertEqual(line.height, Int(size.height))
        let ink = line.pixels.filter { $0 >> 24 != 0 }
        XCTAssertGreaterThan(ink.count, 100, "the glyphs left no pixels")
        // Premultiplied red: green and blue stay 0, red never exceeds alpha, solid stems are opaque.
        XCTAssertTrue(ink.allSatisfy { ($0 >> 8) & 0xFF == 0 && $0 & 0xFF == 0 && ($0 >> 16) & 0xFF <= $0 >> 24 })
        XCTAssertTrue(ink.contains(0xFFFF_0000))
        // Anti-aliased edges: some partially covered pixels.
        XCTAssertTrue(ink.contains { $0 >> 24 < 255 })
    }

    func testScaleTwoRendersAboutTwiceAsLarge() async throws {
        let fonts = try TTFFontRenderer()
        let font = UIFont.systemFont(ofSize: 15)
        let one = fonts.render("Messages", font: font, color: Color(rgb: 0), scale: 1)
        let two = fonts.render("Messages", font: font, color: Color(rgb: 0), scale: 2)
        XCTAssertEqual(Double(two.width), Double(one.width) * 2, accuracy: 3)
        XCTAssertEqual(Double(two.height), Double(one.height) * 2, accuracy: 2)
    }

    func testTranslucentColourScalesCoverage() async throws {
        let fonts = try TTFFontRenderer()
        let font = UIFont.boldSystemFont(ofSize: 24)
        let half = fonts.render("W", font: font, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5), scale: 1)
        XCTAssertEqual(half.pixels.map { $0 >> 24 }.max(), 128)
    }

    func testCachesPerStringFontColourAndScaleWithinItsBudget() async throws {
        let fonts = try TTFFontRenderer(cachePixelLimit: 20_000)
        let font = UIFont.systemFont(ofSize: 12)
        let a = fonts.render("cached", font: font, color: Color(rgb: 0), scale: 1)
        XCTAssertEqual(fonts.cachedLineCount, 1)
        XCTAssertEqual(fonts.render("cached", font: font, color: Color(rgb: 0), scale: 1), a)
        XCTAssertEqual(fonts.cachedLineCount, 1)
        _ = fonts.render("cached", font: font, color: Color(rgb: 0xFF0000), scale: 1)
        _ = fonts.render("cached", font: font, color: Color(rgb: 0), scale: 2)
        _ = fonts.render("cached", font: .boldSystemFont(ofSize: 12), color: Color(rgb: 0), scale: 1)
        XCTAssertEqual(fonts.cachedLineCount, 4)
        for i in 0..<500 { _ = fonts.render("line \(i)", font: font, color: Color(rgb: 0), scale: 1) }
        XCTAssertLessThan(fonts.cachedLineCount, 500, "the cache must stay within its pixel budget")
        XCTAssertGreaterThan(fonts.cachedLineCount, 10)
    }

    func testEmptyStringRendersAnEmptyLine() async throws {
        let fonts = try TTFFontRenderer()
        let line = fonts.render("", font: .systemFont(ofSize: 14), color: Color(rgb: 0), scale: 1)
        XCTAssertEqual(line.width, 0)
        XCTAssertEqual(line.height, Int(fonts.lineHeight(of: .systemFont(ofSize: 14))))
    }

    func testMissingFontNamesThePathAndTheReason() async {
        let missing = URL(fileURLWithPath: "/nonexistent/NoSuchFont.ttf")
        var files = TTFFontRenderer.FontFiles.bundled
        files.bold = missing
        XCTAssertThrowsError(try TTFFontRenderer(files: files)) { error in
            XCTAssertEqual(error as? FontLoadingError, FontLoadingError(path: missing.path, reason: "no such file"))
            XCTAssertEqual("\(error)", "/nonexistent/NoSuchFont.ttf: no such file")
        }
    }

    func testAFileThatIsNotAFontIsRefusedWithSDLsReason() async throws {
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
        try Data("this is not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        var files = TTFFontRenderer.FontFiles.bundled
        files.regular = junk
        XCTAssertThrowsError(try TTFFontRenderer(files: files)) { error in
            guard let e = error as? FontLoadingError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.path, junk.path)
            XCTAssertTrue(e.reason.hasPrefix("not a font SDL_ttf can read"), e.reason)
        }
    }
}
