// The device turns to landscape and back (R13): the window's root hears viewWillTransition(to:with:)
// while its view still has the old size, and its super forwards it to the child; then the window takes
// the new size in one animation of 0.4 s, laid out as it turns.
class Root: UIViewController {}
class Child: UIViewController {}

let a = Root()
let b = Child()
let nav = UINavigationController(rootViewController: a)
a.addChild(b)
a.view.addSubview(b.view)
b.didMove(toParent: a)
window.rootViewController = nav
wait(0.5)

rotate(to: .landscapeLeft)
print(a.view.bounds.width, a.view.bounds.height)
wait(1)
print(window.bounds.width, window.bounds.height, a.view.bounds.width, a.view.bounds.height)

rotate(to: .portrait)
wait(1)
print(window.bounds.width, window.bounds.height)
