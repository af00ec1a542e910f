import Foundation

/// What a split view controller asks and tells its delegate. Every method is optional, as in UIKit (the
/// defaults below say what the split view controller does without an answer). The calls the sandbox
/// makes are in the event stream and the trace (docs/lifecycle-rules.md, R16).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    // The classic API.
    func splitViewController(_ splitViewController: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    // The column-style API (iOS 14).
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

public extension UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// False: the split view controller collapses the secondary itself (onto the primary's navigation stack).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { false }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// False: the split view controller shows it itself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
