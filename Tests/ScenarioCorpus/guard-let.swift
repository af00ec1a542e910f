// `guard let` before touching a child, and an early return when there is nothing to do.
import UIKit

final class DetailViewController: UIViewController {}

final class MasterViewController: UIViewController {
    var detail: DetailViewController?

    func showDetail() {
        guard detail == nil else { print("already shown"); return }
        let d = DetailViewController()
        addChild(d)
        view.addSubview(d.view)
        d.didMove(toParent: self)
        detail = d
    }

    func hideDetail() {
        guard let detail = detail else { print("nothing to hide"); return }
        detail.willMove(toParent: nil)
        detail.view.removeFromSuperview()
        detail.removeFromParent()
        self.detail = nil
    }
}

let master = MasterViewController()
window.rootViewController = master
wait(0.2)
master.hideDetail()
master.showDetail()
master.showDetail()
wait(0.2)
master.hideDetail()
