// A navigation controller whose delegate gives a custom animator and a percent-driven interaction
// (R13). The pop follows update(_:); cancel() runs it back (the cancelled swipe-back's callbacks, and
// the popped controller stays with didMove(toParent: nav)); the second pop is finished.
class Root: UIViewController {}
class Detail: UIViewController {}

class Fade: UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var interaction: UIPercentDrivenInteractiveTransition?
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

let a = Root()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)
let b = Detail()
nav.pushViewController(b, animated: false)
wait(0.5)

let fade = Fade()
nav.delegate = fade
let interaction = UIPercentDrivenInteractiveTransition()
fade.interaction = interaction
nav.popViewController(animated: true)
interaction.update(0.3)
wait(0.5)
interaction.cancel()
wait(1)
print(nav.viewControllers)

let again = UIPercentDrivenInteractiveTransition()
fade.interaction = again
nav.popViewController(animated: true)
again.update(0.7)
wait(0.5)
again.finish()
wait(1)
print(nav.viewControllers)
