// viewIsAppearing (modern profile): once per appearance, after viewWillAppear and before viewDidAppear,
// when the view is in the window and laid out by its superview, with the same `animated`. Shown for the
// window's root inside a navigation controller, a push, and a pop.
class Page: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(view.window == nil)           // not in the window yet
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        print(view.window != nil, view.frame.height)  // in the window, placed below the bar
    }
}

let a = Page()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
wait(0.5)

let b = Page()
nav.pushViewController(b, animated: true)
wait(1)

nav.popViewController(animated: true)
wait(1)
