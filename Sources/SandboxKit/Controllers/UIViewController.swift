import Foundation

/// UIKit's view controller: loading (R2), containment (R1), appearance (R3, R4, R6), layout callbacks
/// (R9), memory warnings (R10). Every callback the framework makes goes through `LifecycleRules`, which
/// records the event and then calls the overridable method here, so the stream is complete whether or not
/// a subclass calls `super`. The decisions of when to call what live in `LifecycleRules`, not here.
///
/// Calling an appearance method directly (`b.viewWillAppear(true)` from app code) is detected by the base
/// implementation: the framework marks the controller as "inside a framework call of this method" while
/// it calls it, so a base implementation reached without that mark was called by app code (R11); the
/// sandbox then logs UIKit's warning and changes nothing (the base implementations hold no state).
open class UIViewController: UIResponder {
    /// The application whose stream hears this controller: the one current when it was created.
    /// The controller's trait overrides, registrations and pending trait change (UIView+Traits.swift).
    var traitState: TraitState?
    public internal(set) weak var application: UIApplication?

    /// The name events and traces use (`b`). Defaults to the class name, then `Name#2`, `Name#3` for later
    /// instances of the same class in the same application; a compiled scenario's runtime names it after the variable it is bound to.
    public var debugName: String

    open var title: String? { didSet { if title != oldValue { containerTitleDidChange() } } }

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    var editingMode = false
    /// Pushed on a navigation controller inside a tab bar controller, this controller hides the tab bar
    /// while it (or anything pushed over it) is on the stack (UITabBarController.swift).
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (self as? UINavigationController ?? navigationController)?.toolbarItemsDidChange(of: self) }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Enters or leaves editing mode. Subclasses override it to pass the mode on (calling super); the
    /// edit button item's title follows ("Edit", then a bold "Done").
    open func setEditing(_ editing: Bool, animated: Bool) { editingModeDidChange(editing) }
    /// The Edit/Done button (`UIViewController+Editing.swift`), made on first use.
    var storedEditButtonItem: UIBarButtonItem?

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Where the controller stands in the appearance machine ("Appearance state" of the spec).
    public internal(set) var appearanceState: AppearanceState = .disappeared

    // MARK: State kept by LifecycleRules (one place for the rules, the data lives on the controller).

    var storedView: UIView?
    /// Per method: how many framework calls of it are running on this controller (R11 direct-call check).
    var frameworkCallDepth: [LifecycleMethod: Int] = [:]
    /// R6: the open manual transition (its target state, nesting count and `animated`).
    var manualTransition: (target: AppearanceState, count: Int, animated: Bool)?
    /// R3: bumped on every `viewWillDisappear`, so a deferred `viewDidAppear` of an earlier appearance
    /// knows it is stale.
    var disappearanceGeneration = 0
    /// R3: this controller's disappearance was started by its view leaving the window.
    var isLeavingWindow = false
    /// R9: the `animated` flag of the `viewIsAppearing` this controller still owes its current appearance
    /// (modern profile), nil when none is owed.
    var owedViewIsAppearing: Bool?
    /// R8: the movements in progress (added to or removed from a parent, presented, dismissed).
    var movement: Movement = []
    /// R5: the running `transition(from:to:…)` of this container.
    var activeTransition: ControllerTransition?
    /// The standard containers' data on this controller (navigation and tab items, presentation links).
    let containerState = ContainerState()

    struct Movement: OptionSet {
        let rawValue: Int
        static let toParent = Movement(rawValue: 1)
        static let fromParent = Movement(rawValue: 2)
        static let beingPresented = Movement(rawValue: 4)
        static let beingDismissed = Movement(rawValue: 8)
    }

    /// NSObject's `init`, which UIKit routes to `init(nibName: nil, bundle: nil)`. A convenience
    /// initializer, as it is on iOS, so a subclass that overrides both designated initializers
    /// (`init(nibName:bundle:)` and `init?(coder:)`) still has `init()`, which runs its override.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The controller whose view is loaded from the xib `nibNameOrNil` (the application's
    /// `interfaceDocuments`), File's Owner being the controller; the bundle is ignored. Designated, as on
    /// iOS, so a controller file's own initialiser can call `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        let app = UIApplication.current
        application = app
        debugName = UIViewController.name(forNew: type(of: self), in: app)
        nibName = nibNameOrNil
        super.init()
        app.controllerRegistry.add(self)
    }

    /// What a storyboard's `instantiateViewController(identifier:creator:)` creator calls (with a coder
    /// that reads the scene's element, `InterfaceBuilderCoder`); the storyboard applies the scene after.
    /// Not `required` here (the scenario rewrite turns a file's `required` on this initialiser into
    /// `override`), so SandboxKit's own subclasses need not declare it.
    public init?(coder: NSCoder) {
        let app = UIApplication.current
        application = app
        debugName = UIViewController.name(forNew: type(of: self), in: app)
        super.init()
        app.controllerRegistry.add(self)
    }

    private static func name(forNew type: UIViewController.Type, in app: UIApplication) -> String {
        let className = String(describing: type)
        return app.controllerNaming?(className) ?? app.controllerRegistry.register(className: className)
    }

    // MARK: Interface Builder (Sources/SandboxKit/InterfaceBuilderLoading)

    /// The xib the view is loaded from, if any (set by `init(nibName:bundle:)`).
    open internal(set) var nibName: String?
    /// The storyboard the controller was made from, nil for one made in code.
    public internal(set) var storyboard: UIStoryboard?
    /// The scene (or xib) the view is loaded from and the segues it can perform.
    var interfaceSource: InterfaceSource?

    /// Called before a segue from this controller runs, with the segue (its destination made); the
    /// base does nothing. Apple: "The default implementation of this method does nothing. Subclasses
    /// override this method and use it to configure the new view controller prior to it being displayed."
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control or bar item triggered runs (true); not asked for
    /// `performSegue(withIdentifier:sender:)` (Apple: "This method is not called when you trigger segues
    /// programmatically").
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination of an unwind segue running `action` (UnwindSegue.swift);
    /// by default, whether it has the action method, as UIKit's `responds(to:)`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        (self as? IBConnectable)?.action(named: action.name)?.isImplemented(by: self) ?? false
    }

    /// Runs the segue of this controller's scene named `identifier` (StoryboardSegues.swift).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryboardSegues.perform(identifier: identifier, from: self, sender: sender)
    }

    // MARK: R2 Loading

    /// The root view; reading it loads it (`loadView` then `viewDidLoad`, once).
    open var view: UIView! {
        get {
            LifecycleRules.loadViewIfNeeded(self)
            return storedView
        }
        set { LifecycleRules.setView(newValue, of: self) }
    }

    open var isViewLoaded: Bool { storedView != nil }
    open var viewIfLoaded: UIView? { storedView }
    open func loadViewIfNeeded() { LifecycleRules.loadViewIfNeeded(self) }

    /// Creates the root view: from the storyboard scene or xib the controller came with, else a plain
    /// view the size of the screen.
    open func loadView() {
        if InterfaceBuilderViewLoading.loadView(of: self) { return }
        view = UIView(frame: application?.screen.bounds ?? CGRect(origin: .zero, size: UIScreen.iPhoneSize))
    }

    open func viewDidLoad() {}
    /// The controller's traits changed (the appearance, the text size, the size classes on rotation): called
    /// in the layout pass before `viewWillLayoutSubviews`, as iOS 17 does (Views/UIView+Traits.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Appearance (R3, R4, R6). The base implementations only detect direct calls (R11).

    open func viewWillAppear(_ animated: Bool) { LifecycleRules.baseImplementationReached(self, .viewWillAppear) }
    open func viewDidAppear(_ animated: Bool) { LifecycleRules.baseImplementationReached(self, .viewDidAppear) }
    open func viewWillDisappear(_ animated: Bool) { LifecycleRules.baseImplementationReached(self, .viewWillDisappear) }
    open func viewDidDisappear(_ animated: Bool) { LifecycleRules.baseImplementationReached(self, .viewDidDisappear) }

    /// R9, modern profile: once per appearance, after `viewWillAppear` and before `viewDidAppear`, once
    /// the view is in the window and laid out by its superview (traits and geometry are final here).
    open func viewIsAppearing(_ animated: Bool) {}

    /// Whether the framework forwards this container's appearance callbacks to its children (R4).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// R6: drives this controller's appearance by hand (`true` → `viewWillAppear`, `false` →
    /// `viewWillDisappear`).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        LifecycleRules.beginAppearanceTransition(self, isAppearing: isAppearing, animated: animated)
    }

    /// R6: ends the transition `beginAppearanceTransition` opened (the matching `did`).
    open func endAppearanceTransition() { LifecycleRules.endAppearanceTransition(self) }

    // MARK: R8 Moving flags: true only inside the matching appearance callbacks.

    public var isMovingToParent: Bool { movement.contains(.toParent) && isInside(.viewWillAppear, .viewDidAppear) }
    public var isMovingFromParent: Bool { movement.contains(.fromParent) && isInside(.viewWillDisappear, .viewDidDisappear) }
    public var isBeingPresented: Bool { movement.contains(.beingPresented) && isInside(.viewWillAppear, .viewDidAppear) }
    public var isBeingDismissed: Bool { movement.contains(.beingDismissed) && isInside(.viewWillDisappear, .viewDidDisappear) }

    private func isInside(_ a: LifecycleMethod, _ b: LifecycleMethod) -> Bool {
        (frameworkCallDepth[a] ?? 0) > 0 || (frameworkCallDepth[b] ?? 0) > 0
    }

    // MARK: R9 Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called in the layout pass's update-constraints phase when the root view needs it; the base calls
    /// the root view's `updateConstraints()` (call super last, as UIKit asks).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the root view's safe area changed (in the layout pass, before its constraints are
    /// updated). The base does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: R1 Containment

    open func addChild(_ childController: UIViewController) {
        LifecycleRules.addChild(childController, to: self, cause: .addChild)
    }

    open func removeFromParent() { LifecycleRules.removeFromParent(self, cause: .removeFromParent) }

    /// Called by `addChild` (with the new parent) and by app code before removal (with nil).
    open func willMove(toParent parent: UIViewController?) {
        LifecycleRules.baseImplementationReached(self, .willMoveToParent, parent: parent)
    }

    /// Called by `removeFromParent` (with nil) and by app code after adding (with the parent).
    open func didMove(toParent parent: UIViewController?) {
        LifecycleRules.baseImplementationReached(self, .didMoveToParent, parent: parent)
    }

    func appendChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }

    /// Puts the children listed in `order` first, in that order (a navigation stack's children are its
    /// stack, bottom first, whatever order they joined in).
    func orderChildren(as order: [UIViewController]) {
        let listed = order.filter { c in children.contains { $0 === c } }
        children = listed + children.filter { c in !listed.contains { $0 === c } }
    }
    /// `addChild` on another parent took `child` (already detached): a container drops it from what it
    /// shows, as UIKit drops it from a navigation stack or a tab bar's list.
    func childWasTaken(_ child: UIViewController) {}

    func detachChild(_ child: UIViewController) {
        // The last child and the first are looked at first: removing children in the order they came
        // or in the reverse costs one look each, not a scan of every sibling.
        ContainmentWork.steps += 1
        if children.last === child {
            children.removeLast()
        } else if let i = children.firstIndex(where: { ContainmentWork.steps += 1; return $0 === child }) {
            children.remove(at: i)
        }
        if child.parent === self { child.parent = nil }
    }

    // MARK: R13 Size changes

    /// Called before this controller's view changes size (the device rotates), with the coordinator of
    /// the change. The base forwards it to the children whose views are loaded, then to the presented
    /// controller (Apple: "View controllers forward the size change message to their views and child view
    /// controllers. Presentation controllers forward the size change to their presented view
    /// controller"), so an override that does not call `super` keeps it from them, as in UIKit.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        LifecycleRules.forwardSizeTransition(from: self, to: size, with: coordinator)
    }

    // MARK: UIContentContainer (UIViewController+ContentContainer.swift tells the parent)

    /// The size this controller would like its view to have (`.zero`: no preference); a change tells the
    /// parent, or the presentation showing it (a form sheet or popover on an iPad resizes to it).
    open var preferredContentSize: CGSize {
        get { containerState.preferredContentSize }
        set { preferredContentSizeWasSet(newValue) }
    }
    /// A child's `preferredContentSize` changed. The base does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's view changed its Auto Layout fitting size. The base does nothing (declared; the sandbox
    /// does not watch fitting sizes, so it is not called).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size to give a child's view: the base answers the parent's size, as UIKit's does.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: The status bar (UIViewController+StatusBar.swift asks the right controller)

    /// Whether the status bar hides while this controller decides its appearance. The base: false.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's content colour while this controller decides it. The base: `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar changes when asked to update; the sandbox redraws it at once.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child that decides the status bar's style instead of this controller; the base: none.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child that decides whether the status bar hides instead of this controller; the base: none.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: R10 Memory warnings

    open func didReceiveMemoryWarning() {}
    /// iOS 5 profile only: the view is about to be released after a memory warning.
    open func viewWillUnload() {}
    /// iOS 5 profile only: the view was released after a memory warning.
    open func viewDidUnload() {}

    /// Called after one of this controller's appearance callbacks, before R4 forwards it to the children:
    /// a container puts its visible child's view in place here (the standard containers override it).
    func containerWillForwardAppearance(_ method: LifecycleMethod) {}

    /// Called after one of this controller's appearance callbacks has been forwarded (R4): a container
    /// tells its delegate here (the navigation controller's `willShow`/`didShow`).
    func containerDidForwardAppearance(_ method: LifecycleMethod, animated: Bool) {}

    /// Ends at once the transitions running in this controller and its descendants (R5's and the
    /// containers'), before a full-screen presentation covers them.
    func finishTransitionsNow() {
        activeTransition?.finishNow()
        for child in children { child.finishTransitionsNow() }
    }

    // MARK: Hooks UIView calls (the root view's window moves and layout passes)

    func rootViewWillMove(toWindow window: UIWindow?) { LifecycleRules.rootViewWillMove(self, toWindow: window) }
    func rootViewDidMoveToWindow() { LifecycleRules.rootViewDidMoveToWindow(self) }
    func frameworkViewWillLayoutSubviews() { LifecycleRules.layoutCallback(self, .viewWillLayoutSubviews) }
    func frameworkViewDidLayoutSubviews() { LifecycleRules.layoutCallback(self, .viewDidLayoutSubviews) }

    open override var next: UIResponder? { storedView?.superview }

    /// `<b>`: UIKit prints a controller's class and address (`<MyApp.ViewController: 0x…>`); the
    /// sandbox prints its trace name in their place, the same on every run and the name the trace uses,
    /// so UIKit's messages that print a controller read as the trace does. Nonisolated, as NSObject's
    /// `description` is, so `print` and string interpolation find it from any context; off the main
    /// actor's threads it is NSObject's `<Class: 0x…>` (`MainActorLoan`).
    nonisolated open override var description: String { MainActorLoan.ifHeld { "<\(debugName)>" } ?? ObjectDescription.describe(self) }
}
