import Raster
import XCTest
@testable import SandboxKit

/// The spinner as a user sees it: hidden until started, its pixels changing as (virtual) time passes while
/// it animates and still once stopped; a spinning indicator does not keep the application from settling.
@MainActor
final class UIActivityIndicatorViewTests: XCTestCase {
    private func pixels(_ h: TouchHarness, _ v: UIView) -> [UInt32] {
        let fb = h.window.framebuffer
        var out: [UInt32] = []
        let f = v.frame
        for y in Int(f.minY)..<Int(f.maxY) { for x in Int(f.minX)..<Int(f.maxX) { out.append(fb.pixels[y * fb.width + x]) } }
        return out
    }

    func testSizesAndHiddenUntilStarted() async {
        let medium = UIActivityIndicatorView(style: .medium), large = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(medium.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertTrue(medium.isHidden, "hidesWhenStopped: hidden until startAnimating")
        medium.startAnimating()
        XCTAssertTrue(medium.isAnimating)
        XCTAssertFalse(medium.isHidden)
        medium.stopAnimating()
        XCTAssertFalse(medium.isAnimating)
        XCTAssertTrue(medium.isHidden)
        medium.hidesWhenStopped = false
        XCTAssertFalse(medium.isHidden)
    }

    func testPixelsTurnWithVirtualTimeWhileAnimatingAndNotWhenStopped() async {
        let h = TouchHarness()
        h.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame.origin = CGPoint(x: 100, y: 100)
        spinner.hidesWhenStopped = false
        h.window.addSubview(spinner)
        spinner.startAnimating()
        h.app.runTurn()
        let first = pixels(h, spinner)
        XCTAssertTrue(first.contains { $0 != 0xFFFF_FFFF }, "spokes are drawn")
        var frames = [first]
        // an eighth of a second per step: 8 frames at 60 fps pass at least one step
        for _ in 0..<4 { h.idle(frames: 8); frames.append(pixels(h, spinner)) }
        for i in 1..<frames.count { XCTAssertNotEqual(frames[i], frames[i - 1], "the spinner moved between samples \(i - 1) and \(i)") }
        XCTAssertTrue(h.app.isSettled, "a spinning indicator does not keep the application from settling")
        XCTAssertTrue(h.app.hasWork, "but it keeps the window drawing")
        spinner.stopAnimating()
        h.app.runTurn()
        let stopped = pixels(h, spinner)
        h.idle(frames: 30)
        XCTAssertEqual(pixels(h, spinner), stopped, "a stopped spinner stands still")
        XCTAssertFalse(h.app.hasWork)
    }

    func testOnlySpinsInAWindow() async {
        let h = TouchHarness()
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        h.idle(frames: 30)
        XCTAssertEqual(spinner.leadingSpoke, 0, "not in a window: nothing drives it")
        h.window.addSubview(spinner)
        h.idle(frames: 30)
        XCTAssertNotEqual(spinner.leadingSpoke, 0)
        spinner.removeFromSuperview()
        let spoke = spinner.leadingSpoke
        h.idle(frames: 30)
        XCTAssertEqual(spinner.leadingSpoke, spoke, "out of the window it stops turning")
    }
}
