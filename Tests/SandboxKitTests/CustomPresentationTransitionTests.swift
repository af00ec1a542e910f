import XCTest
@testable import SandboxKit

/// R12: custom present and dismiss transitions through the presented controller's `transitioningDelegate`.
///
/// Sources (Apple's documentation): `UIViewControllerTransitioningDelegate`
/// (`animationController(forPresented:presenting:source:)`, `animationController(forDismissed:)`),
/// `UIViewControllerAnimatedTransitioning` (`transitionDuration(using:)`, `animateTransition(using:)`,
/// `animationEnded(_:)`) and `UIViewControllerContextTransitioning` (`containerView`,
/// `viewController(forKey:)`, `view(forKey:)` — "may return nil … the view of the presenting view
/// controller … for presentations that do not remove it" —, `finalFrame(for:)`, `completeTransition(_:)`:
/// "You must call this method after your animations have completed", `transitionWasCancelled`).
/// Our pick, as the issue asks: a transition completed with `false` gives the callbacks of a cancelled
/// swipe-back (the controller that was appearing disappears again, the other appears again).
final class CustomPresentationTransitionTests: LifecycleTestCase {
    var a: TestController!, b: TestController!

    /// Fades the presented view in (present) or out (dismiss) over `duration`, then completes with
    /// `complete`; remembers what the context said.
    final class Fade: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        var duration: TimeInterval = 0.3
        var complete = true
        var seen: [String] = []
        var ended: [Bool] = []
        var interaction: UIPercentDrivenInteractiveTransition?

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            seen.append("present \(presented.debugName) by \(presenting.debugName) from \(source.debugName)")
            return self
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            seen.append("dismiss \(dismissed.debugName)")
            return self
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
            seen.append("from \(from.debugName) to \(to.debugName), fromView \(ctx.view(forKey: .from) != nil), toView \(ctx.view(forKey: .to) != nil), animated \(ctx.isAnimated)")
            let presenting = to.presentingViewController === from
            if presenting, let toView = ctx.view(forKey: .to) {
                toView.frame = ctx.finalFrame(for: to)
                toView.alpha = 0
                ctx.containerView.addSubview(toView)
            }
            let moving = presenting ? ctx.view(forKey: .to) : ctx.view(forKey: .from)
            UIView.animate(withDuration: transitionDuration(using: ctx), animations: { moving?.alpha = presenting ? 1 : 0 },
                           completion: { _ in ctx.completeTransition(self.complete && !ctx.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    var fade: Fade!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b")
        fade = Fade()
        b.transitioningDelegate = fade
    }

    func printer(_ text: String) -> () -> Void { { [weak self] in self?.app.lifecycleEvents.emitPrint(text) } }

    func testCustomPresentAndDismissFullScreen() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        var midAlpha: CGFloat = -1
        let presented = traceOf {
            a.present(b, animated: true, completion: printer("presented"))
            app.run(seconds: 0.15)
            midAlpha = CGFloat(b.view.layer.presentationState.opacity)
            app.run(seconds: 1)
        }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                   "b.transitioningDelegate.animator.animateTransition(using: context)",
                                   "b.transitioningDelegate.context.completeTransition(true)",
                                   "b.viewDidAppear(true)", "a.viewDidDisappear(true)", "print: presented"])
        XCTAssertGreaterThan(midAlpha, 0.1, "the animator's fade runs")
        XCTAssertLessThan(midAlpha, 0.9)
        XCTAssertEqual(fade.seen, ["present b by a from a", "from a to b, fromView true, toView true, animated true"])
        XCTAssertTrue(b.view.superview === window, "in the container, the window")
        XCTAssertEqual(b.view.frame, window.bounds, "at the final frame the context gave")
        XCTAssertNil(a.view.window, "full screen: the presenter leaves at the end")
        fade.seen.removeAll()
        let dismissed = traceOf { b.dismiss(animated: true, completion: printer("dismissed")); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                   "b.transitioningDelegate.animator.animateTransition(using: context)",
                                   "b.transitioningDelegate.context.completeTransition(true)",
                                   "a.viewDidAppear(true)", "b.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertEqual(fade.seen, ["dismiss b", "from b to a, fromView true, toView true, animated true"])
        XCTAssertEqual(fade.ended, [true, true])
        XCTAssertNil(b.view.window)
        XCTAssertTrue(a.view.window === window)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testOverFullScreenGivesNoFromViewAndNoPresenterCallbacks() async {
        showRoot(a)
        b.modalPresentationStyle = .overFullScreen
        let lines = traceOf { a.present(b, animated: false); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)",
                               "b.transitioningDelegate.animator.animateTransition(using: context)",
                               "b.transitioningDelegate.context.completeTransition(true)", "b.viewDidAppear(false)"])
        XCTAssertEqual(fade.seen.last, "from a to b, fromView false, toView true, animated false")
        XCTAssertTrue(a.view.window === window)
    }

    /// A dismissal the animator completes with false: the callbacks of a cancelled swipe-back.
    func testCancelledCustomDismissalKeepsThePresentation() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        app.run(seconds: 1)
        fade.complete = false
        let lines = traceOf { b.dismiss(animated: true, completion: printer("dismissed")); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "b.transitioningDelegate.animator.animateTransition(using: context)",
                               "b.transitioningDelegate.context.completeTransition(false)",
                               "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                               "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertTrue(a.presentedViewController === b, "still presented")
        XCTAssertNil(a.view.window)
        XCTAssertTrue(b.view.window === window)
        XCTAssertEqual(fade.ended.last, false)
        // It can be dismissed again afterwards.
        fade.complete = true
        b.view.alpha = 1
        b.dismiss(animated: true)
        app.run(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window === window)
    }

    func testCancelledCustomPresentationUndoesIt() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        fade.complete = false
        let lines = traceOf { a.present(b, animated: true, completion: printer("presented")); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                               "b.transitioningDelegate.animator.animateTransition(using: context)",
                               "b.transitioningDelegate.context.completeTransition(false)",
                               "b.viewWillDisappear(true)", "b.viewDidDisappear(true)",
                               "a.viewWillAppear(true)", "a.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.window)
        XCTAssertTrue(a.view.window === window)
    }

    /// R13: an interactive dismissal (the delegate's `interactionControllerForDismissal`), driven by a
    /// `UIPercentDrivenInteractiveTransition`: the fade follows `update`, `cancel()` fades back and the
    /// animator completes with false (the cancelled swipe-back's callbacks, still presented); a second
    /// one is finished and dismisses.
    func testInteractiveDismissalCancelledThenFinished() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        app.run(seconds: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        fade.interaction = interaction
        var interactiveInWill = false
        b.onViewWillDisappear = { c in interactiveInWill = c.transitionCoordinator?.isInteractive ?? false }
        var held: Float = -1
        let cancelled = traceOf {
            b.dismiss(animated: true)
            interaction.update(0.5)
            app.run(seconds: 0.5)
            held = b.view.layer.presentationState.opacity
            interaction.cancel()
            app.run(seconds: 1)
        }
        XCTAssertEqual(cancelled, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                   "b.transitioningDelegate.animator.animateTransition(using: context)",
                                   "b.transitioningDelegate.context.completeTransition(false)",
                                   "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                                   "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertTrue(interactiveInWill, "asked before the will pair")
        XCTAssertEqual(held, 0.5, accuracy: 0.1, "held half-faded")
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertNil(a.view.window)
        let again = UIPercentDrivenInteractiveTransition()
        fade.interaction = again
        b.view.alpha = 1
        let finished = traceOf {
            b.dismiss(animated: true) { self.app.lifecycleEvents.emitPrint("dismissed") }
            again.update(0.8)
            app.runTurn()
            again.finish()
            app.run(seconds: 1)
        }
        XCTAssertEqual(finished, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                  "b.transitioningDelegate.animator.animateTransition(using: context)",
                                  "b.transitioningDelegate.context.completeTransition(true)",
                                  "a.viewDidAppear(true)", "b.viewDidDisappear(true)", "print: dismissed"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window === window)
    }
}
