import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// Golden-image scenes: the small screen with the bundled fonts; after each test, the same scene
/// composited in bands on 2 and 3 threads must give the same bytes.
class GoldenSceneTestCase: LifecycleTestCase {
    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        if let fonts = bundledFontRenderer() { app.fonts = fonts } else { XCTFail("no bundled fonts") }
    }

    override func tearDown() async throws {
        if let window { assertThreadCountsAgree(window) }
        try await super.tearDown()
    }
}

extension LifecycleTestCase {
    /// Replaces the application with one on a 320×480 screen (fewer pixels to composite each turn), with a
    /// key window and a fresh recorder.
    func useSmallScreen() {
        recorder.stop()
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480)))
        window = app.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
    }

    /// Posts a press, moves and a lift, one turn each, as the platform delivers them.
    func touchDrag(_ points: [CGPoint], holdFrames: Int = 0) {
        guard let first = points.first, let last = points.last else { return }
        app.post(.pointerDown(first)); app.runTurn()
        for p in points.dropFirst() { app.post(.pointerMoved(p)); app.runTurn() }
        for _ in 0..<holdFrames { app.runTurn() }
        app.post(.pointerUp(last)); app.runTurn()
    }

    func tap(_ p: CGPoint) { touchDrag([p]) }

    /// A slow swipe from the left edge to `x1` (eight moves, held still ten frames, no flick), then
    /// a second for the pop to finish or slide back.
    func edgeSwipe(to x1: CGFloat) {
        touchDrag((0...8).map { CGPoint(x: 4 + (x1 - 4) * CGFloat($0) / 8, y: 300) }, holdFrames: 10)
        app.run(seconds: 1)
    }
}
