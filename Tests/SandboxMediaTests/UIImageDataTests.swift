import Raster
import SandboxMedia
import XCTest
@testable import SandboxKit

/// `UIImage.pngData()` and `jpegData(compressionQuality:)` through SDL2_image: the bytes are a PNG or
/// a JPEG file that decodes back to the image's pixels (exactly for PNG, closely for JPEG).
@MainActor
final class UIImageDataTests: XCTestCase {
    func testPNGAndJPEGDataDecodeBackToTheImage() async throws {
        let app = UIApplication()
        app.images = SDLImageLoader()
        var bitmap = Bitmap(width: 4, height: 2, fill: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        bitmap.pixels[1] = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255).argb
        let image = UIImage(bitmap: bitmap, scale: 2)

        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG signature")
        let decoded = try XCTUnwrap(UIImage(data: png, scale: 2))
        XCTAssertEqual(decoded.bitmap, bitmap)
        XCTAssertEqual(decoded.size, CGSize(width: 2, height: 1))

        let jpeg = try XCTUnwrap(image.jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8], "a JPEG start-of-image marker")
        let fromJPEG = try XCTUnwrap(UIImage(data: jpeg))
        XCTAssertEqual(fromJPEG.bitmap.width, 4)
        XCTAssertGreaterThan(fromJPEG.bitmap[3, 1].red, 200)
        XCTAssertNil(UIImage().pngData(), "an empty image has no PNG")
    }
}
