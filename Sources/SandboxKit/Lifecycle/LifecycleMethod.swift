/// What an event of the lifecycle stream is: a callback the framework makes on a controller (or on its
/// root view), a step of `transition(from:to:)`, a call to the app's or a scene's delegate (R15), or a
/// message (warning, violation, finding, print).
/// The raw value is the `event` field of the JSON Lines log.
public enum LifecycleMethod: String, Sendable, CaseIterable {
    case loadView, viewDidLoad
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// Modern profile only (R9): once per appearance, between `viewWillAppear` and `viewDidAppear`, when
    /// the view is in the window and laid out by its superview.
    case viewIsAppearing
    case viewWillLayoutSubviews, viewDidLayoutSubviews
    case updateViewConstraints, viewSafeAreaInsetsDidChange
    /// The controller's traits changed (the appearance, the text size, a rotation's size class), in the
    /// layout pass before its `viewWillLayoutSubviews` (R9).
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    /// The controller's root view hears `willMove(toWindow:)` / `didMoveToWindow()`.
    case viewWillMoveToWindow = "view.willMove(toWindow:)"
    case viewDidMoveToWindow = "view.didMoveToWindow"
    /// `transition(from:to:…)` runs its animations block (R5 step 4) / calls its completion (step 6).
    case transitionAnimations = "transition.animations"
    case transitionCompletion = "transition.completion"
    /// A navigation controller's delegate hears it show a new top (R7).
    case navigationWillShow = "navigationController(_:willShow:animated:)"
    case navigationDidShow = "navigationController(_:didShow:animated:)"
    /// A presented controller's adaptive delegate hears the user swipe its sheet down (R12).
    case presentationShouldDismiss = "presentationControllerShouldDismiss(_:)"
    case presentationDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
    case presentationWillDismiss = "presentationControllerWillDismiss(_:)"
    case presentationDidDismiss = "presentationControllerDidDismiss(_:)"
    /// A custom present or dismiss: the animator is asked to animate / the context is completed (R12).
    case animateTransition = "animateTransition(using:)"
    case completeTransition = "completeTransition(_:)"
    /// The device rotates: the size change reaches the window's root, which forwards it (R13).
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    /// A tab bar controller's delegate is asked about / told of the user's tab choice (R7).
    case tabShouldSelect = "tabBarController(_:shouldSelect:)"
    case tabDidSelect = "tabBarController(_:didSelect:)"
    /// A page view controller's data source is asked for a page / its delegate hears a turn (R14).
    case pageViewControllerBefore = "pageViewController(_:viewControllerBefore:)"
    case pageViewControllerAfter = "pageViewController(_:viewControllerAfter:)"
    case pageWillTransition = "pageViewController(_:willTransitionTo:)"
    case pageDidFinishAnimating = "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
    /// A split view controller's delegate is asked how to collapse and told of its columns (R16).
    case splitCollapseSecondary = "splitViewController(_:collapseSecondary:onto:)"
    case splitTopColumnForCollapsing = "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
    case splitDidCollapse = "splitViewControllerDidCollapse(_:)"
    case splitWillChangeDisplayMode = "splitViewController(_:willChangeTo:)"
    case splitWillShowColumn = "splitViewController(_:willShow:)"
    case splitWillHideColumn = "splitViewController(_:willHide:)"
    case splitShow = "splitViewController(_:show:sender:)"
    case splitShowDetail = "splitViewController(_:showDetail:sender:)"
    /// A parent hears that a child's preferred content size changed (R17).
    case preferredContentSizeDidChange = "preferredContentSizeDidChange(forChildContentContainer:)"
    case didReceiveMemoryWarning, viewWillUnload, viewDidUnload
    /// The app delegate hears the launch, the app's state changes and its end (R15). With scenes, the
    /// state changes go to the scene delegate instead.
    case applicationWillFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case applicationDidFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case applicationConfigurationForConnecting = "application(_:configurationForConnecting:options:)"
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case applicationWillTerminate = "applicationWillTerminate(_:)"
    case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    /// A scene's delegate hears it connect, change state and disconnect (R15).
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneDidDisconnect = "sceneDidDisconnect(_:)"
    case warning, violation, finding, print

    /// The four appearance callbacks.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }

    /// The state an appearance callback moves its controller to.
    var appearanceTarget: AppearanceState? {
        switch self {
        case .viewWillAppear: return .appearing
        case .viewDidAppear: return .appeared
        case .viewWillDisappear: return .disappearing
        case .viewDidDisappear: return .disappeared
        default: return nil
        }
    }

    /// A call to the app delegate or a scene delegate: it concerns no controller.
    public var isApplicationDelegateCall: Bool {
        switch self {
        case .applicationWillFinishLaunching, .applicationDidFinishLaunching, .applicationConfigurationForConnecting,
             .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
             .applicationWillEnterForeground, .applicationWillTerminate, .applicationDidReceiveMemoryWarning,
             .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect:
            return true
        default:
            return false
        }
    }

    /// Messages have no controller method; their text is the event's `message`.
    public var isMessage: Bool {
        switch self {
        case .warning, .violation, .finding, .print: return true
        default: return false
        }
    }
}
