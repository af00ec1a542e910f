/// What a warning, a violation or a checker's finding is about, as a value code can switch on. The event's
/// `message` is UIKit's text (or the checker's sentence), for display and logs only; nothing reads meaning
/// back out of it. Not written to the event log, whose format does not change.
public enum LifecycleProblem: Hashable, Sendable {
    // Violations: UIKit raises; the sandbox records the message and changes nothing.
    /// `addChild` (or a tab bar's `viewControllers`) of the receiver itself or of one of its ancestors.
    case childCycle
    /// A window's `rootViewController` that is another controller's child.
    case rootWithParent
    /// A tab bar controller's `selectedViewController` that is not one of its tabs.
    case selectMissingTab
    /// `addSubview` of the view itself or of one of its ancestors.
    case subviewCycle
    /// `transition(from:to:)` preconditions (R5).
    case transitionWithoutCommonParent, transitionFromViewNotInHierarchy, transitionToViewInHierarchy
    case transitionWithoutAutomaticForwarding
    /// `present` of the receiver, of a controller presented elsewhere, of a child, of an active controller.
    case presentSelf, presentAlreadyPresented, presentChild, presentActive
    /// Navigation stack misuse.
    case pushNavigationController, pushTwice, popToMissing, invalidNavigationStack
    /// `setViewControllers` of a page view controller with the wrong number of pages.
    case pageCount
    /// A column only the column style has, given to a classic split view controller.
    case splitColumnForClassicStyle
    /// A table view's updates that don't add up (UIKit's NSInternalInconsistencyException).
    case tableInconsistency
    /// A text field added to an action sheet (UIKit raises: only an alert has text fields).
    case alertTextFieldInActionSheet
    /// A constraint UIKit refuses to install (items without a common ancestor, mixed axes).
    case constraintRefused

    // Warnings: UIKit logs and goes on.
    /// begin/end appearance calls that don't pair (R6).
    case unbalancedAppearanceTransitions
    /// An appearance method called directly by app code (R6).
    case directAppearanceCall(LifecycleMethod)
    /// `present` while another presentation runs, on a controller already presenting, or not in a window.
    case presentDuringTransition, presentWhilePresenting, presentOutsideWindow
    /// `dismiss` while a presentation or dismissal runs.
    case dismissDuringTransition
    /// Auto Layout's console messages (R9).
    case unsatisfiableConstraints, ambiguousLayout
    /// A scene configuration whose delegate class cannot be made, or that Info.plist does not have (R15).
    case sceneDelegateClassNotFound, sceneConfigurationNotFound
    /// `launch(delegateClassName:)` of a class the application's registry does not have (R15).
    case applicationDelegateClassNotFound
    /// A scene configuration's delegate class that is not a scene delegate (R15; UIKit raises).
    case sceneDelegateClassNotConforming

    // Storyboards and xibs (Sources/SandboxKit/InterfaceBuilderLoading).
    /// A storyboard, xib, storyboard identifier or segue identifier that does not exist (UIKit raises).
    case interfaceBuilderNotFound
    /// A storyboard or xib that cannot be read: its `IBError` (`file:line:col: error: …`).
    case interfaceBuilderUnreadable
    /// An outlet the object does not have (UIKit raises "this class is not key value coding-compliant").
    case outletNotFound
    /// A custom class the application's registry does not have (UIKit logs "Unknown class X in
    /// Interface Builder file." and makes the element's base class).
    case unknownInterfaceBuilderClass
    /// An attribute or element of a document the sandbox does not apply, or an image it cannot load.
    case interfaceBuilderItemNotApplied
    /// An API the app called whose effect the sandbox does not simulate (`NotSimulated`).
    case notSimulated

    // Findings the checker adds (R11); it also reports some of the problems above as findings.
    /// `viewDidAppear` twice without a disappearance in between.
    case doubleDidAppear
    /// A child's view added with `addSubview` before `addChild`.
    case addSubviewBeforeAddChild
    /// A controller's view under another controller's view with no `addChild` by the end of the turn.
    case viewUnderControllerWithoutAddChild
    /// `addChild` with no `didMove(toParent:)` by the end of the turn.
    case addChildWithoutDidMove
    /// `removeFromParent` with no `willMove(toParent: nil)` before it.
    case removeFromParentWithoutWillMove

    /// The rule of docs/lifecycle-rules.md the problem breaks, as the cause of its event and a finding's
    /// rule print it; nil for view and table misuse, which concern no controller rule.
    public var rule: LifecycleRule? {
        switch self {
        case .childCycle, .rootWithParent, .addChildWithoutDidMove, .removeFromParentWithoutWillMove: return .r1
        case .subviewCycle, .tableInconsistency, .alertTextFieldInActionSheet: return nil
        case .interfaceBuilderNotFound, .interfaceBuilderUnreadable, .outletNotFound, .unknownInterfaceBuilderClass,
             .interfaceBuilderItemNotApplied, .notSimulated: return nil
        case .transitionWithoutCommonParent, .transitionFromViewNotInHierarchy, .transitionToViewInHierarchy,
             .transitionWithoutAutomaticForwarding: return .r5
        case .presentSelf, .presentAlreadyPresented, .presentChild, .presentActive, .selectMissingTab,
             .pushNavigationController, .pushTwice, .popToMissing, .invalidNavigationStack,
             .presentDuringTransition, .presentWhilePresenting, .presentOutsideWindow, .dismissDuringTransition: return .r7
        case .pageCount: return .r14
        case .splitColumnForClassicStyle: return .r16
        case .constraintRefused, .unsatisfiableConstraints, .ambiguousLayout: return .r9
        case .unbalancedAppearanceTransitions, .directAppearanceCall: return .r6
        case .doubleDidAppear, .addSubviewBeforeAddChild, .viewUnderControllerWithoutAddChild: return .r3
        case .sceneDelegateClassNotFound, .sceneConfigurationNotFound, .sceneDelegateClassNotConforming,
             .applicationDelegateClassNotFound: return .r15
        }
    }
}
