// The iOS 5 memory warning (run with --profile ios5). A controller whose view is loaded but
// not in a window unloads it (viewWillUnload, viewDidUnload); the next access to view loads it again.
class Container: UIViewController {
    let first = Content()
    let second = Content()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        addChild(second)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        second.loadViewIfNeeded()          // loaded, but its view is not in the window
        second.didMove(toParent: self)
    }
}
class Content: UIViewController {}

let a = Container()
window.rootViewController = a
wait(0.5)
memoryWarning()
print(a.second.isViewLoaded)
print(a.second.view.superview == nil)
print(a.second.isViewLoaded)
