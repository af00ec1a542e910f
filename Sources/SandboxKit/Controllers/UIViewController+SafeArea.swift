import Foundation

/// The controller's part in safe areas and bars (UIView+SafeArea.swift computes the insets).
extension UIViewController {
    /// Insets added to the root view's safe area, on top of what the device and the containers' bars
    /// cover; the root view's subviews and the children's views see the larger safe area. Apple: "Use
    /// this property to adjust the safe area insets of this view controller's views by the specified
    /// amount."
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { containerState.additionalSafeAreaInsets }
        set {
            guard newValue != containerState.additionalSafeAreaInsets else { return }
            containerState.additionalSafeAreaInsets = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The edges of the screen the root view reaches under a container's bars: `.all` by default, so a
    /// navigation controller's page fills the screen under its translucent bar and learns the bar's
    /// height from its safe area; without `.top` the page starts below the navigation bar, without
    /// `.bottom` it ends above the tab bar.
    public var edgesForExtendedLayout: UIRectEdge {
        get { containerState.edgesForExtendedLayout }
        set {
            containerState.edgesForExtendedLayout = newValue
            parent?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the root view reaches under an opaque bar too (`isTranslucent = false`); false by
    /// default, so an opaque bar's page starts below it.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { containerState.extendedLayoutIncludesOpaqueBars }
        set {
            containerState.extendedLayoutIncludesOpaqueBars = newValue
            parent?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether this controller's root view goes under a bar on `edge` that is `translucent` or not.
    func extendsLayout(under edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }
}
