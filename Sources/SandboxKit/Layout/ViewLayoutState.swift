import Foundation

/// A view's Auto Layout data, made the first time the view is asked for any of it, so views that never
/// use constraints carry one nil pointer. The fields the layout pass reads for each moved view are
/// `@exclusivity(unchecked)` (as `CassowarySolver`'s tableau is, for the same reason).
@MainActor
final class ViewLayoutState {
    @exclusivity(unchecked) var translatesAutoresizingMask = true
    /// Set once the view takes part in the engine.
    @exclusivity(unchecked) var variables: LayoutItemVariables?
    /// The engine's constraints for this view: its autoresizing mask (when it translates it) and its
    /// intrinsic content size (when it does not).
    var autoresizingConstraints: [SolverConstraint] = []
    var contentSizeConstraints: [SolverConstraint] = []
    /// The app's constraints installed on this view (UIKit's `constraints`: those whose items' nearest
    /// common ancestor is this view).
    var installed: [NSLayoutConstraint] = []
    /// Active constraints that name this view (or one of its guides), to find when the view leaves.
    var referencing: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// The safe area the view last heard of (`safeAreaInsetsDidChange`), kept for tracked views only.
    var safeAreaInsets = UIEdgeInsets.zero
    /// Whether `SafeAreaTracker` compares this view's safe area in each layout pass.
    @exclusivity(unchecked) var tracksSafeArea = false
    var layoutMargins: UIEdgeInsets?
    var insetsMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = true
    /// Whether the last pass looked for ambiguity since the view's constraints last changed.
    @exclusivity(unchecked) var ambiguityChecked = false
    let serial = LayoutEngine.shared.nextSerial()
}
