// addSubview before addChild while the parent is appearing gives the child viewDidAppear twice.
class Parent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The next run-loop turn: the parent has begun to appear but has not appeared yet.
        DispatchQueue.main.async {
            let b = Child()
            self.view.addSubview(b.view)   // the pitfall: addSubview first
            self.addChild(b)
            b.didMove(toParent: self)
        }
    }
}
class Child: UIViewController {}

let a = Parent()
window.rootViewController = a
