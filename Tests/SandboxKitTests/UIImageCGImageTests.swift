import Raster
import XCTest
@testable import SandboxKit

/// A UIImage's Core Graphics image and back, and the image variants UIKit makes: its pixels, their
/// layout, cropping, orientation, cap insets, animated frames and the standard symbols.
final class UIImageCGImageTests: LifecycleTestCase {
    private func image(width: Int, height: Int, scale: CGFloat = 1) -> UIImage {
        var b = Bitmap(width: width, height: height, fill: PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
        b.pixels[0] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255).argb
        return UIImage(bitmap: b, scale: scale)
    }

    func testCGImageIsThePixelsAndComesBack() async throws {
        let ui = image(width: 6, height: 4, scale: 2)
        let cg = try XCTUnwrap(ui.cgImage)
        XCTAssertEqual([cg.width, cg.height, cg.bitsPerComponent, cg.bitsPerPixel, cg.bytesPerRow], [6, 4, 8, 32, 24])
        XCTAssertEqual(cg.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(cg.dataProvider?.data?.count, 6 * 4 * 4)
        XCTAssertEqual(UIImage(cgImage: cg).size, CGSize(width: 6, height: 4), "no scale: one point a pixel")
        let turned = UIImage(cgImage: cg, scale: 2, orientation: .right)
        XCTAssertEqual(turned.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(turned.imageOrientation, .right)
        let corner = try XCTUnwrap(cg.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1)))
        XCTAssertEqual([corner.width, corner.height], [2, 1])
        XCTAssertEqual(corner.bitmap[0, 0].red, 255)
        XCTAssertEqual(corner.bitmap[1, 0].blue, 255)
        XCTAssertNil(cg.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)), "outside the image")
        XCTAssertNil(UIImage().cgImage)
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertEqual(warnings, ["UIImage.init(cgImage:scale:orientation:) drawing turned is not simulated"])
    }

    func testVariantsKeepWhatTheyWereMadeWith() async throws {
        let ui = image(width: 4, height: 4)
        let resizable = ui.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        XCTAssertEqual(resizable.capInsets, UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        XCTAssertEqual(resizable.resizingMode, .stretch)
        XCTAssertEqual(resizable.withRenderingMode(.alwaysTemplate).capInsets.top, 1, "kept through other variants")
        let frames = [ui, image(width: 4, height: 4)]
        let animated = try XCTUnwrap(UIImage.animatedImage(with: frames, duration: 0.5))
        XCTAssertEqual(animated.images?.count, 2)
        XCTAssertEqual(animated.duration, 0.5)
        XCTAssertEqual(animated.size, ui.size)
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        XCTAssertTrue(ui.imageFlippedForRightToLeftLayoutDirection() === ui)
        XCTAssertTrue(UIImage.add.isSymbolImage)
        XCTAssertEqual(UIImage.checkmark.bitmap, UIImage(systemName: "checkmark")?.bitmap)
        XCTAssertNotEqual(UIImage.actions.bitmap, UIImage.remove.bitmap)
        XCTAssertEqual(warnings, ["UIImage.resizableImage(withCapInsets:) drawn by its caps is not simulated",
                                  "UIImage.animatedImage(with:duration:) playing is not simulated"])
    }

    func testAContextsImageAndImagesDrawnIntoIt() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
        XCTAssertEqual(format.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
        var made: CGImage?
        let source = try XCTUnwrap(image(width: 1, height: 2).cgImage) // red on top, blue below
        _ = renderer.image { context in
            let cg = context.cgContext
            XCTAssertEqual([cg.width, cg.height, cg.bytesPerRow], [4, 4, 16])
            cg.interpolationQuality = .none
            XCTAssertEqual(cg.interpolationQuality, .none)
            cg.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
            cg.setStrokeColor(UIColor.green.cgColor)
            cg.setLineWidth(1)
            cg.strokeLineSegments(between: [CGPoint(x: 3.5, y: 0), CGPoint(x: 3.5, y: 4)])
            cg.addPath(CGPath(rect: CGRect(x: 0, y: 3, width: 1, height: 1), transform: nil))
            XCTAssertEqual(cg.path?.boundingBox, CGRect(x: 0, y: 3, width: 1, height: 1))
            cg.setFillColor(UIColor.black.cgColor)
            cg.fillPath()
            XCTAssertNil(cg.path)
            made = cg.makeImage()
        }
        let pixels = try XCTUnwrap(made).bitmap
        XCTAssertEqual(pixels[0, 0].blue, 255, "Core Graphics draws images y-up: the image's top row lands at the bottom")
        XCTAssertEqual(pixels[0, 1].red, 255)
        XCTAssertEqual(pixels[3, 2].green, pixels[3, 2].alpha, "the line segment")
        XCTAssertGreaterThan(pixels[3, 2].alpha, 0)
        XCTAssertEqual(pixels[0, 3].alpha, 255, "the added path, filled")
        XCTAssertEqual(pixels[2, 0].alpha, 0)
    }
}
