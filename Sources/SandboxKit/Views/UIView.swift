import Foundation
import Raster

/// UIKit's view: a node of the view tree. Geometry and look live in `layer` (see `CALayer`); this type
/// keeps the tree, the window moves, layout and hit-testing.
open class UIView: UIResponder {
    public let layer: CALayer
    /// Not retained, as in UIKit (the superview owns its subviews), and not `weak` either: one weak
    /// reference gives an object a side table, after which every retain and release of it takes the
    /// runtime's slow path (about half of a layout pass over 10,000 views). A view clears the pointer in
    /// its subviews when it is freed (`deinit`), as UIKit's views do.
    public private(set) unowned(unsafe) var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The window at the root of this view's superview chain (what `window` returns), kept by the moves
    /// that change it (`setRootWindowInSubtree`), so reading `window` costs the same at any depth: every
    /// add, layout request and damage note reads it, and walking up for it made building or resizing a
    /// deep chain quadratic. Not retained (the window owns the tree); a window freed while some of its
    /// views live on clears it in them (`deinit`). Final, as `setRootWindowInSubtree` is: no vtable slots,
    /// so adding them moved no overridable member's slot (an incremental build that does not recompile
    /// other modules for a private change would otherwise call the wrong method through the old slots).
    private final unowned(unsafe) var rootWindow: UIWindow?

    open var tag = 0
    /// The name UI tests find the view by (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    /// Kept and read back as set: the sandbox's pointer is one finger, so a view never gets two touches
    /// at once whatever this says.
    open var isMultipleTouchEnabled = false
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []
    /// How the view's content fills its bounds (UIImageView reads it when drawing).
    open var contentMode: ContentMode = .scaleToFill

    /// Auto Layout's data for this view (Layout/UIView+AutoLayout.swift); nil until first used.
    @exclusivity(unchecked) var autoLayout: ViewLayoutState?

    /// The colour set on this view (`tintColor`), nil to inherit.
    private var ownTintColor: UIColor?
    /// The view's part in the appearance proxies (Views/UIAppearance.swift); nil until it matters.
    var appearance: ViewAppearance?
    /// The view's trait overrides, dynamic background and pending trait change (UIView+Traits.swift); nil
    /// until it matters.
    var traitState: TraitState?

    /// UIKit's tint colour: set on a view, it holds for the view and every subview that sets none; a view
    /// with none set anywhere above it uses the system tint (system blue). Setting it tells the view and
    /// the subviews that inherit it (`tintColorDidChange`), so tinted controls and template images
    /// redraw. A view moved under another tint is not told (tinted views read the tint when they draw).
    open var tintColor: UIColor! {
        get {
            var v: UIView? = self
            while let cur = v {
                if let c = cur.ownTintColor { return c }
                v = cur.superview
            }
            return .systemBlue
        }
        set {
            ownTintColor = newValue
            notifyTintChange()
            appearancePropertySet("tintColor") { $0.tintColor = newValue }
        }
    }

    /// The tint colour changed; tinted views redraw (the default asks for display).
    open func tintColorDidChange() {}

    private func notifyTintChange() {
        tintColorDidChange()
        for s in subviews where s.ownTintColor == nil { DeepWalk.descend { s.notifyTintChange() } }
    }

    /// Storage behind `gestureRecognizers` (UIView+Gestures.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Set when this is a controller's root view (`UIViewController.view`); makes the controller the next
    /// responder and lets the controller hear window moves and layout passes.
    public internal(set) weak var owningViewController: UIViewController?

    /// Layout is owed (`setNeedsLayout`, bounds size or subviews changed).
    public internal(set) var needsLayout = true
    /// This view or one below it owes layout. `setNeedsLayout` flags the path up to the window, so the
    /// layout pass walks only flagged paths, not every view (a flagged view's ancestors are flagged too).
    var subtreeNeedsLayout = true
    /// The backing store is stale (`setNeedsDisplay`).
    public internal(set) var needsDisplay = true

    public init(frame: CGRect) {
        layer = UIView.backingLayer(for: Self.self)
        super.init()
        rootWindow = self as? UIWindow
        layer.view = self
        self.frame = frame
    }

    /// The class of the layer made for each view of this class (`override class var layerClass` makes a
    /// gradient or shape view whose own layer draws).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer `layerClass` names; an app's own layer subclass is made as the sandbox's layer class it
    /// descends from (reported once: Swift on Linux cannot make a class from its metatype without a
    /// required initializer).
    private static func backingLayer(for view: UIView.Type) -> CALayer {
        let requested = view.layerClass
        guard requested != CALayer.self else { return CALayer() }
        let layer = (requested as? CALayer.Type)?.makeBackingLayer() ?? CALayer()
        if type(of: layer) != requested {
            NotSimulated.record("layerClass \(requested) (the view's layer is a \(type(of: layer)))")
        }
        return layer
    }

    /// NSObject's `init`, which UIKit routes to `init(frame: .zero)`: a subclass's `init(frame:)` runs.
    public convenience override init() { self.init(frame: .zero) }

    /// What a storyboard or xib would decode a view with. Views are made from their element's
    /// attributes, not decoded (`InterfaceBuilderCoder`), so this makes a view of zero size as
    /// `init(frame:)` does. A convenience initializer, so every view class has it without declaring it.
    public convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// UIKit's form, `<UIView: 0x…; frame = (0 0; 390 844); layer = <CALayer: 0x…>>`, with hidden,
    /// alpha and tag when they are not the default. Nonisolated, as NSObject's `description` is (see
    /// `UIViewController.description`).
    nonisolated open override var description: String {
        MainActorLoan.ifHeld {
            var details = ["frame = " + ViewTreeNode.text(frame)]
            if isHidden { details.append("hidden = YES") }
            if alpha != 1 { details.append("alpha = " + LifecycleEvent.formatNumber(Double(alpha))) }
            if tag != 0 { details.append("tag = \(tag)") }
            details.append("layer = \(layer)")
            return ObjectDescription.describe(self, details)
        } ?? ObjectDescription.describe(self)
    }

    /// Swift runs a deinit outside any actor. UIKit frees its views on the main thread, and so does
    /// SandboxKit: a view is only ever released by main-actor code (`MainActorLoan` explains the threads
    /// that borrow the main actor), so the deinit still owns the main actor's state. Not an `isolated
    /// deinit`: it would queue itself on the main thread's executor, which the scenario device's
    /// threads never drain.
    deinit {
        MainActorLoan.run { releaseTree() }
    }

    private func releaseTree() {
        // The unretained back pointers to this view (`superview`, `CALayer.view`) must not outlive it.
        for view in subviews { view.superview = nil }
        // Only a window at the root is freed with a window above its views: they must not point at it.
        if rootWindow != nil { for view in subviews { view.setRootWindowInSubtree(view as? UIWindow) } }
        layer.view = nil
        if autoLayout != nil { LayoutEngine.shared.viewWillBeFreed(self) }
        // The subviews are released here, one level down (a released chain of views releases the next
        // inside this deinit): through `DeepWalk` so a very deep tree does not overflow the stack.
        guard !subviews.isEmpty else { return }
        var released = subviews
        subviews = []
        DeepWalk.descend { released.removeAll() }
    }

    // MARK: Geometry (all stored in the layer)

    open var frame: CGRect {
        get { layer.frame }
        set {
            let f = newValue.standardized
            // The frame sets center and the bounds size; with a transform the frame is undefined (UIKit).
            let t = transform
            bounds = CGRect(origin: bounds.origin, size: t.isIdentity ? f.size : f.size.applying(t.inverted()).absolute)
            center = CGPoint(x: f.midX, y: f.midY)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if oldSize != newValue.size {
                setNeedsLayout()
                setNeedsDisplay()
                if autoresizesSubviews { resizeSubviews(from: oldSize) }
            }
            if autoLayout?.variables != nil { LayoutEngine.shared.frameDidChange(self) }
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if autoLayout?.variables != nil { LayoutEngine.shared.frameDidChange(self) }
        }
    }

    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = CATransform3D(newValue) }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// UIKit's drawing hint that the view fills its bounds with opaque content. The compositor finds
    /// what is opaque from the pixels it draws, so the hint changes nothing here; it is kept for code and
    /// Interface Builder documents that set it.
    open var isOpaque = true

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            // a stack view collapses its hidden arranged views (UIKit observes the property)
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    open var backgroundColor: UIColor? {
        get { traitState?.dynamicBackground ?? layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set {
            // a dynamic colour is kept and resolved again when the view's appearance changes
            if newValue?.dynamic != nil || traitState?.dynamicBackground != nil { traits.dynamicBackground = newValue?.dynamic != nil ? newValue : nil }
            layer.backgroundColor = newValue.map { $0.dynamic == nil ? $0.cgColor : $0.resolvedColor(with: traitCollection).cgColor }
            appearancePropertySet("backgroundColor") { $0.backgroundColor = newValue }
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: The tree

    /// The window this view is in: the root of its superview chain, when that root is a window.
    open var window: UIWindow? {
        rootWindow
    }

    /// Sets `rootWindow` in this view and every view below it (their chain's root changed), without
    /// recursion, so a tree of any depth is done.
    private final func setRootWindowInSubtree(_ newWindow: UIWindow?) {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            ContainmentWork.steps += 1
            v.rootWindow = newWindow
            pending.append(contentsOf: v.subviews)
        }
    }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        // UIKit raises "Can't add self as subview" (NSInvalidArgumentException) for the view itself, and
        // Core Animation "layer <CALayer: 0x…> is a part of cycle in its layer tree" (CALayerInvalid) for
        // an ancestor, inside the same call (published crash logs). Refused with those messages, recorded
        // as a violation; nothing changes.
        // (A view without subviews cannot be an ancestor: appending new views costs no walk up.)
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return refuseAsSubview(view) }
        if view.superview === self {
            // Re-adding moves the view to the new index without leaving the window.
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsLayout()
            setNeedsComposite()
            return
        }
        let oldWindow = view.window, newWindow = window
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if view.rootWindow !== rootWindow { view.setRootWindowInSubtree(rootWindow) }
        if view.autoLayout != nil { LayoutEngine.shared.superviewDidChange(view) }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsComposite()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? 0 : 1
        insertSubview(view, at: i + adjust)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        setNeedsComposite()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        setNeedsComposite()
        detachFromSuperview()
        if rootWindow !== self as? UIWindow { setRootWindowInSubtree(self as? UIWindow) }
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if autoLayout != nil { LayoutEngine.shared.viewWillLeave(self, superview: parent) }
        // The last and the first subview are looked at first: emptying a large view in either order
        // costs one look per subview, not a scan of every sibling.
        ContainmentWork.steps += 1
        if parent.subviews.last === self {
            parent.subviews.removeLast()
        } else if let i = parent.subviews.firstIndex(where: { ContainmentWork.steps += 1; return $0 === self }) {
            parent.subviews.remove(at: i)
        }
        superview = nil
        parent.setNeedsLayout()
        parent.window?.noteRemoved(self, from: parent)
    }

    private func refuseAsSubview(_ view: UIView) {
        let app = owningApplication
        // The layer is named by its view's class where UIKit prints its address (traces stay the same run to run).
        let message = view === self ? "Can't add self as subview"
            : "layer <CALayer: \(type(of: view))> is a part of cycle in its layer tree"
        app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .violation,
                                                cause: LifecycleCause("refused", rule: nil), message: message,
                                                problem: .subviewCycle))
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v { ContainmentWork.steps += 1; if cur === view { return true }; v = cur.superview }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let hit = DeepWalk.descend({ s.viewWithTag(tag) }) { return hit } }
        return nil
    }

    // Overridable notifications, as UIKit names them. They do nothing by default; the framework's own
    // reactions (controller appearance, damage) never depend on a subclass calling super.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// The view's traits changed: called in the layout pass before `layoutSubviews`, after its
    /// controller's (Views/UIView+Traits.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The sandbox's own views that set layer colours from dynamic colours set them again here when the
    /// view's appearance changes (UIKit's views do so themselves; an app's layer colours stay as set).
    func appearanceDidChange() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Walks the subtree top-down: every view hears the window change, and a controller's root view
    /// tells its controller first (lifecycle rule R3 lives in the controller).
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil { applyAppearanceIfNeeded() }
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for s in subviews { DeepWalk.descend { s.notifyWillMove(toWindow: newWindow) } }
    }

    private func notifyDidMoveToWindow() {
        owningViewController?.rootViewDidMoveToWindow()
        didMoveToWindow()
        for s in subviews { DeepWalk.descend { s.notifyDidMoveToWindow() } }
    }

    // MARK: Layout

    open func setNeedsLayout() {
        needsLayout = true
        var v: UIView? = self
        while let cur = v, !cur.subtreeNeedsLayout {
            ContainmentWork.steps += 1
            cur.subtreeNeedsLayout = true
            v = cur.superview
        }
        window?.setNeedsCommit()
    }

    /// Runs the layout pass now for this view's subtree, top down.
    open func layoutIfNeeded() {
        if let window { SafeAreaTracker.shared.layoutWillRun(in: window) }
        LayoutEngine.shared.layoutWillRun(from: self)
        var root: UIView = self
        while let s = root.superview, s.needsLayout { root = s }
        root.layoutSubtreeIfNeeded()
        // a view that moved without being laid out hears of its new safe area, and is laid out now
        if let window {
            SafeAreaTracker.shared.layoutDidRun(in: window)
            if root.subtreeNeedsLayout { root.layoutSubtreeIfNeeded() }
        }
    }

    func layoutSubtreeIfNeeded() {
        guard subtreeNeedsLayout else { return }
        // cleared before the walk: a view flagged by a layoutSubviews further down flags this path again
        subtreeNeedsLayout = false
        // placed by its superview by now: its safe area is final for this pass
        if autoLayout?.tracksSafeArea == true { SafeAreaTracker.shared.refresh(self) }
        if needsLayout {
            needsLayout = false
            if traitState?.previous != nil || owningViewController?.traitState?.previous != nil { deliverTraitChanges() }
            owningViewController?.frameworkViewWillLayoutSubviews()
            layoutSublayers(of: layer)
            owningViewController?.frameworkViewDidLayoutSubviews()
        }
        for s in subviews { DeepWalk.descend { s.layoutSubtreeIfNeeded() } }
        // what is still owed after the walk (a layoutSubviews may have asked again), so no stale flag
        // sends the next pass down a path with nothing to do
        subtreeNeedsLayout = needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }

    /// The base lays out the subviews that take their frames from constraints (as UIKit's does).
    open func layoutSubviews() { LayoutEngine.shared.applyFrames(toSubviewsOf: self) }

    /// The view is its layer's delegate, as in UIKit: laying out the layer lays out the subviews, so a
    /// subclass that overrides this (to size its sublayers) and calls super gets `layoutSubviews`.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    /// Draws a layer the view is the delegate of; the view's own drawing is `draw(_:)`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// What the layer runs when `event` changes: nothing (animation blocks animate a view's properties).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    /// Called when `layoutMargins` changed. The base does nothing.
    open func layoutMarginsDidChange() {}

    /// Override to add or change constraints; call super last, as in UIKit. The base does nothing.
    open func updateConstraints() {}

    /// Called in the layout pass when `safeAreaInsets` changed (UIView+SafeArea.swift). The base does nothing.
    open func safeAreaInsetsDidChange() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)` keeping the frame's origin, as UIKit does (a
    /// multi-line label wraps at its current width; a zero width means "unconstrained" to UILabel).
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: s)
        } else {
            bounds = CGRect(origin: bounds.origin, size: s)
        }
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the content; plain views have none (`noIntrinsicMetric` both ways).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The content's size changed: the engine's content-size constraints follow, and the superview lays out.
    open func invalidateIntrinsicContentSize() {
        if autoLayout != nil { LayoutEngine.shared.contentSizeDidChange(self) }
        superview?.setNeedsLayout()
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's springs and struts: each flexible part of a subview's frame takes its share of the change.
    private func resizeSubviews(from oldSize: CGSize) {
        let dw = bounds.width - oldSize.width, dh = bounds.height - oldSize.height
        for s in subviews where !s.autoresizingMask.isEmpty {
            var f = s.frame
            func distribute(_ delta: CGFloat, _ lead: Bool, _ size: Bool, _ trail: Bool, _ origin: inout CGFloat, _ length: inout CGFloat, _ oldTotal: CGFloat) {
                let parts = [lead, size, trail].filter { $0 }.count
                guard parts > 0 else { return }
                // Proportional to the current lengths of the flexible parts, as UIKit does.
                let trailLen = oldTotal - origin - length
                let weights = [lead ? origin : 0, size ? length : 0, trail ? trailLen : 0]
                let total = weights.reduce(0, +)
                let share: [CGFloat] = total > 0 ? weights.map { $0 / total * delta }
                    : [lead, size, trail].map { $0 ? delta / CGFloat(parts) : 0 }
                origin += share[0]
                length += share[1]
            }
            let m = s.autoresizingMask
            distribute(dw, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin),
                       &f.origin.x, &f.size.width, oldSize.width)
            distribute(dh, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin),
                       &f.origin.y, &f.size.height, oldSize.height)
            // the subview resizes its own subviews in turn: one level deeper
            DeepWalk.descend { s.frame = f }
        }
    }

    // MARK: Display

    open func setNeedsDisplay() {
        needsDisplay = true
        window?.setNeedsCommit()
        setNeedsComposite()
    }

    /// Draws the view's own content into its backing store. The default draws nothing (the background
    /// colour, corner and border are the layer's and are drawn by the compositor).
    open func draw(_ rect: CGRect) {}

    func setNeedsComposite() { layer.setNeedsComposite() }

    // MARK: Coordinates

    /// This view's bounds coordinates → its superview's bounds coordinates (affine part of the transform).
    public var transformToSuperview: CGAffineTransform {
        let s = layer.model
        let anchor = CGPoint(x: s.bounds.minX + s.anchorPoint.x * s.bounds.width,
                             y: s.bounds.minY + s.anchorPoint.y * s.bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(s.transform.affineTransform)
            .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
    }

    /// This view's coordinates → the window's (or the root's when not in a window).
    public var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let cur = v, cur.superview != nil { t = t.concatenating(cur.transformToSuperview); v = cur.superview }
        return t
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var t = transformToRoot
        if let view { t = t.concatenating(view.transformToRoot.inverted()) }
        return rect.applying(t)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        var t = view?.transformToRoot ?? .identity
        t = t.concatenating(transformToRoot.inverted())
        return rect.applying(t)
    }

    // MARK: Hit-testing

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// UIKit's hit-test: hidden, non-interactive or nearly transparent views (alpha < 0.01) are skipped;
    /// subviews front to back; a point outside the bounds misses the subtree even when subviews stick out.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= 0.01, !isAnimatingForHitTesting,
              self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            let p = point.applying(s.transformToSuperview.inverted())
            if let hit = DeepWalk.descend({ s.hitTest(p, with: event) }) { return hit }
        }
        return self
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Gestures

    /// Asked before a gesture recognizer that is tracking this view's touches leaves the possible state;
    /// false makes it fail. UIControl says no to single-tap recognizers of other views, as UIKit does.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension CGSize {
    var absolute: CGSize { CGSize(width: abs(width), height: abs(height)) }
}

extension UIView: UIAccessibilityIdentification {}
