// A UIViewController extension that adds and removes children, as many apps carry in a helpers file.
import UIKit

extension UIViewController {
    func add(_ child: UIViewController, frame: CGRect? = nil) {
        addChild(child)
        if let frame = frame { child.view.frame = frame }
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

final class HomeViewController: UIViewController {
    private let header = HeaderViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        add(header, frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    }
    func dropHeader() { header.remove() }
}
final class HeaderViewController: UIViewController {}

let home = HomeViewController()
window.rootViewController = home
wait(0.5)
home.dropHeader()
