import Foundation

extension LifecycleEvent {
    /// The canonical trace line (README, "Scenarios"): the call in Swift syntax, e.g.
    /// `b.viewWillAppear(true)`, `b.willMove(toParent: a)`, `a.transition(from: b, to: c) completion(true)`,
    /// `warning: …`. Nil for events that are not trace lines: `loadView` (the trace starts at
    /// `viewDidLoad`), the root view's window moves, and the checker's findings (they go to stderr and the
    /// log instead).
    public var traceLine: String? {
        let name = controller ?? "?"
        switch method {
        case .loadView, .viewWillMoveToWindow, .viewDidMoveToWindow, .finding:
            return nil
        case .warning, .violation, .print:
            return "\(method.rawValue): \(message ?? "")"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewIsAppearing:
            return "\(name).\(method.rawValue)(\(render(argument("animated"))))"
        case .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints, .viewSafeAreaInsetsDidChange, .didReceiveMemoryWarning,
             .viewWillUnload, .viewDidUnload:
            return "\(name).\(method.rawValue)()"
        case .traitCollectionDidChange:
            return "\(name).traitCollectionDidChange(\(render(argument("changes"))))"
        case .willMoveToParent:
            return "\(name).willMove(toParent: \(render(argument("parent"))))"
        case .didMoveToParent:
            return "\(name).didMove(toParent: \(render(argument("parent"))))"
        case .navigationWillShow, .navigationDidShow:
            let verb = method == .navigationWillShow ? "willShow" : "didShow"
            return "\(name).delegate.navigationController(\(name), \(verb): \(render(argument("viewController"))), animated: \(render(argument("animated"))))"
        case .viewWillTransitionToSize:
            return "\(name).viewWillTransition(to: CGSize(width: \(render(argument("width"))), height: \(render(argument("height")))), with: coordinator)"
        case .tabShouldSelect:
            return "\(name).delegate.tabBarController(\(name), shouldSelect: \(render(argument("viewController")))) -> \(render(argument("result")))"
        case .tabDidSelect:
            return "\(name).delegate.tabBarController(\(name), didSelect: \(render(argument("viewController"))))"
        case .pageViewControllerBefore, .pageViewControllerAfter:
            let label = method == .pageViewControllerBefore ? "viewControllerBefore" : "viewControllerAfter"
            return "\(name).dataSource.pageViewController(\(name), \(label): \(render(argument("viewController")))) -> \(render(argument("result")))"
        case .pageWillTransition:
            return "\(name).delegate.pageViewController(\(name), willTransitionTo: [\(render(argument("pending")))])"
        case .pageDidFinishAnimating:
            return "\(name).delegate.pageViewController(\(name), didFinishAnimating: \(render(argument("finished"))), previousViewControllers: [\(render(argument("previous")))], transitionCompleted: \(render(argument("completed"))))"
        case .splitCollapseSecondary:
            return "\(name).delegate.splitViewController(\(name), collapseSecondary: \(render(argument("secondary"))), onto: \(render(argument("primary")))) -> \(render(argument("result")))"
        case .splitTopColumnForCollapsing:
            return "\(name).delegate.splitViewController(\(name), topColumnForCollapsingToProposedTopColumn: \(render(argument("proposed")))) -> \(render(argument("result")))"
        case .splitDidCollapse:
            return "\(name).delegate.splitViewControllerDidCollapse(\(name))"
        case .splitWillChangeDisplayMode:
            return "\(name).delegate.splitViewController(\(name), willChangeTo: \(render(argument("displayMode"))))"
        case .splitWillShowColumn, .splitWillHideColumn:
            let verb = method == .splitWillShowColumn ? "willShow" : "willHide"
            return "\(name).delegate.splitViewController(\(name), \(verb): \(render(argument("column"))))"
        case .splitShow, .splitShowDetail:
            let label = method == .splitShow ? "show" : "showDetail"
            return "\(name).delegate.splitViewController(\(name), \(label): \(render(argument("viewController"))), sender: sender) -> \(render(argument("result")))"
        case .preferredContentSizeDidChange:
            return "\(name).preferredContentSizeDidChange(forChildContentContainer: \(render(argument("container"))))"
        case .presentationShouldDismiss:
            return "\(name).presentationController.delegate.\(method.rawValue) -> \(render(argument("result")))"
        case .presentationDidAttemptToDismiss, .presentationWillDismiss, .presentationDidDismiss:
            return "\(name).presentationController.delegate.\(method.rawValue)"
        case .animateTransition:
            return "\(name).\(animatorOwner).animator.animateTransition(using: context)"
        case .completeTransition:
            return "\(name).\(animatorOwner).context.completeTransition(\(render(argument("didComplete"))))"
        case .transitionAnimations:
            return "\(name).transition(from: \(render(argument("from"))), to: \(render(argument("to")))) animations"
        case .transitionCompletion:
            return "\(name).transition(from: \(render(argument("from"))), to: \(render(argument("to")))) completion(\(render(argument("finished"))))"
        case .applicationWillFinishLaunching, .applicationDidFinishLaunching:
            let label = method == .applicationWillFinishLaunching ? "willFinishLaunchingWithOptions" : "didFinishLaunchingWithOptions"
            return "\(app).delegate.application(\(app), \(label): \(render(argument("launchOptions"))))"
        case .applicationConfigurationForConnecting:
            return "\(app).delegate.application(\(app), configurationForConnecting: session, options: options)"
        case .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
             .applicationWillEnterForeground, .applicationWillTerminate, .applicationDidReceiveMemoryWarning:
            return "\(app).delegate.\(method.rawValue.prefix { $0 != "(" })(\(app))"
        case .sceneWillConnect:
            return "\(scene).delegate.scene(\(scene), willConnectTo: session, options: options)"
        case .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect:
            return "\(scene).delegate.\(method.rawValue.prefix { $0 != "(" })(\(scene))"
        }
    }

    /// The application and the scene a delegate call concerns, by the role names their events record
    /// (`app`, `scene`): the delegate is reached through them, as a navigation controller's is.
    private var app: String { render(argument("application")) }
    private var scene: String { render(argument("scene")) }

    /// Who gave the custom animator: the presented controller's `transitioningDelegate`, or a container's
    /// `delegate` (navigation and tab bar controllers).
    private var animatorOwner: String {
        if case .string(let s)? = argument("owner") { return s }
        return "transitioningDelegate"
    }

    private func render(_ value: Argument.Value?) -> String {
        switch value {
        case .bool(let b)?: return b ? "true" : "false"
        case .number(let n)?: return LifecycleEvent.formatNumber(n)
        case .controller(let c)?: return c ?? "nil"
        case .string(let s)?: return s
        case nil: return "nil"
        }
    }

    /// Numbers as Swift prints them when they are whole (`1`), else with up to six decimals (`0.016667`),
    /// so traces and logs are the same on every machine.
    public static func formatNumber(_ n: Double) -> String {
        guard n.isFinite else { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        var s = String(format: "%.6f", n)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
