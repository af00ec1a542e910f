// setViewControllers(_:animated:) whose new top is on the stack below the top: one pop transition to it,
// then the whole stack is the new one. Apple's documentation's example: A, B and C on the stack, set D,
// A and B.
class Page: UIViewController {}

let a = Page()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)

let b = Page()
let c = Page()
nav.setViewControllers([a, b, c], animated: false)
wait(1)

let d = Page()
nav.setViewControllers([d, a, b], animated: true)
wait(1)
print(nav.viewControllers, nav.topViewController!)
