import XCTest
@testable import SandboxKit

/// With the placeholder renderer every character is 6 pt wide at 10 pt and a line is 12 pt high, so
/// expected lines can be worked out by hand.
@MainActor
final class TextLayoutTests: XCTestCase {
    private let fonts = PlaceholderFontRenderer()
    private let font = UIFont.systemFont(ofSize: 10)

    private func lines(_ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byTruncatingTail) -> [String] {
        TextLayout(text: text, font: font, maxWidth: width, maximumNumberOfLines: lines, lineBreakMode: mode, fonts: fonts)
            .lines.map(\.text)
    }

    func testFitsOnOneLine() async {
        let layout = TextLayout(text: "hello", font: font, maxWidth: 100, maximumNumberOfLines: 0, fonts: fonts)
        XCTAssertEqual(layout.lines, [TextLayout.Line(text: "hello", width: 30)])
        XCTAssertEqual(layout.size, CGSize(width: 30, height: 12))
        XCTAssertFalse(layout.isTruncated)
    }

    func testWrapsAtWords() async {
        // 60 pt = 10 characters per line.
        XCTAssertEqual(lines("the quick brown fox jumps over", width: 60), ["the quick", "brown fox", "jumps over"])
    }

    /// A wrapped paragraph keeps its indentation on its first line: a compiler's quoted line of code
    /// lost it in the window's error panel, and the caret line under it (short, not wrapped) pointed
    /// eight columns right of the error.
    func testAWrappedParagraphKeepsItsIndentation() async {
        XCTAssertEqual(lines("    let x: Int = value here", width: 60), ["    let x:", "Int =", "value here"])
        XCTAssertEqual(lines("    let x: Int = value here\n               ^", width: 120),
                       ["    let x: Int =", "value here", "               ^"])
        XCTAssertEqual(lines("the  quick", width: 60), ["the  quick"], "spaces inside a line are kept as before")
    }

    func testLongWordBreaksBetweenCharacters() async {
        XCTAssertEqual(lines("a abcdefghijklmnop b", width: 60), ["a", "abcdefghij", "klmnop b"])
    }

    func testExplicitNewlines() async {
        XCTAssertEqual(lines("one\ntwo\n\nfour", width: 100), ["one", "two", "", "four"])
    }

    func testTailTruncationOnTheLastLine() async {
        let layout = TextLayout(text: "the quick brown fox jumps over", font: font, maxWidth: 60, maximumNumberOfLines: 2, fonts: fonts)
        XCTAssertEqual(layout.lines.map(\.text), ["the quick", "brown fox…"])
        XCTAssertTrue(layout.isTruncated)
        XCTAssertTrue(layout.lines.allSatisfy { $0.width <= 60 })
    }

    func testSingleLineTruncatesTheTail() async {
        XCTAssertEqual(lines("abcdefghijklmnop", width: 60, lines: 1), ["abcdefghi…"])
        XCTAssertEqual(lines("abc def ghi jkl", width: 60, lines: 1), ["abc def g…"], "cut between characters, as UIKit")
        XCTAssertEqual(lines("abcdefgh ijkl", width: 60, lines: 1), ["abcdefgh…"], "no space before the ellipsis")
    }

    func testHeadAndMiddleTruncation() async {
        XCTAssertEqual(lines("abcdefghijklmnop", width: 60, lines: 1, mode: .byTruncatingHead), ["…hijklmnop"])
        XCTAssertEqual(lines("abcdefghijklmnop", width: 60, lines: 1, mode: .byTruncatingMiddle), ["abcde…mnop"])
    }

    func testClippingKeepsTheTextWithoutEllipsis() async {
        let layout = TextLayout(text: "abcdefghijklmnop", font: font, maxWidth: 60, maximumNumberOfLines: 1,
                                lineBreakMode: .byClipping, fonts: fonts)
        XCTAssertEqual(layout.lines.map(\.text), ["abcdefghijklmnop"])
        XCTAssertTrue(layout.isTruncated)
    }

    func testCharacterWrapping() async {
        XCTAssertEqual(lines("abc def ghij", width: 30, mode: .byCharWrapping), ["abc d", "ef gh", "ij"])
    }

    func testUnconstrainedWidthNeverWraps() async {
        XCTAssertEqual(lines("the quick brown fox", width: 0), ["the quick brown fox"])
    }

    func testEmptyText() async {
        let layout = TextLayout(text: "", font: font, maxWidth: 60, maximumNumberOfLines: 0, fonts: fonts)
        XCTAssertEqual(layout.lines, [])
        XCTAssertEqual(layout.size, .zero)
    }

    func testLineOriginsAlignAndCentreVertically() async {
        let layout = TextLayout(text: "ab\nabcd", font: font, maxWidth: 100, maximumNumberOfLines: 0, fonts: fonts)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40) // 24 pt of text: 8 pt above
        XCTAssertEqual(layout.lineOrigins(in: rect, alignment: .left), [CGPoint(x: 0, y: 8), CGPoint(x: 0, y: 20)])
        XCTAssertEqual(layout.lineOrigins(in: rect, alignment: .natural), [CGPoint(x: 0, y: 8), CGPoint(x: 0, y: 20)])
        XCTAssertEqual(layout.lineOrigins(in: rect, alignment: .center), [CGPoint(x: 44, y: 8), CGPoint(x: 38, y: 20)])
        XCTAssertEqual(layout.lineOrigins(in: rect, alignment: .right), [CGPoint(x: 88, y: 8), CGPoint(x: 76, y: 20)])
    }
}
