import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

@MainActor
extension XCTestCase {
    /// Repaints `window` in full on 1, 2 and 3 threads (bands of `bandRows` rows at least, so small test
    /// windows split too) and asserts that every thread count gives the bytes of the current frame buffer.
    func assertThreadCountsAgree(_ window: UIWindow, bandRows: Int = 8, file: StaticString = #filePath, line: UInt = #line) {
        let compositor = window.compositor
        let (threads, rows) = (compositor.threadCount, compositor.minimumBandRows)
        defer { compositor.threadCount = threads; compositor.minimumBandRows = rows }
        compositor.minimumBandRows = bandRows
        let shown = compositor.framebuffer
        for n in [1, 2, 3] {
            compositor.threadCount = n
            compositor.setNeedsFullRepaint()
            compositor.composite()
            XCTAssertEqual(compositor.lastBandCount, min(n, shown.height / bandRows), "bands for \(n) threads", file: file, line: line)
            let differing = zip(shown.pixels, compositor.framebuffer.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "pixels differing from the frame shown, on \(n) threads", file: file, line: line)
        }
    }
}

/// A composite split into horizontal bands on several threads gives exactly the bytes of one pass.
@MainActor
final class ThreadedCompositeTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 160, height: 120), scale: 2))
        if let fonts = bundledFontRenderer() { app.fonts = fonts } else { XCTFail("no bundled fonts") }
        window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    /// Rounded, translucent and rotated views, labels, a rounded clipping container, a translucent group,
    /// a bordered view, a stretched image and a subtree under a perspective transform, straddling bands.
    private func buildScene() -> (mover: UIView, label: UILabel) {
        for i in 0..<60 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 16 + 1, y: CGFloat(i / 10) * 20 + 1, width: 13, height: 17))
            v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: CGFloat(i % 3) / 3,
                                        alpha: i % 3 == 0 ? 0.55 : 1)
            v.layer.cornerRadius = CGFloat(i % 4) * 2.5
            if i % 4 == 1 { v.transform = CGAffineTransform(rotationAngle: 0.35) }
            if i % 9 == 2 { v.layer.borderWidth = 1.5; v.layer.borderColor = UIColor.black.cgColor }
            window.addSubview(v)
        }
        let clip = UIView(frame: CGRect(x: 10, y: 20, width: 70, height: 60))
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 14
        clip.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
        clip.transform = CGAffineTransform(rotationAngle: -0.2)
        let inner = UIView(frame: CGRect(x: -10, y: 30, width: 90, height: 40))
        inner.backgroundColor = .systemOrange
        clip.addSubview(inner)
        window.addSubview(clip)

        let group = UIView(frame: CGRect(x: 90.3, y: 10.7, width: 60, height: 90))
        group.alpha = 0.6
        group.transform = CGAffineTransform(rotationAngle: 0.15)
        group.backgroundColor = .systemGreen
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        child.backgroundColor = .systemPurple
        child.layer.cornerRadius = 9
        group.addSubview(child)
        window.addSubview(group)

        var checker = Bitmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 where (x + y) % 2 == 0 { checker[x, y] = PremultipliedColor(argb: 0xFF20_4060) } }
        let image = UIImageView(image: UIImage(bitmap: checker))
        image.frame = CGRect(x: 30, y: 70, width: 50, height: 37)
        image.alpha = 0.9
        window.addSubview(image)

        let card = UIView(frame: CGRect(x: 100, y: 60, width: 50, height: 50))
        card.backgroundColor = .systemTeal
        let (c, s) = (cos(0.6), sin(0.6))
        // A turn about the vertical axis seen from 300 points away (rotation, then m34 = −1/300).
        card.layer.transform = CATransform3D(rows: [[c, 0, -s, s / 300], [0, 1, 0, 0], [s, 0, c, -c / 300], [0, 0, 0, 1]])
        let face = UILabel(frame: CGRect(x: 4, y: 15, width: 42, height: 20))
        face.text = "3D"
        card.addSubview(face)
        window.addSubview(card)

        let label = UILabel(frame: CGRect(x: 5, y: 50, width: 150, height: 30))
        label.text = "Threads draw the same bytes"
        label.font = .systemFont(ofSize: 13)
        label.backgroundColor = UIColor(white: 1, alpha: 0.5)
        window.addSubview(label)
        let mover = UIView(frame: CGRect(x: 60, y: 30, width: 24, height: 60))
        mover.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        mover.layer.cornerRadius = 7
        mover.transform = CGAffineTransform(rotationAngle: 0.5)
        window.addSubview(mover)
        return (mover, label)
    }

    func testViewsSceneIsTheSameOnOneTwoAndThreeThreads() async {
        _ = buildScene()
        app.runTurn()
        assertThreadCountsAgree(window)
    }

    func testIncrementalThreadedFramesMatchOneThread() async {
        let (mover, label) = buildScene()
        app.runTurn()
        window.compositor.threadCount = 3
        window.compositor.minimumBandRows = 8
        for step in 1...4 {
            mover.center.y += 9
            label.text = "Frame \(step)"
            app.runTurn()
            XCTAssertGreaterThan(window.compositor.lastBandCount, 1, "the damage spans several bands")
            assertThreadCountsAgree(window)
        }
    }

    func testSmallDamageStaysOnOneThread() async {
        _ = buildScene()
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = .systemRed
        window.addSubview(dot)
        app.runTurn()
        window.compositor.threadCount = 2
        dot.center.x += 1
        app.runTurn()
        XCTAssertEqual(window.damagedRect.height, 20, "10 points at scale 2")
        XCTAssertEqual(window.compositor.lastBandCount, 1)
        window.compositor.setNeedsFullRepaint()
        app.runTurn()
        XCTAssertEqual(window.compositor.lastBandCount, 2, "the full 240-row frame splits")
    }

    /// Each transition composited on three threads from its first frame (the "after" snapshot is taken
    /// before the bands start) gives the one-thread frames byte for byte.
    func testTransitionsAreTheSameOnThreeThreads() async {
        for (name, option) in ViewTransitionGoldenTests.options {
            let one = ViewTransitionGoldenTests.render(option)
            let three = ViewTransitionGoldenTests.render(option, threads: 3)
            for (i, (a, b)) in zip(one, three).enumerated() {
                XCTAssertEqual(zip(a.pixels, b.pixels).filter { $0 != $1 }.count, 0, "\(name) frame \(i)")
            }
        }
    }
}
