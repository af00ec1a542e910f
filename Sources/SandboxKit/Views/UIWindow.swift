import Foundation

/// The root of a view tree that is on screen. Owns the damage and commit flags of its tree and belongs
/// to an application, whose run loop lays it out, displays and composites it.
open class UIWindow: UIView {
    /// The application whose run loop drives this window.
    public internal(set) weak var application: UIApplication?
    /// The first responder's input view and accessory bar on screen (UIWindow+InputViews.swift).
    var shownInputViews: [UIView] = []

    /// Something changed that needs the commit phase (layout or display).
    package internal(set) var needsCommit = true
    /// Something changed on screen since the last composite.
    public internal(set) var needsComposite = true

    /// A controller that is another's child cannot be a window's root: UIKit raises
    /// UIViewControllerHierarchyInconsistency ("child view controller:<b> should have parent view
    /// controller:(null) but actual parent is:<a>"); the sandbox records it and keeps the old root.
    open var rootViewController: UIViewController? {
        didSet {
            if let new = rootViewController, new !== oldValue, let parent = new.parent {
                LifecycleRules.violation(new, .rootWithParent,
                    "child view controller:\(new) should have parent view controller:(null) but actual parent is:\(parent)",
                    concerns: [new, parent])
                rootViewController = oldValue
                return
            }
            rootViewControllerDidChange(from: oldValue)
        }
    }

    public private(set) var isKeyWindow = false

    /// The system overlay last made for this window (SystemChrome.swift), kept while its look holds.
    var systemChromeKept: SystemChromeOverlay?

    /// The scene whose window this is; setting it moves the window into that scene's application
    /// (UIWindow+WindowScene.swift).
    public weak var windowScene: UIWindowScene? {
        didSet { if windowScene !== oldValue { windowSceneDidChange() } }
    }

    /// Renders this window's tree into its frame buffer, repainting only damaged areas.
    package private(set) lazy var compositor = Compositor(window: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    /// A window made with `init(frame:)` and never added to an application joins the one code is running
    /// for, as an app delegate's window does in UIKit when it is made key.
    open func makeKeyAndVisible() {
        if application == nil { UIApplication.current.addWindow(self) }
        isKeyWindow = true
        isHidden = false
        setNeedsComposite()
    }

    /// Showing the window installs a root it kept while hidden (UIWindow+RootViewController.swift).
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let shows = super.isHidden && !newValue
            super.isHidden = newValue
            if shows { windowDidShow() }
        }
    }

    override open var window: UIWindow? { self }

    /// The end of the responder chain below the application.
    open override var next: UIResponder? { application }

    func setNeedsCommit() {
        PhaseRule.checkMark("a layout or display pass", in: application)
        needsCommit = true
        application?.setNeedsFrame()
    }

    /// The window's own look changed, or the order of its subviews: its layer is damaged like any view's.
    override func setNeedsComposite() { layer.setNeedsComposite() }

    /// Asks for a composite without damaging anything (the damage is already recorded).
    func requestComposite() {
        PhaseRule.checkMark("damage", in: application)
        needsComposite = true
        application?.setNeedsFrame()
    }

    /// A view left the tree; the compositor keeps what it needs to repaint the area it covered.
    func noteRemoved(_ view: UIView, from parent: UIView) {
        requestComposite()
    }
}
