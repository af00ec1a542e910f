import XCTest
import Raster
@testable import SandboxKit

@MainActor
final class UIImageTests: XCTestCase {
    final class FakeLoader: ImageLoader {
        func loadImage(atPath path: String) throws -> Bitmap {
            guard path.hasPrefix("/assets/") else { throw ImageLoadingError(path: path, reason: "no such file") }
            return Bitmap(width: 8, height: 4)
        }
        func path(forImageNamed name: String) -> String? { name == "missing" ? nil : "/assets/\(name).png" }
    }

    func testLoadsThroughTheApplicationsLoader() async {
        let app = UIApplication()
        app.images = FakeLoader()
        XCTAssertEqual(UIImage(named: "card")?.size, CGSize(width: 8, height: 4))
        XCTAssertEqual(UIImage(named: "card@2x")?.scale, 2)
        XCTAssertEqual(UIImage(named: "card@2x")?.size, CGSize(width: 4, height: 2))
        XCTAssertNil(UIImage(named: "missing"))
        XCTAssertNotNil(UIImage(contentsOfFile: "/assets/x.png"))
        XCTAssertNil(UIImage(contentsOfFile: "/elsewhere/x.png"))
    }

    func testErrorsNameThePathAndReason() async {
        let app = UIApplication()
        app.images = FakeLoader()
        XCTAssertThrowsError(try UIImage.load(contentsOfFile: "/elsewhere/x.png")) { error in
            XCTAssertEqual(error as? ImageLoadingError, ImageLoadingError(path: "/elsewhere/x.png", reason: "no such file"))
        }
    }

    func testWithoutALoaderNothingCrashes() async {
        _ = UIApplication()
        XCTAssertNil(UIImage(named: "anything"))
        XCTAssertNil(UIImage(contentsOfFile: "/tmp/none.png"))
    }
}
