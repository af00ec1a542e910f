import Raster
import XCTest
@testable import SandboxKit

/// Measures every character `advance` points wide and draws it as a solid block: two applications with
/// different advances show, by the size of what a view drew, whose fonts it drew with.
private final class AdvanceFontRenderer: FontRenderer {
    let advance: CGFloat
    init(advance: CGFloat) { self.advance = advance }
    func lineHeight(of font: UIFont) -> CGFloat { font.pointSize }
    func ascender(of font: UIFont) -> CGFloat { font.pointSize * 0.8 }
    func size(of text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * advance, height: font.pointSize) }
    func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap {
        Bitmap(width: Int(CGFloat(text.count) * advance * scale), height: Int(font.pointSize * scale), fill: color.premultiplied)
    }
}

/// Draws "abcd" with `String.draw(at:withAttributes:)`, as a custom view's `draw(_:)` does.
private final class TextSketchView: UIView {
    override func draw(_ rect: CGRect) {
        "abcd".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.blue])
    }
}

/// Two applications in one process (the desktop sandbox's overlay and its device, or two test hosts):
/// each view draws with its own application's fonts and animates on its own application's clock, and a
/// controller belongs to the application it was made for, whichever application was made first.
@MainActor
final class TwoApplicationsTests: XCTestCase {
    @MainActor private struct Side {
        let app: UIApplication
        let window: UIWindow
        let label = UILabel()
        let sketch = TextSketchView(frame: CGRect(x: 0, y: 20, width: 40, height: 10))
        let box = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))

        init(advance: CGFloat) {
            app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), scale: 1))
            app.fonts = AdvanceFontRenderer(advance: advance)
            window = app.makeWindow()
            label.text = "abcd"
            label.font = .systemFont(ofSize: 10)
            sketch.backgroundColor = .clear
            for v in [label, sketch, box] { window.addSubview(v) }
        }

        /// The width of the block the sketch view drew: 4 characters at its application's advance.
        var drawnTextWidth: Int? {
            guard let c = sketch.layer.contents else { return nil }
            return (0..<c.width).last { c[$0, 0] != .clear }.map { $0 + 1 }
        }
    }

    private func checkEachDrawsAndAnimatesWithItsOwn(firstMade: CGFloat, secondMade: CGFloat) throws {
        let first = Side(advance: firstMade)
        let shared = UIApplication.shared
        let second = Side(advance: secondMade)
        XCTAssertTrue(UIApplication.shared === shared, "a second application does not replace UIApplication.shared")

        for side in [first, second] {
            side.label.sizeToFit()
            side.app.runTurn()
        }
        XCTAssertEqual(first.label.bounds.width, 4 * firstMade, "the label measures with its own application's fonts")
        XCTAssertEqual(second.label.bounds.width, 4 * secondMade)
        XCTAssertEqual(first.drawnTextWidth, Int(4 * firstMade), "draw(_:) draws text with its own application's fonts")
        XCTAssertEqual(second.drawnTextWidth, Int(4 * secondMade))

        // One block changes a view of each application: each animation runs on its own application's
        // animator and clock, so only the application whose turns run moves its view.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            first.box.alpha = 0
            second.box.alpha = 0
        })
        XCTAssertEqual(first.app.animator.animatingLayerCount, 1)
        XCTAssertEqual(second.app.animator.animatingLayerCount, 1)
        first.app.run(seconds: 0.5)
        XCTAssertEqual(first.box.layer.presentationState.opacity, 0.5, accuracy: 0.02)
        XCTAssertEqual(second.box.layer.presentationState.opacity, 1, "the other application's clock has not moved")
        second.app.run(seconds: 1.1)
        XCTAssertEqual(second.box.layer.presentationState.opacity, 0)
        XCTAssertEqual(second.app.animator.animatingLayerCount, 0)
        XCTAssertEqual(first.app.animator.animatingLayerCount, 1, "still running on the first application's clock")

        // A controller made for an application belongs to it; its events go to that application's stream.
        for side in [first, second] {
            let controller = side.app.perform { UIViewController() }
            XCTAssertTrue(controller.application === side.app)
            var heard: [String] = []
            let other = side.app === first.app ? second.app : first.app
            let token = other.lifecycleEvents.subscribe { heard.append($0.controller ?? "-") }
            side.window.rootViewController = controller
            side.app.runTurn()
            other.lifecycleEvents.unsubscribe(token)
            XCTAssertEqual(heard, [], "the other application hears nothing of it")
            XCTAssertTrue(controller.isViewLoaded)
        }
    }

    func testEachApplicationsViewsUseItsFontsAndAnimatorWhenTheFirstMadeIsNarrow() async throws {
        try checkEachDrawsAndAnimatesWithItsOwn(firstMade: 1, secondMade: 2)
    }

    func testEachApplicationsViewsUseItsFontsAndAnimatorWhenTheFirstMadeIsWide() async throws {
        try checkEachDrawsAndAnimatesWithItsOwn(firstMade: 2, secondMade: 1)
    }

    /// A turn makes its application current: a controller made by a tab click belongs to the application
    /// whose turn is running, not to the one made last.
    func testAControllerMadeDuringATurnBelongsToThatTurnsApplication() async {
        let first = Side(advance: 1)
        let second = Side(advance: 2)
        var made: UIViewController?
        first.app.mainQueue.enqueue(at: 0) { made = UIViewController() }
        first.app.runTurn()
        XCTAssertTrue(made?.application === first.app)
        XCTAssertTrue(UIApplication.current === second.app, "outside any turn: the application made last")
    }
}
