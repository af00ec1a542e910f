import Raster
import XCTest
@testable import SandboxKit

/// A progress view clamps its progress, has its style's height and takes no touches.
@MainActor
final class UIProgressViewTests: XCTestCase {
    func testProgressIsClamped() async {
        let p = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(p.progress, 0)
        p.progress = 0.4
        XCTAssertEqual(p.progress, 0.4)
        p.progress = 1.5
        XCTAssertEqual(p.progress, 1)
        p.setProgress(-2, animated: true)
        XCTAssertEqual(p.progress, 0, "animated moves at once")
        p.setProgress(.nan, animated: false)
        XCTAssertEqual(p.progress, 0)
    }

    func testStylesAndSizes() async {
        let p = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(p.progressViewStyle, .default)
        XCTAssertEqual(p.frame.height, 4)
        XCTAssertEqual(p.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        XCTAssertEqual(p.sizeThatFits(CGSize(width: 120, height: 50)), CGSize(width: 120, height: 4))
        let bar = UIProgressView(progressViewStyle: .bar)
        XCTAssertEqual(bar.intrinsicContentSize.height, 2.5)
        XCTAssertFalse(bar.isUserInteractionEnabled)
    }

    func testFillsFromTheLeftInTheProgressTint() async {
        let h = TouchHarness()
        let p = UIProgressView(progressViewStyle: .default)
        p.frame = CGRect(x: 0, y: 50, width: 100, height: 4)
        p.progressTintColor = .systemRed
        p.trackTintColor = .systemGreen
        p.progress = 0.5
        h.window.backgroundColor = .white
        h.window.addSubview(p)
        h.app.runTurn()
        let fb = h.window.framebuffer
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = fb[x, y]
            return (Int(c.red), Int(c.green), Int(c.blue))
        }
        XCTAssertEqual(pixel(25, 52).0, 255, "left half red")
        XCTAssertGreaterThan(pixel(75, 52).1, 150, "right half green")
        XCTAssertLessThan(pixel(75, 52).0, 100)
    }
}
