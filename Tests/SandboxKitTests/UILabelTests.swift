import XCTest
@testable import SandboxKit

/// The application's placeholder fonts: 0.6 em per character, lines 1.2 em high (rounded up).
@MainActor
final class UILabelTests: XCTestCase {
    override func setUp() async throws { _ = UIApplication() }

    func testDefaults() async {
        let label = UILabel(frame: .zero)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
    }

    func testSizeThatFitsOneLineIgnoresTheWidth() async {
        let label = UILabel(text: "abcdefghij")
        label.font = .systemFont(ofSize: 10)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 5)), CGSize(width: 60, height: 12))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 60, height: 12))
    }

    func testSizeThatFitsWrapsMultilineText() async {
        let label = UILabel(text: "the quick brown fox jumps over")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 60, height: 0)), CGSize(width: 60, height: 36))
        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 180, height: 12), "zero width is unconstrained")
        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 60, height: 0)), CGSize(width: 60, height: 24))
    }

    /// `adjustsFontSizeToFitWidth` shrinks a one-line label's font until the text fits, no further than
    /// `minimumScaleFactor`; with the default factor of 0 it does not shrink (UIKit's documented default),
    /// and the text that still overflows is truncated. The intrinsic size stays the font's.
    func testAdjustsFontSizeToFitWidthShrinksToTheMinimumScale() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "abcdefghij"          // 60 points at 10
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(label.drawnFont.pointSize, 10, "a factor of 0 keeps the font")
        label.minimumScaleFactor = 0.25
        XCTAssertEqual(label.drawnFont.pointSize, 5, accuracy: 1e-9, "30 of 60 points: half the size")
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["abcdefghij"], "the whole text fits at the smaller size")
        label.minimumScaleFactor = 0.75
        XCTAssertEqual(label.drawnFont.pointSize, 7.5, accuracy: 1e-9, "no smaller than the factor")
        XCTAssertEqual(label.textLayout.lines.count, 1)
        XCTAssertNotEqual(label.textLayout.lines.first?.text, "abcdefghij", "what still overflows is truncated")
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 60, height: 12))
    }

    func testSizeToFitUsesTheCurrentWidth() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "the quick brown fox jumps over"
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, CGSize(width: 60, height: 36))
    }

    func testDrawnLinesAreLimitedByTheHeight() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "the quick brown fox jumps over"
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["the quick", "brown fox…"], "two 12 pt lines fit in 30 pt")
    }

    func testTextRectIsCentredVertically() async {
        let label = UILabel(text: "abc")
        label.font = .systemFont(ofSize: 10)
        XCTAssertEqual(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 40), limitedToNumberOfLines: 1),
                       CGRect(x: 0, y: 14, width: 18, height: 12))
    }

    func testChangingTextRequestsDisplay() async {
        let label = UILabel(text: "a")
        label.needsDisplay = false
        label.text = "b"
        XCTAssertTrue(label.needsDisplay)
        label.needsDisplay = false
        label.text = "b"
        XCTAssertFalse(label.needsDisplay, "the same text does not redraw")
    }
}
