import XCTest
@testable import SandboxKit

/// R13: custom push, pop and tab-switch animators from the containers' delegates
/// (`UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)`,
/// `UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)`), run in a
/// `UIViewControllerContextTransitioning` as the presentation's are (Apple's documentation of both
/// delegate methods and of the context: the animator adds the to view to `containerView` and calls
/// `completeTransition(_:)` when done). Our pick: `completeTransition(false)` gives the callbacks of a
/// cancelled swipe-back and leaves the stack or the selection as it was.
final class CustomContainerTransitionTests: LifecycleTestCase {
    var a: TestController!, b: TestController!

    /// Slides the to view in from the right over `duration`, then completes with `complete`.
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate, UITabBarControllerDelegate {
        var duration: TimeInterval = 0.3
        var complete = true
        var seen: [String] = []
        var ended: [Bool] = []
        var interaction: UIPercentDrivenInteractiveTransition?

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            seen.append("\(operation == .push ? "push" : "pop") \(fromVC.debugName) -> \(toVC.debugName)")
            return self
        }
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            seen.append("tab \(fromVC.debugName) -> \(toVC.debugName)")
            return self
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let to = ctx.viewController(forKey: .to)!, toView = ctx.view(forKey: .to)!
            seen.append("container \(Int(ctx.containerView.bounds.width))x\(Int(ctx.containerView.bounds.height)), from view in it \(ctx.view(forKey: .from)?.superview === ctx.containerView)")
            let final = ctx.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
            ctx.containerView.addSubview(toView)
            UIView.animate(withDuration: duration, animations: { toView.frame = final },
                           completion: { _ in ctx.completeTransition(self.complete && !ctx.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    var slide: Slide!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b")
        slide = Slide()
    }

    func testCustomPushAndPopFromTheNavigationDelegate() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        nav.delegate = slide
        showRoot(nav)
        var midX: CGFloat = -1
        let pushed = traceOf {
            nav.pushViewController(b, animated: true)
            app.run(seconds: 0.15)
            midX = b.view.layer.presentationState.position.x
            app.run(seconds: 1)
        }
        XCTAssertEqual(pushed, ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                "nav.delegate.navigationController(nav, willShow: b, animated: true)",
                                "nav.delegate.animator.animateTransition(using: context)",
                                "nav.delegate.context.completeTransition(true)",
                                "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
                                "nav.delegate.navigationController(nav, didShow: b, animated: true)"])
        XCTAssertEqual(slide.seen, ["push a -> b", "container 320x480, from view in it true"])
        XCTAssertGreaterThan(midX, 160, "the animator's slide runs")
        XCTAssertLessThan(midX, 480)
        XCTAssertTrue(b.view.superview === nav.view, "back in the navigation controller's view at the end")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertNil(a.view.window)
        slide.seen.removeAll()
        let popped = traceOf { nav.popViewController(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(popped, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                                "nav.delegate.navigationController(nav, willShow: a, animated: true)",
                                "nav.delegate.animator.animateTransition(using: context)",
                                "nav.delegate.context.completeTransition(true)",
                                "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
                                "nav.delegate.navigationController(nav, didShow: a, animated: true)"])
        XCTAssertEqual(slide.seen.first, "pop b -> a")
        XCTAssertEqual(slide.ended, [true, true])
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// A pop the animator completes with false: a cancelled swipe-back's callbacks; b stays on top and
    /// its `willMove(toParent: nil)` is undone with `didMove(toParent: nav)`.
    func testCancelledCustomPopKeepsTheStack() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        nav.delegate = slide
        slide.complete = false
        let lines = traceOf { nav.popViewController(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "nav.delegate.navigationController(nav, willShow: a, animated: true)",
                               "nav.delegate.animator.animateTransition(using: context)",
                               "nav.delegate.context.completeTransition(false)",
                               "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                               "b.viewWillAppear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a", "b"])
        XCTAssertTrue(b.parent === nav)
        XCTAssertTrue(b.view.window === window)
        XCTAssertNil(a.view.window)
        // The next pop works as usual.
        nav.delegate = nil
        nav.popViewController(animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a"])
    }

    func testNotAnimatedPushAsksNoAnimator() async {
        let nav = UINavigationController(rootViewController: a)
        nav.delegate = slide
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(slide.seen, [])
        XCTAssertTrue(nav.topViewController === b)
    }

    func testCustomTabSwitchAndItsCancel() async {
        let tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b]
        tabs.delegate = slide
        showRoot(tabs)
        let switched = traceOf { tap(CGPoint(x: 240, y: 455)); app.run(seconds: 1) }
        XCTAssertEqual(switched, ["tabs.delegate.tabBarController(tabs, shouldSelect: b) -> true",
                                  "b.viewDidLoad()", "b.viewWillAppear(true)", "a.viewWillDisappear(true)",
                                  "tabs.delegate.animator.animateTransition(using: context)",
                                  "tabs.delegate.tabBarController(tabs, didSelect: b)",
                                  "tabs.delegate.context.completeTransition(true)",
                                  "a.viewDidDisappear(true)", "b.viewDidAppear(true)"])
        XCTAssertEqual(slide.seen, ["tab a -> b", "container 320x480, from view in it true"])
        XCTAssertTrue(b.view.superview === tabs.view)
        XCTAssertNil(a.view.window)
        slide.complete = false
        let cancelled = traceOf { tabs.selectedIndex = 0; app.run(seconds: 1) }
        XCTAssertEqual(cancelled, ["a.viewWillAppear(true)", "b.viewWillDisappear(true)",
                                   "tabs.delegate.animator.animateTransition(using: context)",
                                   "tabs.delegate.context.completeTransition(false)",
                                   "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                                   "b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertEqual(tabs.selectedIndex, 1, "the selection goes back")
        XCTAssertTrue(b.view.window === window)
        XCTAssertNil(a.view.window)
    }

    // MARK: UIPercentDrivenInteractiveTransition

    func say(_ text: String) { app.lifecycleEvents.emitPrint(text) }

    /// A nav with a under b, the slide as delegate with an interaction controller; a's coordinator blocks print.
    func interactivePopSetUp() -> (UINavigationController, UIPercentDrivenInteractiveTransition) {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        slide.interaction = interaction
        nav.delegate = slide
        a.onViewWillAppear = { [unowned self] c in
            guard let t = c.transitionCoordinator else { return }
            self.say("a will appear, interactive \(t.isInteractive)")
            t.notifyWhenInteractionChanges { ctx in self.say("interaction ended, cancelled \(ctx.isCancelled), at \(ctx.percentComplete)") }
            t.animate(alongsideTransition: nil) { ctx in self.say("completion, cancelled \(ctx.isCancelled)") }
        }
        return (nav, interaction)
    }

    /// The animator's slide follows `update` (held between updates), then `cancel()` runs it back: the
    /// callbacks of a cancelled swipe-back (R7), b stays on top.
    func testPercentDrivenPopFollowsUpdatesAndCancels() async {
        let (nav, interaction) = interactivePopSetUp()
        var half: CGFloat = 0, heldHalf: CGFloat = 0, quarter: CGFloat = 0
        let lines = traceOf {
            nav.popViewController(animated: true)
            interaction.update(0.5)
            app.runTurn()
            half = a.view.layer.presentationState.position.x
            app.run(seconds: 0.5)
            heldHalf = a.view.layer.presentationState.position.x
            interaction.update(0.25)
            app.runTurn()
            quarter = a.view.layer.presentationState.position.x
            interaction.cancel()
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "print: a will appear, interactive true",
                               "nav.delegate.navigationController(nav, willShow: a, animated: true)",
                               "nav.delegate.animator.animateTransition(using: context)",
                               "print: interaction ended, cancelled true, at 0.25",
                               "nav.delegate.context.completeTransition(false)",
                               "print: completion, cancelled true",
                               "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                               "b.viewWillAppear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        // The slide goes from x 480 to 160 (centre) with ease-in-out: half-way in time is half-way.
        XCTAssertEqual(half, 320, accuracy: 1)
        XCTAssertEqual(heldHalf, half, "held while no update comes")
        XCTAssertGreaterThan(quarter, 420)
        XCTAssertLessThan(quarter, 460)
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a", "b"])
        XCTAssertTrue(b.view.window === window)
        XCTAssertNil(a.view.window)
        XCTAssertEqual(slide.ended, [false])
    }

    /// `finish()` lets the slide run on (at `completionSpeed`); the pop completes as an animated pop does.
    func testPercentDrivenPopFinishes() async {
        let (nav, interaction) = interactivePopSetUp()
        interaction.completionSpeed = 2
        var afterFinish: CGFloat = 0
        let lines = traceOf {
            nav.popViewController(animated: true)
            interaction.update(0.6)
            app.runTurn()
            interaction.finish()
            app.run(seconds: 0.03)
            afterFinish = a.view.layer.presentationState.position.x
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
                               "print: a will appear, interactive true",
                               "nav.delegate.navigationController(nav, willShow: a, animated: true)",
                               "nav.delegate.animator.animateTransition(using: context)",
                               "print: interaction ended, cancelled false, at 0.6",
                               "nav.delegate.context.completeTransition(true)",
                               "print: completion, cancelled false",
                               "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
                               "nav.delegate.navigationController(nav, didShow: a, animated: true)"])
        XCTAssertLessThan(afterFinish, 480 - 320 * 0.6 + 1, "runs on from where it was held")
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a"])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertNil(b.view.window)
    }
}
