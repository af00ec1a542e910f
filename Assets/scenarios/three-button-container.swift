// A container with three children; the third is shown first, then transition(from:to:)
// switches between them with curl up, curl down and cross-dissolve, one second each (a container
// with three buttons; here the switches are made one after another).
class Container: UIViewController {
    let first = Content()
    let second = Content()
    let third = Content()
    var current: UIViewController? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        // Children that are not shown are only added (they do not load their views).
        addChild(first)
        first.didMove(toParent: self)
        addChild(second)
        second.didMove(toParent: self)
        addChild(third)
        third.view.frame = view.bounds
        view.addSubview(third.view)
        third.didMove(toParent: self)
        current = third
    }

    func show(_ next: UIViewController, options: UIView.AnimationOptions) {
        let old = current!
        transition(from: old, to: next, duration: 1, options: options, animations: {}) { finished in
            if finished {
                self.current = next
            } else {
                self.current = old
            }
            print("current", self.current!)
        }
    }
}
class Content: UIViewController {}

let a = Container()
window.rootViewController = a
wait(0.5)
a.show(a.first, options: [.transitionCurlUp])
wait(1.5)
a.show(a.second, options: [.transitionCurlDown])
wait(1.5)
a.show(a.third, options: [.transitionCrossDissolve])
