import XCTest
import Raster
@testable import SandboxKit

@MainActor
final class UIImageViewTests: XCTestCase {
    private let image = UIImage(bitmap: Bitmap(width: 40, height: 20)) // 2:1

    func testInitSizesToTheImageAndIsNotInteractive() async {
        let v = UIImageView(image: image)
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertFalse(v.isUserInteractionEnabled)
        XCTAssertEqual(v.intrinsicContentSize, CGSize(width: 40, height: 20))
        XCTAssertEqual(v.contentMode, .scaleToFill)
    }

    func testContentModes() async {
        let v = UIImageView(image: image)
        let b = CGRect(x: 0, y: 0, width: 100, height: 100)
        v.contentMode = .scaleToFill
        XCTAssertEqual(v.imageRect(forBounds: b), b)
        v.contentMode = .scaleAspectFit
        XCTAssertEqual(v.imageRect(forBounds: b), CGRect(x: 0, y: 25, width: 100, height: 50))
        v.contentMode = .scaleAspectFill
        XCTAssertEqual(v.imageRect(forBounds: b), CGRect(x: -50, y: 0, width: 200, height: 100))
        v.contentMode = .center
        XCTAssertEqual(v.imageRect(forBounds: b), CGRect(x: 30, y: 40, width: 40, height: 20))
        v.contentMode = .bottomRight
        XCTAssertEqual(v.imageRect(forBounds: b), CGRect(x: 60, y: 80, width: 40, height: 20))
        v.contentMode = .top
        XCTAssertEqual(v.imageRect(forBounds: b), CGRect(x: 30, y: 0, width: 40, height: 20))
    }

    func testRetinaImageIsMeasuredInPoints() async {
        let retina = UIImage(bitmap: Bitmap(width: 40, height: 20), scale: 2)
        XCTAssertEqual(retina.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(UIImageView(image: retina).frame.size, CGSize(width: 20, height: 10))
    }

    func testChangingImageOrModeRedraws() async {
        let v = UIImageView(image: nil)
        v.needsDisplay = false
        v.image = image
        XCTAssertTrue(v.needsDisplay)
        v.needsDisplay = false
        v.contentMode = .center
        XCTAssertTrue(v.needsDisplay)
    }
}
