import XCTest
@testable import SandboxKit

/// An image drawn with `UIGraphicsImageRenderer`: its size in points and scale, what the actions drew
/// (through the context and through `UIBezierPath`, which finds the renderer's context current), and
/// transparent where nothing was drawn.
final class UIGraphicsImageRendererTests: LifecycleTestCase {
    func testTheActionsDrawIntoAnImageOfTheRenderersSizeAndScale() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 12, y: 2, width: 6, height: 6)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.bitmap.width, 40)
        let red = image.bitmap[10, 10], blue = image.bitmap[30, 10], clear = image.bitmap[22, 1]
        XCTAssertEqual([red.red, red.green, red.blue, red.alpha], [255, 0, 0, 255])
        XCTAssertEqual([blue.red, blue.green, blue.blue, blue.alpha], [0, 0, 255, 255])
        XCTAssertEqual(clear.alpha, 0, "nothing drawn there")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the renderer's context is current only during the actions")
    }
}
