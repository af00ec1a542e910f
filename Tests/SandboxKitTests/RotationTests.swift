import XCTest
@testable import SandboxKit

/// R13: rotating the device sends `viewWillTransition(to:with:)` down the controller hierarchy, then the
/// window takes the new size in one animation with the coordinator's alongside blocks.
///
/// Source: Apple's documentation of `viewWillTransition(to:with:)`: "UIKit calls this method before
/// changing the size of a presented view controller's view … If you override this method in your custom
/// view controllers, always call super at some point in your implementation so that UIKit can forward the
/// size change message appropriately. View controllers forward the size change message to their views and
/// child view controllers. Presentation controllers forward the size change to their presented view
/// controller." Children get their parent's size (M: the default forwarding does not compute a child's
/// own size).
final class RotationTests: LifecycleTestCase {
    /// Records the size and the bounds it still has when told, and may stop the forwarding.
    final class SizeController: TestController {
        var callsSuper = true
        var seen: [String] = []
        var onWillTransition: ((UIViewControllerTransitionCoordinator) -> Void)?
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
            seen.append("to \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))x\(Int(view.bounds.height))")
            onWillTransition?(coordinator)
        }
    }

    var a: SizeController!, b: SizeController!, c: SizeController!
    var nav: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = SizeController("a"); b = SizeController("b"); c = SizeController("c")
        nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
    }

    func say(_ text: String) { app.lifecycleEvents.emitPrint(text) }

    func testRotationForwardsDownTheHierarchyThenLaysOutInOneAnimation() async {
        a.onViewDidLoad = { a in
            a.addChild(self.b)
            a.view.addSubview(self.b.view)
            self.b.didMove(toParent: a)
        }
        showRoot(nav)
        var rotationAngle: CGFloat = 0
        a.onWillTransition = { [unowned self] coordinator in
            rotationAngle = atan2(coordinator.targetTransform.b, coordinator.targetTransform.a)
            coordinator.animate(alongsideTransition: { ctx in
                self.say("alongside, duration \(ctx.transitionDuration), window \(Int(self.window.bounds.width))")
            }, completion: { _ in self.say("rotated") })
        }
        var midWidth: CGFloat = 0
        let lines = recorderLines {
            app.rotate(to: .landscapeLeft)
            app.run(seconds: 0.2)
            midWidth = nav.navigationBar.layer.presentationState.bounds.width
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, [
            "nav.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
            "a.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
            "b.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
            // In the animation block: the window's new size, its layout pass, then the alongside blocks. The
            // vertical size class turns compact: each controller hears it before its viewWillLayoutSubviews
            // (docs/traits.md). The bar's row shrinks from 44 to 32 points in landscape (a compact height),
            // so the pages under it get new safe-area insets, which their parent's layout hands down before
            // their own layout begins with the trait change.
            "nav.traitCollectionDidChange(verticalSizeClass: regular → compact)",
            "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            "a.viewSafeAreaInsetsDidChange()", "a.traitCollectionDidChange(verticalSizeClass: regular → compact)",
            "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
            "b.viewSafeAreaInsetsDidChange()", "b.traitCollectionDidChange(verticalSizeClass: regular → compact)",
            "b.viewWillLayoutSubviews()", "b.viewDidLayoutSubviews()",
            "print: alongside, duration 0.4, window 480",
            "print: rotated",
        ])
        XCTAssertEqual(a.seen, ["to 480x320 from 320x480"], "told before its view changes size")
        XCTAssertEqual(b.seen, ["to 480x320 from 320x480"], "the parent's size, not its own")
        XCTAssertEqual(rotationAngle, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(app.interfaceOrientation, .landscapeLeft)
        XCTAssertEqual(app.screen.bounds.size, CGSize(width: 480, height: 320))
        XCTAssertEqual(window.bounds.size, CGSize(width: 480, height: 320))
        XCTAssertEqual(nav.view.frame, window.bounds)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 480, height: 320), "under the bar, as in UIKit")
        XCTAssertEqual(nav.navigationBar.frame.width, 480)
        XCTAssertEqual(nav.navigationBar.frame.height, 32, "the compact bar of an iPhone in landscape")
        XCTAssertGreaterThan(midWidth, 320, "the bar widens with the rotation's animation")
        XCTAssertLessThan(midWidth, 480)
        // a screen of no device's size is a plain rectangle (DeviceModel.plain); SafeAreaTests turn an iPhone
        XCTAssertEqual(app.screen.safeAreaInsets, .zero)
    }

    /// An override that does not call super keeps the change from its children (as UIKit); a presented
    /// controller hears it from its presenter's presentation; rotating back gives portrait again.
    func testForwardingStopsWithoutSuperAndReachesThePresentedController() async {
        a.onViewDidLoad = { a in
            a.addChild(self.b)
            a.view.addSubview(self.b.view)
            self.b.didMove(toParent: a)
        }
        a.callsSuper = false
        showRoot(nav)
        c.modalPresentationStyle = .overFullScreen
        nav.present(c, animated: false)
        app.run(seconds: 1)
        let lines = traceOf { app.rotate(to: .landscapeRight, animated: false); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["nav.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
                               "a.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
                               "c.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
                               // the trait change reaches every controller, b too: it is not forwarded
                               "nav.traitCollectionDidChange(verticalSizeClass: regular → compact)",
                               "a.traitCollectionDidChange(verticalSizeClass: regular → compact)",
                               "b.traitCollectionDidChange(verticalSizeClass: regular → compact)",
                               "c.traitCollectionDidChange(verticalSizeClass: regular → compact)"])
        XCTAssertEqual(b.seen, [])
        XCTAssertEqual(c.view.frame, window.bounds, "the presented view fills the turned window")
        XCTAssertEqual(app.screen.safeAreaInsets.left, 0, "a plain screen")
        XCTAssertEqual(traceOf { app.rotate(to: .landscapeRight) }, [], "already there: nothing")
        _ = traceOf { app.rotate(to: .portrait, animated: false); app.run(seconds: 1) }
        XCTAssertEqual(window.bounds.size, CGSize(width: 320, height: 480))
        XCTAssertEqual(c.seen.last, "to 320x480 from 480x320")
    }

    /// All trace lines of `body`, layout callbacks included.
    func recorderLines(_ body: () -> Void) -> [String] {
        let start = recorder.lastSequence
        body()
        return recorder.traceLines(after: start)
    }
}
