// viewWillAppear asks for the transition coordinator (R13). During a push, the alongside block runs with
// the slide and the completion comes before viewDidAppear. During a swipe back let go early, the
// interaction handler hears the cancel, the alongside block never runs, the completion says cancelled,
// then the cancelled swipe-back's callbacks (R7).
class Root: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return print("root: no coordinator") }
        coordinator.notifyWhenInteractionChanges { context in
            print("root: interaction ended, cancelled:", context.isCancelled)
        }
        coordinator.animate(alongsideTransition: { _ in print("root: alongside") },
                            completion: { context in print("root: done, cancelled:", context.isCancelled) })
    }
}

class Detail: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { context in print("detail: alongside, animated:", context.isAnimated) },
                                       completion: { context in print("detail: done, cancelled:", context.isCancelled) })
    }
}

let a = Root()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)

let b = Detail()
nav.pushViewController(b, animated: true)
wait(1)

drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), duration: 1)
wait(1)
print(nav.topViewController!)
