// The order to add a child controller and the order to remove it.
class Container: UIViewController {}
class Content: UIViewController {}

let a = Container()
let b = Content()
window.rootViewController = a
wait(0.1)

// Add: addChild (it calls willMove), set the frame, addSubview, then didMove yourself.
a.addChild(b)
b.view.frame = a.view.bounds
a.view.addSubview(b.view)
b.didMove(toParent: a)
wait(0.1)

// Remove: willMove(toParent: nil) yourself, removeFromSuperview, removeFromParent (it calls didMove).
b.willMove(toParent: nil)
b.view.removeFromSuperview()
b.removeFromParent()
