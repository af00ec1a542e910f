// A controller's view added in viewDidLoad without addChild. Its view enters the
// window with its parent's, so it appears on its own: A will, B will, B did, A did.
class Parent: UIViewController {
    let b = Child()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(b.view)            // no addChild: b is not a child of the parent
    }
}
class Child: UIViewController {}

let a = Parent()
window.rootViewController = a
