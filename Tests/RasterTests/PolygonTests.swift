import XCTest
@testable import Raster

final class PolygonTests: XCTestCase {
    let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)

    func testPixelAlignedSquareIsExactAndMatchesTheRectFill() {
        var a = Bitmap(width: 12, height: 10, fill: .black), b = a
        a.fillPolygons([[(2, 3), (9, 3), (9, 8), (2, 8)]], color: red)
        b.fillRoundedRect(RoundedRect(rect: Rect(x: 2, y: 3, width: 7, height: 5)), color: red)
        XCTAssertEqual(a, b)
    }

    func testPartlyOutsideTheBitmap() {
        var a = Bitmap(width: 10, height: 10, fill: .black), b = a
        a.fillPolygons([[(-5, -5), (4, -5), (4, 4), (-5, 4)]], color: red)
        b.fill(IntRect(x: 0, y: 0, width: 4, height: 4), with: red)
        XCTAssertEqual(a, b)
    }

    func testTriangleCoverageIsItsArea() {
        var b = Bitmap(width: 30, height: 30)
        b.fillPolygons([[(3.3, 2.7), (27.1, 9.4), (11.6, 26.2)]], color: .white)
        let area = b.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let ux: Double = 27.1 - 3.3, uy: Double = 9.4 - 2.7, vx: Double = 11.6 - 3.3, vy: Double = 26.2 - 2.7
        let expected: Double = abs(ux * vy - vx * uy) / 2
        XCTAssertEqual(area, expected, accuracy: 0.3)
    }

    func testHalfPixelEdgeAndTransform() {
        var b = Bitmap(width: 6, height: 2)
        b.fillPolygons([[(0, 0), (1.25, 0), (1.25, 1), (0, 1)]], transform: ProjectiveTransform(.scale(2, 2)), color: .white)
        XCTAssertEqual(b[1, 1], .white)
        XCTAssertEqual(b[2, 1], PremultipliedColor.white.scaled(by: 128))
        XCTAssertEqual(b[3, 1], .clear)
    }

    func testOverlappingPolygonsUnionWithoutDoubleBlending() {
        var b = Bitmap(width: 20, height: 10, fill: .white)
        let half = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 128)
        b.fillPolygons([[(0, 0), (12, 0), (12, 10), (0, 10)], [(8, 0), (20, 0), (20, 10), (8, 10)]], color: half)
        XCTAssertEqual(b[10, 5], b[2, 5], "the overlap is drawn once")
        XCTAssertEqual(b[2, 5], half.over(.white))
    }

    func testStrokedPolylineWithMiterJoinFillsTheCorner() {
        var b = Bitmap(width: 20, height: 20, fill: .black)
        b.strokePolyline([(4, 16), (4, 4), (16, 4)], width: 2, color: red)
        XCTAssertEqual(b[3, 3], red, "the miter fills the outer corner")
        XCTAssertEqual(b[4, 10], red); XCTAssertEqual(b[10, 3], red)
        XCTAssertEqual(b[5, 10], .black); XCTAssertEqual(b[10, 5], .black)
        XCTAssertEqual(b[3, 16], .black, "butt cap ends at the end point")
        XCTAssertEqual(b[3, 15], red)
    }

    func testTranslucentStrokeJointIsNotDarker() {
        var b = Bitmap(width: 20, height: 20, fill: .white)
        let half = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 128)
        b.strokePolyline([(2, 10), (10, 10), (10, 2)], width: 4, join: .round, color: half)
        XCTAssertEqual(b[10, 10], b[5, 10])
        XCTAssertEqual(b[10, 10], half.over(.white))
    }

    func testBevelAndClosedPolylines() {
        var b = Bitmap(width: 20, height: 20)
        b.strokePolyline([(4, 4), (16, 4), (16, 16), (4, 16)], closed: true, width: 2, join: .bevel, color: .white)
        XCTAssertEqual(b[4, 10], .white, "the closing segment is drawn")
        XCTAssertEqual(b[3, 3], PremultipliedColor.white.scaled(by: 128), "the bevel cuts the outer corner pixel in half")
        XCTAssertEqual(b[10, 10], .clear)
    }

    func testDegenerateInputDrawsNothing() {
        var b = Bitmap(width: 5, height: 5)
        b.fillPolygons([[(1, 1), (2, 2)], [], [(.nan, 1), (3, 3), (1, 3)]], color: .white)
        b.strokePolyline([(1, 1), (1, 1)], width: 2, color: .white)
        b.strokePolyline([(1, 1), (3, 3)], width: .infinity, color: .white)
        XCTAssertEqual(b, Bitmap(width: 5, height: 5))
    }
}
