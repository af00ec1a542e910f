import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// A 100×100-point window at scale 2 on a virtual clock, white, for the layer tests: every frame is
/// reproducible, and each test's last frame must equal a full repaint banded on 1, 2 and 3 threads.
@MainActor
class LayerTestCase: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2))
        window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        app.runTurn()
    }

    override func tearDown() async throws {
        if let window { assertThreadCountsAgree(window) }
        app = nil
        window = nil
    }

    /// The frame buffer's pixel at point (`x`, `y`) (the pixel whose centre is nearest).
    func pixel(_ x: CGFloat, _ y: CGFloat) -> PremultipliedColor {
        window.framebuffer[Int(x * 2), Int(y * 2)]
    }

    func assertColor(_ c: PremultipliedColor, _ argb: UInt32, tolerance: Int = 2, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        var worst = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let a = Int((c.argb >> UInt32(shift)) & 0xff), b = Int((argb >> UInt32(shift)) & 0xff)
            worst = max(worst, abs(a - b))
        }
        XCTAssertTrue(worst <= tolerance,
                      "\(message) got \(String(c.argb, radix: 16)), expected \(String(argb, radix: 16))", file: file, line: line)
    }
}
