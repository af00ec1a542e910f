import Foundation

/// Safe areas as UIKit computes them, for every view. The window's is what the device keeps clear (the
/// status bar and sensor housing at the top, the home indicator at the bottom, the sides in landscape).
/// Every other view's is the part of its superview's safe area it overlaps, in its own coordinates, so a
/// view wholly inside the safe area has none. A controller's root view adds what its container covers
/// (a navigation bar above it, a tab bar below it) and the controller's `additionalSafeAreaInsets`.
///
/// Two UIKit details the computation keeps:
/// - A child of a navigation or tab bar controller is measured at the frame its container gives it, not
///   where a push or pop is sliding it, so its safe area holds still mid-transition (the outgoing page
///   gets no side inset as it slides away). A presented controller's view likewise is measured where
///   its presentation rests it, not where the presentation slides it, and the presenter behind a page
///   sheet where it was before the sheet scaled it back (ModalPresentation).
/// - A scroll view passes only its side insets to its content: rows scrolled under a bar keep their
///   top at zero (UIKit's table and collection cells inset their content by the sides only).
extension UIView {
    /// The insets from this view's edges to its safe area, in points; zero outside a window (Apple: "If
    /// the view is not currently installed in a view hierarchy, or is not yet visible onscreen, the
    /// layout guide edges are equal to the edges of the view"). Correct at every moment; a view whose
    /// safe area changes hears `safeAreaInsetsDidChange` in the next layout pass (`SafeAreaTracker`).
    public var safeAreaInsets: UIEdgeInsets {
        SafeAreaTracker.shared.track(self, assumingSeen: true)
        return currentSafeAreaInsets
    }

    /// The safe area computed now, without tracking the view.
    var currentSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        if self === window { return window.deviceSafeAreaInsets }
        guard let superview else { return .zero }
        var (region, layoutFrame) = (superview.safeRegionForSubviews, frame)
        if let resting = owningViewController?.containerState.presentation?.restingFrame(ofPresenterView: self) {
            layoutFrame = resting
        }
        if let vc = owningViewController, let parent = vc.parent, let root = parent.viewIfLoaded,
           let given = parent.safeRegion(forChild: vc) {
            // the container's insets and frame are in its root view's coordinates
            let r = Self.region(root.bounds, insets: given.insets)
            region = root === superview ? r : root.convert(r, to: superview)
            layoutFrame = root === superview ? given.layoutFrame : root.convert(given.layoutFrame, to: superview)
        }
        var insets = Self.insets(of: layoutFrame, outside: region)
        if let vc = owningViewController, vc.parent == nil,
           let resting = vc.containerState.presenting?.containerState.presentation?.restingSafeAreaInsets(of: self) {
            insets = resting
        }
        if let vc = owningViewController {
            let extra = vc.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// The safe area as a rectangle in this view's bounds coordinates, as its subviews see it (a scroll
    /// view's content sees only the side insets).
    var safeRegionForSubviews: CGRect {
        var insets = currentSafeAreaInsets
        if self is UIScrollView { insets.top = 0; insets.bottom = 0 }
        return Self.region(bounds, insets: insets)
    }

    /// The safe area of `bounds` with `insets`, as a rectangle whose sides without an inset reach far
    /// beyond the bounds: only the bands along the edges are unsafe, so a view that hangs over an edge
    /// with no inset (a page sliding off the screen) gets none there.
    static func region(_ bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let far: CGFloat = 1e9
        let minX = insets.left > 0 ? bounds.minX + insets.left : -far, maxX = insets.right > 0 ? bounds.maxX - insets.right : far
        let minY = insets.top > 0 ? bounds.minY + insets.top : -far, maxY = insets.bottom > 0 ? bounds.maxY - insets.bottom : far
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// How far `region` leaves `rect`'s edges uncovered, each side at least zero and at most the
    /// rect's size.
    static func insets(of rect: CGRect, outside region: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, min(rect.height, region.minY - rect.minY)), left: max(0, min(rect.width, region.minX - rect.minX)),
                     bottom: max(0, min(rect.height, rect.maxY - region.maxY)), right: max(0, min(rect.width, rect.maxX - region.maxX)))
    }

    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = layoutState.safeAreaGuide { return g }
        SafeAreaTracker.shared.track(self, assumingSeen: true)
        let g = UILayoutGuide()
        g.identifier = "UIViewSafeAreaLayoutGuide"
        g.placement = .inset
        addLayoutGuide(g)
        layoutState.safeAreaGuide = g
        return g
    }
}

extension UIWindow {
    /// The device's safe area when the window covers the screen, else none; with the status bar hidden
    /// on a device without a sensor housing, the top is free too.
    var deviceSafeAreaInsets: UIEdgeInsets {
        guard let screen = application?.screen, bounds.size == screen.bounds.size else { return .zero }
        var insets = screen.safeAreaInsets
        if screen.device.sensorHousing == .none, application?.statusBarIsHidden(in: self) == true { insets.top = 0 }
        return insets
    }
}

extension UIViewController {
    /// The safe area this container leaves `child`'s view (insets from its root view's bounds: its own
    /// safe area and its bars), and the frame it lays that view out at, in its root view's coordinates;
    /// nil for a container that covers nothing (the child then gets its superview's safe area where it
    /// overlaps it).
    func safeRegion(forChild child: UIViewController) -> (insets: UIEdgeInsets, layoutFrame: CGRect)? {
        if let nav = self as? UINavigationController { return nav.safeRegion(forPageOf: child) }
        if let tab = self as? UITabBarController { return tab.safeRegion(forPageOf: child) }
        return nil
    }
}
