import Raster
import XCTest
@testable import SandboxKit

/// The transition paths the goldens do not take: a transformed container (the warp is drawn flat, then
/// mapped) and pages with transparent parts (the warp must not paint over what is behind them).
@MainActor
final class ViewTransitionCompositingTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var container: UIView!

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window = app.makeWindow()
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        container = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        window.addSubview(container)
    }

    func pixel(_ x: Int, _ y: Int) -> PremultipliedColor { window.compositor.framebuffer[x, y] }

    /// Starts the transition inside a turn (progress 0 is composited), then runs `turns` more turns of a
    /// linear 1 s transition.
    func run(from a: UIView, to b: UIView, _ option: UIView.AnimationOptions, turns: Int) {
        container.addSubview(a)
        app.runTurn()
        app.mainQueue.enqueue(at: 0) { UIView.transition(from: a, to: b, duration: 1, options: [option, .curveLinear]) }
        for _ in 0...turns { app.runTurn() }
    }

    func solid(_ colour: UIColor) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        v.backgroundColor = colour
        return v
    }

    func testCrossDissolveOfAScaledContainerIsDrawnThroughItsTransform() async {
        container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        run(from: solid(.red), to: solid(.blue), .transitionCrossDissolve, turns: 30)
        let mid = pixel(50, 50)
        XCTAssertEqual(Int(mid.red), 128, accuracy: 2)
        XCTAssertEqual(Int(mid.blue), 128, accuracy: 2)
        XCTAssertEqual(Int(mid.green), 0, accuracy: 1)
        // Outside the scaled page (20...80 on screen) the window shows.
        XCTAssertEqual(pixel(15, 50), UIColor(white: 0.5, alpha: 1).color.premultiplied)
    }

    func testCrossDissolveOfTransparentPagesKeepsTheBackground() async {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let square = solid(.red)
        square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        a.addSubview(square)
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        run(from: a, to: b, .transitionCrossDissolve, turns: 30)
        // Where neither page draws, the grey window is untouched; the old square is half faded over it.
        XCTAssertEqual(pixel(80, 80), UIColor(white: 0.5, alpha: 1).color.premultiplied)
        let faded = pixel(20, 20)
        XCTAssertEqual(Int(faded.red), (255 + 128) / 2, accuracy: 2)
        XCTAssertEqual(Int(faded.green), 64, accuracy: 2)
    }

    func testCurlOfTransparentPagesDoesNotBlackenTheBackground() async {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        run(from: a, to: b, .transitionCurlUp, turns: 30)
        XCTAssertEqual(pixel(20, 20), UIColor(white: 0.5, alpha: 1).color.premultiplied)
    }

    func testTheFlipSpillIsRepaintedAfterTheEnd() async {
        run(from: solid(.red), to: solid(.blue), .transitionFlipFromLeft, turns: 15)
        // At 45° the near (left) edge is taller than the page: it spills above the container.
        XCTAssertNotEqual(pixel(18, 6), UIColor(white: 0.5, alpha: 1).color.premultiplied)
        for _ in 0..<45 { app.runTurn() }
        XCTAssertEqual(pixel(18, 6), UIColor(white: 0.5, alpha: 1).color.premultiplied)
        XCTAssertEqual(pixel(50, 50), UIColor.blue.color.premultiplied)
    }
}
