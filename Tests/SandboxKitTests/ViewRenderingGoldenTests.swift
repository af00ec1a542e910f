import Raster
import SandboxTestSupport
import SandboxMedia
import XCTest
@testable import SandboxKit

/// Golden images of the content views (labels, buttons, image views) drawn with the real fonts
/// (DejaVu Sans through SDL_ttf). Text is anti-aliased by FreeType, so a tolerance of 2 per channel
/// absorbs rounding differences between FreeType builds; the layout itself is exact.
@MainActor
final class ViewRenderingGoldenTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    override func setUp() async throws {
        app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 120), scale: 1))
        app.fonts = try TTFFontRenderer()
        window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        // The same scene composited in bands on 2 and 3 threads gives the same bytes.
        if let window { assertThreadCountsAgree(window) }
    }

    private func label(_ text: String, _ frame: CGRect, lines: Int = 1, alignment: NSTextAlignment = .natural,
                       size: CGFloat = 15) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: size)
        l.numberOfLines = lines
        l.textAlignment = alignment
        l.backgroundColor = .systemGray6
        window.addSubview(l)
        return l
    }

    func testLabelAlignments() async {
        _ = label("Left", CGRect(x: 10, y: 10, width: 180, height: 24), alignment: .left)
        _ = label("Center", CGRect(x: 10, y: 40, width: 180, height: 24), alignment: .center)
        _ = label("Right", CGRect(x: 10, y: 70, width: 180, height: 24), alignment: .right)
        let bold = label("Bold red", CGRect(x: 10, y: 96, width: 180, height: 20), size: 13)
        bold.font = .boldSystemFont(ofSize: 13)
        bold.textColor = .systemRed
        app.runTurn()
        assertGolden(window.framebuffer, named: "label_alignments", tolerance: 2)
    }

    func testLabelWrappingAndTruncation() async {
        let wrapped = label("The quick brown fox jumps over the lazy dog.", CGRect(x: 10, y: 5, width: 120, height: 56), lines: 0, size: 13)
        _ = label("The quick brown fox jumps over the lazy dog.", CGRect(x: 10, y: 66, width: 120, height: 20), size: 13)
        _ = label("Two lines at most, then the rest is cut off here, and this part is never shown.", CGRect(x: 10, y: 90, width: 180, height: 28), lines: 2, size: 11)
        app.runTurn()
        XCTAssertEqual(wrapped.textLayout.lines.count, 3)
        assertGolden(window.framebuffer, named: "label_wrapping_truncation", tolerance: 2)
    }

    private func button() -> UIButton {
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 40, y: 40, width: 120, height: 40)
        b.setTitle("Press me", for: .normal)
        b.backgroundColor = .systemGray6
        b.layer.cornerRadius = 8
        window.addSubview(b)
        return b
    }

    func testButtonNormal() async {
        _ = button()
        app.runTurn()
        assertGolden(window.framebuffer, named: "button_normal", tolerance: 2)
    }

    func testButtonHighlightedWhilePressed() async {
        let b = button()
        b.setTitle("Pressed", for: .highlighted)
        app.runTurn()
        app.post(.pointerDown(CGPoint(x: 100, y: 60)))
        app.runTurn()
        XCTAssertTrue(b.isHighlighted)
        assertGolden(window.framebuffer, named: "button_highlighted", tolerance: 2)
        app.post(.pointerUp(CGPoint(x: 100, y: 60)))
        app.runTurn()
        assertGolden(window.framebuffer, named: "button_normal", tolerance: 2)
    }

    /// A 20 × 10 image: left half orange, right half blue, with a 2-pixel black top row.
    private func image() -> UIImage {
        var b = Bitmap(width: 20, height: 10)
        for y in 0..<10 { for x in 0..<20 {
            b[x, y] = y < 2 ? UIColor.black.color.premultiplied : (x < 10 ? UIColor.systemOrange : UIColor.systemBlue).color.premultiplied
        } }
        return UIImage(bitmap: b)
    }

    func testImageViewContentModes() async {
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
        for (i, mode) in modes.enumerated() {
            let v = UIImageView(image: image())
            v.frame = CGRect(x: 10 + CGFloat(i) * 47, y: 30, width: 40, height: 40)
            v.contentMode = mode
            v.backgroundColor = .systemGray5
            window.addSubview(v)
        }
        app.runTurn()
        let fb = window.framebuffer
        // Aspect fit: 40 × 20 centred, so the rows above and below are the background.
        XCTAssertEqual(fb[57 + 20, 35], UIColor.systemGray5.color.premultiplied)
        XCTAssertEqual(fb[57 + 5, 50], UIColor.systemOrange.color.premultiplied)
        assertGolden(fb, named: "imageview_content_modes", tolerance: 2)
    }
}
