// A navigation push, then a swipe back from the left edge that is let go before half the
// width (and slowly), so the pop is cancelled and the pushed controller stays on top.
class Root: UIViewController {}
class Detail: UIViewController {}

let a = Root()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)

let b = Detail()
nav.pushViewController(b, animated: true)
wait(1)

drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), duration: 1)
wait(1)
print(nav.topViewController!, nav.visibleViewController!)
