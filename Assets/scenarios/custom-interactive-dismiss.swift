// A custom fade presents a page; its dismissal is interactive (R13): the transitioning delegate gives a
// percent-driven interaction, the fade follows update(_:), cancel() fades back and the page stays
// presented with the callbacks of a cancelled swipe-back; the second dismissal is finished.
class Home: UIViewController {}
class Card: UIViewController {}

class Fade: UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var interaction: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)!.presentingViewController === transitionContext.viewController(forKey: .from)
        let moving: UIView
        if presenting {
            moving = transitionContext.view(forKey: .to)!
            moving.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            moving.alpha = 0
            transitionContext.containerView.addSubview(moving)
        } else {
            moving = transitionContext.view(forKey: .from)!
        }
        UIView.animate(withDuration: 0.3, animations: { moving.alpha = presenting ? 1 : 0 }, completion: { _ in
            if transitionContext.transitionWasCancelled { moving.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

let a = Home()
window.rootViewController = a
wait(0.5)

let fade = Fade()
let b = Card()
b.modalPresentationStyle = .fullScreen
b.transitioningDelegate = fade
a.present(b, animated: true)
wait(1)

let interaction = UIPercentDrivenInteractiveTransition()
fade.interaction = interaction
b.dismiss(animated: true)
interaction.update(0.4)
wait(0.5)
interaction.cancel()
wait(1)
print(a.presentedViewController!)

let again = UIPercentDrivenInteractiveTransition()
fade.interaction = again
b.dismiss(animated: true)
again.update(0.6)
wait(0.2)
again.finish()
wait(1)
print(a.presentedViewController)
