// A container that forwards appearance by hand with begin/endAppearanceTransition.
class Parent: UIViewController {
    let child = Child()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child.beginAppearanceTransition(true, animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.beginAppearanceTransition(false, animated: animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
class Child: UIViewController {}

let a = Parent()
window.rootViewController = a
wait(0.5)
a.view.removeFromSuperview()
