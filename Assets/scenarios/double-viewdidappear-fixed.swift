// The fix of double-viewdidappear.swift: addChild first, then addSubview; the child appears once, with its parent.
class Parent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
            let b = Child()
            self.addChild(b)               // addChild first
            self.view.addSubview(b.view)
            b.didMove(toParent: self)
        }
    }
}
class Child: UIViewController {}

let a = Parent()
window.rootViewController = a
