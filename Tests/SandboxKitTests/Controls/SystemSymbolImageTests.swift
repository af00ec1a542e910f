import Raster
import XCTest
@testable import SandboxKit

/// `UIImage(systemName:)`: the common names make a drawn template image, an unknown name makes nil (as on
/// iOS), and the image takes the tint where it is shown.
@MainActor
final class SystemSymbolImageTests: XCTestCase {
    static let common = ["plus", "gear", "house", "person", "star", "trash", "chevron.right", "chevron.left", "magnifyingglass",
                         "heart", "square.and.arrow.up", "info.circle", "xmark", "checkmark", "bell", "list.bullet",
                         "star.fill", "heart.fill", "house.fill", "person.fill", "ellipsis", "pencil",
                         "square.and.pencil", "folder", "envelope", "calendar", "clock", "camera", "photo", "play.fill",
                         "pause.fill", "arrow.clockwise", "plus.circle", "xmark.circle.fill", "book", "bookmark"]

    private func ink(_ image: UIImage) -> Int { image.bitmap.pixels.filter { $0 >> 24 > 0x80 }.count }

    func testCommonNamesAreDrawnTemplatesOfTheSameSize() async {
        _ = UIApplication(screen: UIScreen(scale: 2))
        var seen: [[UInt32]] = []
        for name in Self.common {
            guard let image = UIImage(systemName: name) else { XCTFail("\(name): nil"); continue }
            XCTAssertEqual(image.size, CGSize(width: 24, height: 24), name)
            XCTAssertEqual(image.scale, 2, "drawn for the screen's scale")
            XCTAssertEqual(image.renderingMode, .alwaysTemplate, name)
            XCTAssertTrue(image.isSymbolImage)
            let n = ink(image)
            XCTAssertGreaterThan(n, 40, "\(name) has ink")
            XCTAssertLessThan(n, 48 * 48 * 3 / 4, "\(name) is a shape, not a block")
            XCTAssertFalse(seen.contains(image.bitmap.pixels), "\(name) looks like no other symbol")
            seen.append(image.bitmap.pixels)
        }
    }

    func testAliasesDrawTheSameSymbol() async {
        _ = UIApplication()
        XCTAssertEqual(UIImage(systemName: "gearshape")?.bitmap.pixels, UIImage(systemName: "gear")?.bitmap.pixels)
    }

    func testUnknownNameIsNil() async {
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(UIImage(systemName: "Gear"), "names are case-sensitive, as on iOS")
    }

    func testFilledVariantsHaveMoreInkAndCutOutsAreClear() async {
        _ = UIApplication()
        // the outlines are hollow, the filled variants solid at the centre
        for name in ["star", "heart", "house", "person", "bell", "trash"] {
            let outline = UIImage(systemName: name)!.bitmap, filled = UIImage(systemName: name + ".fill")!.bitmap
            let (x, y) = name == "person" ? (12, 19) : name == "house" ? (7, 13) : name == "trash" ? (8, 16) : (12, 12)
            XCTAssertEqual(outline[x, y].alpha, 0, "\(name) is hollow")
            XCTAssertEqual(filled[x, y].alpha, 0xFF, "\(name).fill is solid")
        }
        // the filled circle's cross is cut out: its centre is clear, the disc around it is not
        let x = UIImage(systemName: "xmark.circle.fill")!.bitmap
        XCTAssertEqual(x[12, 12].alpha, 0)
        XCTAssertEqual(x[12, 5].alpha, 0xFF)
    }

    func testImageViewDrawsASymbolInItsTintColour() async {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 60, height: 40)))
        let window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let view = UIImageView(image: UIImage(systemName: "plus"))
        window.addSubview(view)
        app.runTurn()
        // the plus's centre in system blue
        XCTAssertEqual(window.framebuffer[12, 12].argb, UIColor.systemBlue.color.premultiplied.argb)
        view.tintColor = .systemRed
        app.runTurn()
        XCTAssertEqual(window.framebuffer[12, 12].argb, UIColor.systemRed.color.premultiplied.argb)
        view.image = UIImage(systemName: "plus")!.withRenderingMode(.alwaysOriginal)
        app.runTurn()
        XCTAssertEqual(window.framebuffer[12, 12].argb, 0xFF00_0000, "original: the symbol's own black")
    }

    func testButtonShowsAnImageBesideItsTitle() async {
        _ = UIApplication()
        let b = UIButton(type: .system)
        b.setImage(UIImage(systemName: "plus"), for: .normal)
        b.setTitle("Add", for: .normal)
        // 24 for the image, 3 × 15 × 0.6 = 27 for the title (placeholder fonts)
        XCTAssertEqual(b.sizeThatFits(.zero).width, 51)
        b.frame = CGRect(x: 0, y: 0, width: 101, height: 44)
        b.layoutIfNeeded()
        XCTAssertEqual(b.imageView?.frame, CGRect(x: 25, y: 10, width: 24, height: 24))
        XCTAssertEqual(b.titleLabel?.frame.minX, 49)
        XCTAssertEqual(b.currentImage?.isSymbolImage, true)
    }
}
