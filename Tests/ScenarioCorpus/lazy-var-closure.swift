// `lazy var` with a closure: the child is made on first use, not when the parent is.
import UIKit

final class BannerViewController: UIViewController {}

final class FeedViewController: UIViewController {
    lazy var banner: BannerViewController = {
        let banner = BannerViewController()
        print("making the banner")
        return banner
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("loaded; banner not made yet")
        addChild(banner)
        view.addSubview(banner.view)
        banner.didMove(toParent: self)
    }
}

let feed = FeedViewController()
print("feed made")
window.rootViewController = feed
