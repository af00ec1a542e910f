import SandboxKit

/// A user's own controller: a container that shows a child page.
public final class GreetingController: UIViewController {
    public let page = UIViewController()

    override public func viewDidLoad() {
        super.viewDidLoad()
        page.debugName = "page"
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
    }
}
