import Foundation

/// Tells views and controllers when their safe area changes (`safeAreaInsetsDidChange`,
/// `viewSafeAreaInsetsDidChange`), in the layout pass, as UIKit does. Every view's safe area is computed
/// when read (UIView+SafeArea.swift); what is kept is the value each tracked view last heard of. The
/// tracked views are the ones something depends on: every controller's root view in a window, and every
/// view whose safe area or safe-area guide has been asked for (a scroll view adjusting its insets, a
/// view laid out from its insets, constraints to the guide). Comparing every view of every tree on every
/// pass would cost a walk of the whole tree per frame for calls nothing listens to.
///
/// A pass looks at the tracked views three times: before it, those whose frames constraints do not
/// decide (so a page hears its safe area once, before its update-constraints pass); during it, each tracked
/// view just before its own `layoutSubviews` (after its superview placed it); after it, all of them (a
/// view that moved without being laid out). A change marks the view for layout.
@MainActor
final class SafeAreaTracker {
    static let shared = SafeAreaTracker()

    private final class Entry {
        weak var view: UIView?
        let serial: Int
        /// The view has heard of (or read in a window) a safe area: it is on screen, not just arriving.
        var settledIn = false
        init(_ view: UIView, serial: Int) { self.view = view; self.serial = serial }
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var serial = 0

    /// Starts comparing `view`'s safe area. `assumingSeen`: the caller is reading the current value, so
    /// it is the one the view has heard of; otherwise (a controller's root view found in a window) the
    /// first non-zero safe area is news.
    func track(_ view: UIView, assumingSeen: Bool) {
        if view.autoLayout?.tracksSafeArea == true { return }
        let state = view.layoutState
        state.tracksSafeArea = true
        state.safeAreaInsets = assumingSeen ? view.currentSafeAreaInsets : .zero
        serial += 1
        let entry = Entry(view, serial: serial)
        entry.settledIn = assumingSeen && view.window != nil
        entries[ObjectIdentifier(view)] = entry
    }

    /// Before a pass over `window`: the controllers' root views join, and the tracked views whose frames
    /// are settled hear of changes.
    func layoutWillRun(in window: UIWindow) {
        if let root = window.rootViewController { trackRootViews(of: root, in: window) }
        for v in trackedViews(in: window) where isSettled(v) { refresh(v) }
    }

    /// After a pass: every tracked view in the window.
    func layoutDidRun(in window: UIWindow) {
        for v in trackedViews(in: window) { refresh(v) }
    }

    /// The tracked views below `view` (`LayoutEngine.applyFrames` moved its subviews).
    func refreshDescendants(of view: UIView) {
        guard let window = view.window else { return }
        for v in trackedViews(in: window) where v !== view && v.isDescendant(of: view) { refresh(v) }
    }

    /// Compares `view`'s safe area with the one it last heard of; on a change, the guides follow, the
    /// controller and the view are told, and the view is laid out again.
    func refresh(_ view: UIView) {
        guard let state = view.autoLayout, state.tracksSafeArea, view.window != nil else { return }
        let insets = view.currentSafeAreaInsets
        guard insets != state.safeAreaInsets else { return }
        state.safeAreaInsets = insets
        entries[ObjectIdentifier(view)]?.settledIn = true
        LayoutEngine.shared.safeAreaDidChange(view)
        if let vc = view.owningViewController { LifecycleRules.layoutCallback(vc, .viewSafeAreaInsetsDidChange) }
        view.safeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    /// Settled: neither the view nor a superview takes its frame from constraints, which the update
    /// phase may still move (those hear of it when their superview's layout places them). A view already
    /// on screen is not settled either while a superview waits for its layout (a container that places
    /// its page in `layoutSubviews`, after a rotation): measured now, it would hear a size between the old
    /// screen and the new one, then the new one — UIKit tells it once.
    private func isSettled(_ v: UIView) -> Bool {
        let onScreen = entries[ObjectIdentifier(v)]?.settledIn ?? false
        var cur: UIView? = v
        while let c = cur {
            if !c.translatesAutoresizingMaskIntoConstraints { return false }
            if onScreen, c !== v, !(c is UIWindow), c.needsLayout { return false }
            cur = c.superview
        }
        return true
    }

    /// A container put `c`'s page on screen between its `viewWillAppear` and `viewDidAppear` (a tab
    /// switch, inside the call, with no layout pass before the `did`): the page hears its safe area now,
    /// as UIKit's page hears it when it joins the window.
    func pageWasInstalled(_ c: UIViewController) {
        guard c.appearanceState == .appearing, let v = c.viewIfLoaded, v.window != nil else { return }
        track(v, assumingSeen: false)
        refresh(v)
    }

    private func trackRootViews(of c: UIViewController, in window: UIWindow) {
        if let v = c.viewIfLoaded, v.window === window { track(v, assumingSeen: false) }
        for child in c.children { trackRootViews(of: child, in: window) }
        if let p = c.containerState.presented { trackRootViews(of: p, in: window) }
    }

    /// The tracked views in `window`, superviews before subviews and otherwise in the order they were
    /// tracked, so the calls come in the same order every run.
    private func trackedViews(in window: UIWindow) -> [UIView] {
        var found: [(view: UIView, depth: Int, serial: Int)] = []
        var dead: [ObjectIdentifier] = []
        for (key, e) in entries {
            guard let v = e.view else { dead.append(key); continue }
            guard v.window === window else { continue }
            var d = 0, cur = v
            while let s = cur.superview { d += 1; cur = s }
            found.append((v, d, e.serial))
        }
        for key in dead { entries[key] = nil }
        found.sort { a, b in a.depth != b.depth ? a.depth < b.depth : a.serial < b.serial }
        return found.map { $0.view }
    }
}
