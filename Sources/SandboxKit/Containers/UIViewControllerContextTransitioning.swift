import Foundation

/// The keys of a transition context's two controllers.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public let rawValue: String
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The keys of a transition context's two views.
public struct UITransitionContextViewKey: Hashable, Sendable {
    public let rawValue: String
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What a custom transition's animator is given: the container its views move in, the two controllers
/// and views, their frames, and `completeTransition(_:)` to call at its end.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    /// An interactive transition's progress (0...1), and its end: finished or cancelled. The interaction
    /// controller (`UIPercentDrivenInteractiveTransition`) calls these.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
}
