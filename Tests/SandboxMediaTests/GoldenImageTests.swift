import Foundation
import Raster
import SandboxMedia
import SandboxTestSupport
import SandboxTesting
import XCTest

@MainActor
final class GoldenImageTests: XCTestCase {
    func testDiffCountsOnlyPixelsBeyondTolerance() async {
        let a = StraightImage(width: 3, height: 1, argb: [0xFF00_0000, 0xFF10_1010, 0xFF80_8080])
        let b = StraightImage(width: 3, height: 1, argb: [0xFF00_0000, 0xFF12_1010, 0xFF80_8090])
        let d = ImageDiff(expected: a, actual: b, tolerance: 2)
        XCTAssertEqual(d.differingPixels, 1)
        XCTAssertEqual(d.maxChannelDifference, 16)
        XCTAssertEqual(d.image.argb[2], 0xFFFF_0000)
    }

    /// A small checked-in golden: a red square on white with a translucent blue stripe.
    func testGoldenMatches() async {
        var b = Bitmap(width: 8, height: 8, fill: .white)
        for y in 2..<6 { for x in 2..<6 { b[x, y] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) } }
        for x in 0..<8 { b[x, 7] = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 128) }
        assertGolden(b, named: "golden-helper")
    }
}
