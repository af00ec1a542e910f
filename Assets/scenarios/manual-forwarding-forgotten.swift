// Turning automatic forwarding off and forgetting to forward. The child never hears that it
// appears or disappears.
class Parent: UIViewController {
    let child = Child()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
class Child: UIViewController {}

let a = Parent()
window.rootViewController = a
wait(0.5)
a.view.removeFromSuperview()
