import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// What each of the seven transitions looks like at 0, 25, 50, 75 and 100 % of a linear 1 s transition
/// (60 frames), on a fixed pair of pages: A (blue, a big "A", rows of content) turning into B (orange,
/// a big "B", a grid). The container sits inset in a grey window so a flip's perspective and the curl's
/// lift show against the background. Raster's warps are bilinear and anti-aliased in floating point, so
/// the goldens allow a per-channel tolerance of 2.
@MainActor
final class ViewTransitionGoldenTests: XCTestCase {
    static let options: [(String, UIView.AnimationOptions)] = [
        ("crossDissolve", .transitionCrossDissolve),
        ("flipFromLeft", .transitionFlipFromLeft),
        ("flipFromRight", .transitionFlipFromRight),
        ("flipFromTop", .transitionFlipFromTop),
        ("flipFromBottom", .transitionFlipFromBottom),
        ("curlUp", .transitionCurlUp),
        ("curlDown", .transitionCurlDown),
    ]

    func testEachTransitionAtFivePoints() async {
        for (name, option) in Self.options {
            let frames = Self.render(option)
            for (percent, bitmap) in zip([0, 25, 50, 75, 100], frames) {
                assertGolden(bitmap, named: "transition_\(name)_\(percent)", tolerance: 2)
            }
        }
    }

    /// The five frames of one transition from page A to page B (composited in `threads` bands).
    static func render(_ option: UIView.AnimationOptions, threads: Int = 1) -> [Bitmap] {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 280)))
        let window = app.makeWindow()
        window.compositor.threadCount = threads
        window.compositor.minimumBandRows = 8
        window.backgroundColor = UIColor(white: 0.85, alpha: 1)
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 240))
        window.addSubview(container)
        let a = Self.page(letter: Self.glyphA, colour: UIColor(rgb: 0x2A6FDB), accent: UIColor(rgb: 0x0B2E6B), grid: false)
        let b = Self.page(letter: Self.glyphB, colour: UIColor(rgb: 0xF2994A), accent: UIColor(rgb: 0x7A3306), grid: true)
        container.addSubview(a)
        app.runTurn()
        // Start inside a turn, so that turn's composite shows progress 0.
        app.mainQueue.enqueue(at: 0) {
            UIView.transition(from: a, to: b, duration: 1, options: [option, .curveLinear])
        }
        var frames: [Bitmap] = []
        app.runTurn()
        frames.append(window.compositor.framebuffer)
        for _ in 0..<4 {
            for _ in 0..<15 { app.runTurn() }
            frames.append(window.compositor.framebuffer)
        }
        return frames
    }

    static func page(letter: [String], colour: UIColor, accent: UIColor, grid: Bool) -> UIView {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        page.backgroundColor = colour
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
        header.backgroundColor = accent
        page.addSubview(header)
        // The title: a block letter, so a mirrored or upside-down face would show.
        for (row, line) in letter.enumerated() {
            for (column, ch) in line.enumerated() where ch == "#" {
                let cell = UIView(frame: CGRect(x: 12 + column * 6, y: 11 + row * 6, width: 6, height: 6))
                cell.backgroundColor = .white
                header.addSubview(cell)
            }
        }
        let badge = UIView(frame: CGRect(x: 112, y: 16, width: 32, height: 32))
        badge.backgroundColor = grid ? .systemGreen : .systemRed
        badge.layer.cornerRadius = 16
        header.addSubview(badge)
        if grid {
            for i in 0..<9 {
                let cell = UIView(frame: CGRect(x: 16 + (i % 3) * 44, y: 84 + (i / 3) * 48, width: 36, height: 36))
                cell.backgroundColor = i % 2 == 0 ? .white : accent
                cell.layer.cornerRadius = 6
                page.addSubview(cell)
            }
        } else {
            for i in 0..<5 {
                let row = UIView(frame: CGRect(x: 16, y: 84 + i * 30, width: 128 - (i % 2) * 40, height: 18))
                row.backgroundColor = UIColor(white: 1, alpha: 0.9)
                row.layer.cornerRadius = 4
                page.addSubview(row)
            }
        }
        return page
    }

    static let glyphA = [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"]
    static let glyphB = ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."]
}
