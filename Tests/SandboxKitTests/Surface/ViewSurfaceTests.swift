import Raster
import XCTest
@testable import SandboxKit

/// The view-level API declared for iOS code that behaves as UIKit's does: colours from HSB, flip-book
/// image animation on the clock, zooming by code, the layout callbacks a view subclass overrides, a
/// label's highlighted colour and a window's level.
@MainActor
final class ViewSurfaceTests: XCTestCase {
    func testHueSaturationBrightnessMakesTheSameColourGetHueReads() async throws {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5), UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        XCTAssertEqual(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1))
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 0.7, saturation: 0.4, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual(h, 0.7, accuracy: 1e-6)
        XCTAssertEqual(s, 0.4, accuracy: 1e-6)
        XCTAssertEqual(b, 0.8, accuracy: 1e-6)
        XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), red, "a hue of 1 is red again")
        XCTAssertEqual(UIColor(hue: .nan, saturation: 2, brightness: -1, alpha: 1), UIColor(white: 0, alpha: 1), "bad input is clamped")
    }

    func testImageViewPlaysItsFramesOnTheClockThenShowsItsImage() async throws {
        let h = TouchHarness()
        func solid(_ rgb: UInt32) -> UIImage {
            var bitmap = Bitmap(width: 10, height: 10)
            for i in bitmap.pixels.indices { bitmap.pixels[i] = 0xFF00_0000 | rgb }
            return UIImage(bitmap: bitmap, scale: 1)
        }
        let still = solid(0x0000FF)
        let view = h.show(UIImageView(image: still))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.animationImages = [solid(0xFF0000), solid(0x00FF00)]
        view.animationDuration = 0.5
        view.animationRepeatCount = 2
        func center() -> UInt32 { h.window.framebuffer.pixels[5 * h.window.framebuffer.width + 5] & 0x00FF_FFFF }
        h.idle(frames: 1)
        XCTAssertEqual(center(), 0x0000FF, "the image until started")
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        h.idle(frames: 2)
        XCTAssertEqual(center(), 0xFF0000, "the first frame")
        h.idle(frames: 15)
        XCTAssertEqual(center(), 0x00FF00, "the second frame after a quarter second")
        h.idle(frames: 15)
        XCTAssertEqual(center(), 0xFF0000, "the second cycle")
        h.idle(frames: 40)
        XCTAssertFalse(view.isAnimating, "two cycles, then it stops")
        XCTAssertEqual(center(), 0x0000FF, "and shows its image again")
        XCTAssertTrue(h.app.isSettled)
    }

    final class Zooming: NSObject, UIScrollViewDelegate {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var zooms = 0
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    func testZoomScaleScalesTheViewForZoomingWithinTheLimits() async throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = Zooming()
        scroll.addSubview(delegate.content)
        scroll.zoomScale = 2
        XCTAssertEqual(scroll.zoomScale, 1, "no zooming until the limits allow it")
        scroll.delegate = delegate
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 2
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(delegate.content.frame, CGRect(x: 0, y: 0, width: 400, height: 200))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 400, height: 200))
        scroll.setZoomScale(10, animated: false)
        XCTAssertEqual(scroll.zoomScale, 3, "clamped to the maximum")
        scroll.zoom(to: CGRect(x: 100, y: 0, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 0))
        XCTAssertEqual(delegate.zooms, 3)
    }

    final class MarginsView: UIView {
        var calls: [String] = []
        override func layoutMarginsDidChange() { calls.append("margins") }
        override func layoutSublayers(of layer: CALayer) {
            calls.append("sublayers")
            super.layoutSublayers(of: layer)
        }
        override func layoutSubviews() {
            calls.append("subviews")
            super.layoutSubviews()
        }
    }

    func testLayoutCallbacksAViewSubclassOverrides() async throws {
        let h = TouchHarness()
        let view = h.show(MarginsView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        view.calls = []
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.calls, ["margins"], "told once per change")
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.calls, ["margins", "sublayers", "subviews"], "the layer's layout is the view's, as in UIKit")
    }

    func testHighlightedLabelDrawsInItsHighlightedColour() async throws {
        let h = TouchHarness()
        h.window.backgroundColor = .white
        h.app.fonts = BlockFontRenderer()
        let label = h.show(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40)))
        label.text = "HHHHHH"
        label.font = .systemFont(ofSize: 30, weight: .black)
        label.textColor = .black
        label.highlightedTextColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        h.idle(frames: 1)
        func reds() -> Int {
            h.window.framebuffer.pixels.filter { ($0 >> 16) & 0xFF > 0xC0 && ($0 >> 8) & 0xFF < 0x40 && $0 & 0xFF < 0x40 }.count
        }
        func darks() -> Int { h.window.framebuffer.pixels.filter { $0 & 0xFF < 0x40 }.count }
        XCTAssertEqual(reds(), 0)
        XCTAssertGreaterThan(darks(), 50, "the text is drawn")
        label.isHighlighted = true
        h.idle(frames: 1)
        XCTAssertGreaterThan(reds(), 50, "drawn in the highlighted colour")
        label.isHighlighted = false
        h.idle(frames: 1)
        XCTAssertEqual(reds(), 0)
    }

    func testWindowLevelAndScreen() async throws {
        let h = TouchHarness()
        XCTAssertEqual(h.window.windowLevel, .normal)
        h.window.windowLevel = .alert + 1
        XCTAssertEqual(h.window.windowLevel.rawValue, 2001)
        XCTAssertTrue(h.window.screen === h.app.screen)
    }
}

/// The visual format language lays views out as UIKit's does.
@MainActor
final class VisualFormatTests: XCTestCase {
    func testVisualFormatPlacesViewsWithSpacingSizesMetricsAndAlignment() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let views = ["a": a, "b": b]
        var all = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==50)]-gap-[b]-20-|", options: [.alignAllCenterY],
                                                 metrics: ["gap": 10], views: views)
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=10,==30@750)-[a(40)]", metrics: nil, views: views)
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: views)
        NSLayoutConstraint.activate(all)
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 30, width: 50, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 80, y: 30, width: 200, height: 40), "8-point gaps are 'gap', aligned on the centre")
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(", metrics: nil, views: views).isEmpty,
                      "a format that does not parse gives nothing")
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:[nobody]", metrics: nil, views: views).isEmpty)
    }
}
