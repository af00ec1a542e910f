import Raster
import XCTest
@testable import SandboxKit

/// A view with rounded corners that clips its subviews, redrawn where a subview changes clear of the
/// corners: drawn without a coverage mask, the frame buffer holds exactly the bytes of a full repaint,
/// which masks the whole panel.
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
}
