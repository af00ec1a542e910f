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

    /// Xcode's object literals: `#imageLiteral(resourceName:)` is the app's image of that name, and
    /// `#colorLiteral(red:green:blue:alpha:)` a `UIColor` of those components.
    func testObjectLiteralsAreTheAppsImageAndAColour() async {
        let app = UIApplication()
        app.images = FakeLoader()
        let image = #imageLiteral(resourceName: "card")
        XCTAssertEqual(image.size, CGSize(width: 8, height: 4))
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(color, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let optional: UIColor? = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(optional?.cgColor.alpha, 0.5)
        XCTAssertEqual(color.cgColor.components, [1, 0.5, 0, 1])
        XCTAssertEqual(color.cgColor.copy(alpha: 0.25)?.components?.last, 0.25)
        XCTAssertEqual(CGColor(gray: 1, alpha: 1), UIColor.white.cgColor)
    }
}
