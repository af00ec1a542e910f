import Foundation
import XCTest
@testable import SandboxKit

/// UITextView as a notes or comment screen uses it: wrapped text inside UIKit's insets, a content size
/// that scrolls, a tap that begins editing, typing with Return as a newline, the delegate in UIKit's
/// order (and the classic "end on Return" refusal), self-sizing under Auto Layout when scrolling is off.
final class UITextViewTests: LifecycleTestCase {
    @MainActor private final class Delegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var endsOnReturn = false
        var refusesToEnd = false
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return !refusesToEnd }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(text == "\n" ? "\\n" : text)'")
            if endsOnReturn && text == "\n" { textView.resignFirstResponder(); return false }
            return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    }

    private var textView: UITextView!
    private var delegate: Delegate!
    private var notes: NotificationLog?

    override func setUp() async throws {
        try await super.setUp()
        window.makeKeyAndVisible()
        textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        delegate = Delegate()
        textView.delegate = delegate
        window.addSubview(textView)
        app.runTurn()
        let names: [(NSNotification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "textDidBegin"), (UITextView.textDidChangeNotification, "textDidChange"),
            (UITextView.textDidEndEditingNotification, "textDidEnd"), (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
            (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
        ]
        notes = NotificationLog(names) { [unowned self] in self.delegate.log.append($0) }
    }

    override func tearDown() async throws {
        notes?.stop()
        try await super.tearDown()
    }

    private func type(_ keys: String...) {
        for k in keys { app.post(.key(k)) }
        app.runTurn()
    }

    private var lineHeight: CGFloat { app.fonts.lineHeight(of: .systemFont(ofSize: 17)) }

    func testUIKitsDefaults() async {
        let plain = UITextView()
        XCTAssertEqual(plain.text, "", "an empty string, never nil")
        XCTAssertNil(plain.font, "nil until set, as UIKit's")
        XCTAssertEqual(plain.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(plain.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(plain.isEditable)
        XCTAssertTrue(plain.isScrollEnabled)
        XCTAssertEqual(plain.backgroundColor, .systemBackground)
        XCTAssertEqual(plain.intrinsicContentSize.height, UIView.noIntrinsicMetric, "a scrolling text view has no intrinsic size")
    }

    /// Text longer than the view wraps at words within the padding and the content grows past the
    /// bounds, so it scrolls; the content is the insets plus the lines.
    func testLongTextWrapsAndScrolls() async {
        textView.text = "The quick brown fox jumps over the lazy dog and keeps running past the end of the view"
        app.runTurn()
        let layout = textView.lines(forWidth: 200)
        XCTAssertGreaterThan(layout.lines.count, 3)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 200 - 10 + 1e-6, "\(line.text)") }
        XCTAssertEqual(layout.lines.map(\.text).joined(separator: " "), textView.text, "wrapped at spaces, nothing lost")
        XCTAssertEqual(textView.contentSize.height, (16 + CGFloat(layout.lines.count) * lineHeight).rounded(.up))
        XCTAssertGreaterThan(textView.maximumContentOffset.y, 0, "taller than the view: it scrolls")
        textView.text = ""
        app.runTurn()
        XCTAssertEqual(textView.contentSize.height, (16 + lineHeight).rounded(.up), "empty: one line's room")
    }

    func testATapBeginsEditingInUIKitsOrderAndTheKeyboardShows() async {
        tap(CGPoint(x: 100, y: 150))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin", "textDidBegin", "keyboardWillShow"])
    }

    /// Characters type at the end, Return is a newline, Backspace deletes; each asks first, then the
    /// text changes and the delegate and observers hear it. Setting the text in code tells nobody.
    func testTypingAsksTheDelegateAndReturnIsANewline() async {
        XCTAssertTrue(textView.becomeFirstResponder())
        delegate.log = []
        type("H", "i", "Return", "x", "Backspace")
        XCTAssertEqual(textView.text, "Hi\n")
        XCTAssertEqual(delegate.log.filter { $0.hasPrefix("change") },
                       ["change 0,0 'H'", "change 1,0 'i'", "change 2,0 '\\n'", "change 3,0 'x'", "change 3,1 ''"])
        XCTAssertEqual(delegate.log.filter { $0 == "didChange" }.count, 5)
        XCTAssertEqual(delegate.log.filter { $0 == "textDidChange" }.count, 5)
        XCTAssertEqual(textView.contentSize.height, (16 + 2 * lineHeight).rounded(.up), "the newline starts a second line")
        delegate.log = []
        textView.text = "Set in code"
        XCTAssertEqual(delegate.log, [])
    }

    /// The delegate that answers false to "\n" and resigns: editing ends, no newline is typed.
    func testRefusingReturnEndsEditing() async {
        delegate.endsOnReturn = true
        textView.becomeFirstResponder()
        type("o", "k")
        delegate.log = []
        type("Return")
        XCTAssertEqual(textView.text, "ok")
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(delegate.log, ["change 2,0 '\\n'", "shouldEnd", "didEnd", "textDidEnd", "keyboardWillHide"])
    }

    func testAReadOnlyTextViewDoesNotEdit() async {
        textView.isEditable = false
        tap(CGPoint(x: 100, y: 150))
        XCTAssertFalse(textView.isFirstResponder)
        type("a")
        XCTAssertEqual(textView.text, "")
    }

    /// Typing past the bottom scrolls the insertion point into view.
    func testTypingKeepsTheInsertionPointVisible() async {
        textView.becomeFirstResponder()
        for _ in 0..<8 { type("a", "Return") }
        type("z")
        XCTAssertGreaterThan(textView.contentSize.height, textView.bounds.height)
        XCTAssertEqual(textView.contentOffset.y, textView.contentSize.height - textView.bounds.height,
                       "the last line and the inset under it show at the bottom")
        textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
        XCTAssertEqual(textView.contentOffset.y, 0, "the first line is back in view")
    }

    /// With scrolling off, the text view is as tall as its text under Auto Layout, and grows as it wraps.
    func testWithoutScrollingItSizesItselfToItsText() async {
        let grows = UITextView()
        grows.font = .systemFont(ofSize: 17)
        grows.isScrollEnabled = false
        grows.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(grows)
        NSLayoutConstraint.activate([
            grows.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            grows.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            grows.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
        ])
        app.runTurn()
        XCTAssertEqual(grows.frame.width, 350)
        XCTAssertEqual(grows.frame.height, (16 + lineHeight).rounded(.up), "one line and the insets")
        grows.text = String(repeating: "word ", count: 40)
        app.runTurn()
        let lines = grows.lines(forWidth: 350).lines.count
        XCTAssertGreaterThanOrEqual(lines, 3)
        XCTAssertEqual(grows.frame.height, (16 + CGFloat(lines) * lineHeight).rounded(.up), "as tall as its \(lines) lines")
        XCTAssertEqual(grows.contentOffset, .zero)
    }

    /// `endEditing(false)` lets the delegate keep editing going; `endEditing(true)` ends it anyway.
    func testEndEditingForcesATextViewOut() async {
        textView.becomeFirstResponder()
        delegate.refusesToEnd = true
        XCTAssertFalse(window.endEditing(false))
        XCTAssertTrue(textView.isFirstResponder)
        delegate.log = []
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd", "textDidEnd", "keyboardWillHide"])
    }
}
