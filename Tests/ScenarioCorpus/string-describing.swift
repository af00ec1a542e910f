// `print(String(describing: self))` and `print(self)` of controllers: `<name>` as in the trace.
import UIKit

final class ChildViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print(String(describing: self), "moved to", parent.map { String(describing: $0) } ?? "nil")
    }
}

final class ParentViewController: UIViewController {
    let first = ChildViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        view.addSubview(first.view)
        first.didMove(toParent: self)
        addChild(ChildViewController())
        print(self, children)
    }
}

let parent = ParentViewController()
window.rootViewController = parent
