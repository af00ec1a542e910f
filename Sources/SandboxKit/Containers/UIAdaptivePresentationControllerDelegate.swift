/// Hears the user dismiss a sheet by swiping it down (R12), with Apple's documented meaning: asked first
/// (`presentationControllerShouldDismiss`, not asked when the presented controller is modal in
/// presentation), told when a refused attempt happened (`…DidAttemptToDismiss`), before the dismissal
/// (`…WillDismiss`, when the drag begins) and after it (`…DidDismiss`, once the card is gone). None of
/// them for a dismissal in code. Each call is recorded in the lifecycle stream.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
