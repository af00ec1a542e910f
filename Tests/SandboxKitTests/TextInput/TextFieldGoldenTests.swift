import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// What text fields and layer shadows look like (bundled fonts): the four border styles with a
/// placeholder, text, secure text and a field being edited with its insertion point; cards with shadows
/// of several radii, offsets and colours, one rounded, one clipping (no shadow, as in Core Animation).
final class TextFieldGoldenTests: GoldenSceneTestCase {
    func testTextFieldStyles() async {
        window.backgroundColor = .systemGroupedBackground
        let specs: [(UITextField.BorderStyle, String?, String)] = [
            (.roundedRect, nil, "Email"), (.roundedRect, "jane@example.com", "Email"), (.line, "Line", ""),
            (.bezel, "Bezel", ""), (.none, nil, "No border"),
        ]
        for (i, spec) in specs.enumerated() {
            let f = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(i) * 46, width: 280, height: 34))
            f.borderStyle = spec.0
            f.text = spec.1
            f.placeholder = spec.2
            window.addSubview(f)
        }
        let secure = UITextField(frame: CGRect(x: 20, y: 250, width: 280, height: 34))
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        window.addSubview(secure)
        let editing = UITextField(frame: CGRect(x: 20, y: 296, width: 280, height: 34))
        editing.borderStyle = .roundedRect
        editing.text = "Typing"
        window.addSubview(editing)
        let empty = UITextField(frame: CGRect(x: 20, y: 342, width: 280, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Focused, empty"
        window.addSubview(empty)
        app.runTurn()
        XCTAssertTrue(editing.becomeFirstResponder())
        app.runTurn()
        assertGolden(window.framebuffer, named: "text_fields", tolerance: 1)
    }

    /// Text views: wrapped text at UIKit's insets, centred text in a bordered one with no padding,
    /// scrolled text clipped by its bounds, and one being edited with its insertion point after a newline.
    func testTextViews() async {
        window.backgroundColor = .systemGroupedBackground
        let notes = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 110))
        notes.font = .systemFont(ofSize: 17)
        notes.text = "Groceries for the weekend: apples, oat milk, coffee beans and something for Sunday's dinner."
        window.addSubview(notes)
        let centred = UITextView(frame: CGRect(x: 20, y: 145, width: 280, height: 60))
        centred.font = .boldSystemFont(ofSize: 15)
        centred.textAlignment = .center
        centred.textContainerInset = .zero
        centred.textContainer.lineFragmentPadding = 0
        centred.layer.borderWidth = 1
        centred.layer.borderColor = UIColor.systemBlue.cgColor
        centred.text = "Centred, no insets\nsecond line"
        centred.isEditable = false
        window.addSubview(centred)
        let scrolled = UITextView(frame: CGRect(x: 20, y: 220, width: 280, height: 70))
        scrolled.font = .systemFont(ofSize: 14)
        scrolled.textColor = .secondaryLabel
        scrolled.text = (1...12).map { "Line \($0) of a log" }.joined(separator: "\n")
        window.addSubview(scrolled)
        let editing = UITextView(frame: CGRect(x: 20, y: 305, width: 280, height: 70))
        editing.font = .systemFont(ofSize: 17)
        editing.text = "Typing\n"
        window.addSubview(editing)
        app.runTurn()
        scrolled.scrollRangeToVisible(NSRange(location: scrolled.text.utf16.count, length: 0))
        XCTAssertTrue(editing.becomeFirstResponder())
        app.runTurn()
        assertGolden(window.framebuffer, named: "text_views", tolerance: 1)
    }

    func testLayerShadows() async {
        window.backgroundColor = .systemGroupedBackground
        func card(_ frame: CGRect, _ configure: (CALayer) -> Void) {
            let v = UIView(frame: frame)
            v.backgroundColor = .white
            configure(v.layer)
            window.addSubview(v)
        }
        card(CGRect(x: 20, y: 20, width: 120, height: 80)) { $0.shadowOpacity = 0.5 }
        card(CGRect(x: 180, y: 20, width: 120, height: 80)) {
            $0.shadowOpacity = 0.3; $0.shadowRadius = 10; $0.shadowOffset = CGSize(width: 0, height: 6); $0.cornerRadius = 12
        }
        card(CGRect(x: 20, y: 150, width: 120, height: 80)) {
            $0.shadowOpacity = 0.8; $0.shadowRadius = 0; $0.shadowOffset = CGSize(width: 6, height: 6)
            $0.shadowColor = UIColor.systemBlue.cgColor
        }
        card(CGRect(x: 180, y: 150, width: 120, height: 80)) {
            $0.shadowOpacity = 1; $0.shadowRadius = 8; $0.masksToBounds = true; $0.cornerRadius = 8
        }
        card(CGRect(x: 20, y: 280, width: 280, height: 60)) {
            $0.shadowOpacity = 0.25; $0.shadowRadius = 4; $0.shadowOffset = CGSize(width: 0, height: 2)
            $0.borderWidth = 1; $0.borderColor = UIColor.separator.cgColor; $0.cornerRadius = 10
        }
        app.runTurn()
        assertGolden(window.framebuffer, named: "layer_shadows", tolerance: 1)
    }

    /// A shadow's pixels leave when the shadow does: the damage covers its whole extent.
    func testRemovingAShadowRepaintsItsExtent() async {
        window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.backgroundColor = .white
        window.addSubview(v)
        app.runTurn()
        let plain = window.framebuffer
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 10
        app.runTurn()
        XCTAssertNotEqual(window.framebuffer.pixels, plain.pixels)
        XCTAssertNotEqual(window.framebuffer.pixels[(210 * 320) + 150], plain.pixels[(210 * 320) + 150], "the shadow reaches below the view")
        v.layer.shadowOpacity = 0
        app.runTurn()
        XCTAssertEqual(window.framebuffer.pixels, plain.pixels)
    }
}
