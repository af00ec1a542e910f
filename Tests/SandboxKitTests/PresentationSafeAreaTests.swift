import XCTest
@testable import SandboxKit

/// A presented controller's view is measured where its presentation rests it, as UIKit measures it: a
/// page sheet (or a full-screen page) sliding in, sliding away or following the finger keeps its safe
/// area, so it hears `viewSafeAreaInsetsDidChange` once, when it comes on screen, and never as its
/// edge crosses the home indicator's area. On the iPhone 14 (a plain 390×844 screen is the iPhone 14).
final class PresentationSafeAreaTests: LifecycleTestCase {
    func safeAreaLines(_ from: Int) -> [String] {
        Array(recorder.traceLines[from...]).filter { $0.contains("SafeArea") }
    }

    func present(_ style: UIModalPresentationStyle) -> (UIViewController, UIViewController) {
        window.makeKeyAndVisible()
        let a = UIViewController(), b = UIViewController()
        a.debugName = "a"; b.debugName = "b"
        b.modalPresentationStyle = style
        window.rootViewController = a
        app.run(seconds: 1)
        a.present(b, animated: true)
        return (a, b)
    }

    func testAPageSheetHearsItsSafeAreaOnceAndNotWhileSlidingAway() async {
        let start = recorder.traceLines.count
        let (a, b) = present(.pageSheet)
        // every frame of the rise: the sheet's view already has its resting safe area
        for _ in 0..<30 {
            app.runTurn()
            XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
                           "below the status bar, above the home indicator")
        }
        app.run(seconds: 1)
        XCTAssertEqual(safeAreaLines(start), ["a.viewSafeAreaInsetsDidChange()", "b.viewSafeAreaInsetsDidChange()"])

        let dismissing = recorder.traceLines.count
        a.dismiss(animated: true)
        for _ in 0..<30 {
            app.runTurn()
            if b.view.window != nil { XCTAssertEqual(b.view.safeAreaInsets.bottom, 34) }
        }
        app.run(seconds: 1)
        XCTAssertTrue(recorder.traceLines[dismissing...].contains("b.viewDidDisappear(true)"))
        XCTAssertEqual(safeAreaLines(dismissing), [], "no safe-area change while the sheet slides down")
    }

    /// Dragging the card down and letting it slide back, then dragging it away.
    func testADraggedPageSheetKeepsItsSafeArea() async {
        let (_, b) = present(.pageSheet)
        app.run(seconds: 1)
        let dragging = recorder.traceLines.count
        touchDrag((0...8).map { CGPoint(x: 200, y: 300 + CGFloat($0) * 20) }, holdFrames: 10)
        app.run(seconds: 1)
        XCTAssertTrue(recorder.traceLines[dragging...].contains("b.viewDidAppear(true)"), "slid back")
        touchDrag((0...8).map { CGPoint(x: 200, y: 300 + CGFloat($0) * 60) }, holdFrames: 10)
        app.run(seconds: 1)
        XCTAssertTrue(recorder.traceLines[dragging...].contains("b.viewDidDisappear(true)"), "dragged away")
        XCTAssertEqual(safeAreaLines(dragging), [])
    }

    func testAFullScreenPageSlidingUpHearsItsSafeAreaOnce() async {
        let start = recorder.traceLines.count
        let (a, b) = present(.fullScreen)
        for _ in 0..<30 {
            app.runTurn()
            if b.view.window != nil { XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) }
        }
        app.run(seconds: 1)
        XCTAssertEqual(safeAreaLines(start), ["a.viewSafeAreaInsetsDidChange()", "b.viewSafeAreaInsetsDidChange()"])
        let dismissing = recorder.traceLines.count
        a.dismiss(animated: true)
        app.run(seconds: 1)
        XCTAssertEqual(safeAreaLines(dismissing), [])
    }
}
