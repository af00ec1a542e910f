// setViewControllers(_:animated:) whose new top was not on the stack: one push transition to the new top
// (Apple's documentation). The controller put under it joins the stack without loading or appearing.
class Page: UIViewController {}

let a = Page()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)

let b = Page()
let c = Page()
nav.setViewControllers([a, b, c], animated: true)
wait(1)
print(nav.viewControllers, nav.topViewController!)
