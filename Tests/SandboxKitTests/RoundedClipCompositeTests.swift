import Raster
import XCTest
@testable import SandboxKit

/// A view with rounded corners that clips its subviews. Clear of the corners its subviews are drawn
/// without a coverage mask, and only in the corners' squares through one; the bytes are those of
/// drawing everything through a mask of the whole panel.
@MainActor
final class RoundedClipCompositeTests: XCTestCase {
    func testChangesInsideAndAtTheCornersMatchAFullRepaint() async {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 1))
        let window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        panel.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
        panel.layer.cornerRadius = 12
        panel.clipsToBounds = true
        window.addSubview(panel)
        // the band across between the top and bottom corners, the band down between the left and right
        // ones, and a view over the top-left corner
        let across = UIView(frame: CGRect(x: 0, y: 20, width: 160, height: 20))
        let down = UIView(frame: CGRect(x: 12, y: 0, width: 136, height: 20))
        let corner = UIView(frame: CGRect(x: -6, y: -6, width: 30, height: 30))
        for (v, alpha) in [(across, 0.6), (down, 1.0), (corner, 0.8)] {
            v.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: alpha)
            panel.addSubview(v)
        }
        app.runTurn()
        for (v, colour) in [(across, UIColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.5)), (down, .blue)] {
            v.backgroundColor = colour
            app.runTurn()
            let shown = v.convert(v.bounds, to: window)
            XCTAssertEqual(window.damagedRect, IntRect(x: Int(shown.minX), y: Int(shown.minY), width: Int(shown.width), height: Int(shown.height)),
                           "only the view is redrawn")
            let incremental = window.framebuffer
            window.compositor.setNeedsFullRepaint()
            app.runTurn()
            let differing = zip(incremental.pixels, window.framebuffer.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "pixels differing from a full repaint after \(colour) at \(v.frame)")
        }
        // the corner is still rounded: its outermost pixel shows the window, not the panel or the view
        corner.backgroundColor = .green
        app.runTurn()
        XCTAssertEqual(window.framebuffer[20, 20], PremultipliedColor(argb: 0xFFFF_FFFF))
    }

    /// A full repaint (the clip covers the corners: the panel is drawn in pieces) gives the bytes of the
    /// general path, every subview's background filled through a coverage mask of the whole panel, for
    /// subviews across the corners, along the edges and inside, opaque and translucent.
    func testAFullRepaintDrawsWhatTheWholeMaskDraws() async {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 1))
        let window = app.makeWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let panelFrame = CGRect(x: 20, y: 16, width: 160, height: 170)
        let panel = UIView(frame: panelFrame)
        let panelColour = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
        panel.backgroundColor = panelColour
        panel.layer.cornerRadius = 14
        panel.clipsToBounds = true
        window.addSubview(panel)
        let children: [(CGRect, UIColor)] = [
            (CGRect(x: -5, y: -5, width: 40, height: 30), UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8)),   // top-left corner
            (CGRect(x: 130, y: 150, width: 50, height: 40), UIColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 1)),   // bottom-right
            (CGRect(x: 0, y: 60, width: 160, height: 20), UIColor(red: 0.3, green: 0.4, blue: 0.9, alpha: 0.5)),   // across
            (CGRect(x: 70, y: 0, width: 12, height: 170), UIColor(red: 0.7, green: 0.7, blue: 0.1, alpha: 1)),     // down
            (CGRect(x: 150, y: 2, width: 20, height: 9), UIColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 0.7)),    // top-right edge
            (CGRect(x: 40.5, y: 100.25, width: 30, height: 30), UIColor(red: 0.2, green: 0.6, blue: 0.6, alpha: 1)), // inside, fractional
        ]
        for (frame, colour) in children {
            let v = UIView(frame: frame)
            v.backgroundColor = colour
            panel.addSubview(v)
        }
        app.runTurn()

        var expected = Bitmap(width: 200, height: 200, fill: PremultipliedColor(argb: 0xFFFF_FFFF))
        let shape = RoundedRect(rect: Rect(x: Double(panelFrame.minX), y: Double(panelFrame.minY), width: Double(panelFrame.width),
                                           height: Double(panelFrame.height)), radius: 14)
        // a layer draws nothing outside its frame (where the corner formula would leave a faint fringe)
        let frame = IntRect(x: 20, y: 16, width: 160, height: 170)
        expected.fill(.roundedRect(shape), color: panelColour.cgColor.color.premultiplied, clip: frame)
        let mask = CoverageMask(shape: .roundedRect(shape), transform: .identity, clip: frame)
        for (frame, colour) in children {
            let rect = RoundedRect(rect: Rect(x: Double(panelFrame.minX + frame.minX), y: Double(panelFrame.minY + frame.minY),
                                              width: Double(frame.width), height: Double(frame.height)))
            expected.fill(.roundedRect(rect), color: colour.cgColor.color.premultiplied, clip: mask.bounds, mask: mask)
        }
        let differing = zip(expected.pixels, window.framebuffer.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
        XCTAssertEqual(differing.count, 0, "first at \(differing.first.map { ($0.offset % 200, $0.offset / 200) } as Any)")
    }
}
