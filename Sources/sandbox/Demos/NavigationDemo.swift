import Foundation
import SandboxKit

/// The navigation demo: a `UINavigationController` whose pages each push the next. The bar's back
/// button pops, and so does a swipe from the left edge (let go past half the width, or flicked; else
/// the pop is cancelled and the page stays).
@MainActor
enum NavigationDemo {
    static func make() -> UINavigationController {
        let nav = UINavigationController()
        // Named before the first page is pushed, so the page's willMove(toParent:) names it.
        nav.debugName = "nav"
        nav.setViewControllers([NavigationDemoPage(depth: 1)], animated: false)
        return nav
    }
}

/// Page `depth` of the stack (`page1`, `page2`, …), each in the next colour.
final class NavigationDemoPage: UIViewController {
    static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal]
    let depth: Int

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        debugName = "page\(depth)"
        title = "Page \(depth)"
    }

    override func viewDidLoad() {
        let detail = depth == 1 ? "Push adds a page. Each page's callbacks show in the overlay."
            : "Back, or swipe from the left edge: past half the width pops, less cancels."
        let page = DemoPageView(colour: Self.colours[(depth - 1) % Self.colours.count], title: "Page \(depth)", detail: detail)
        page.addButton("Push page \(depth + 1)") { [unowned self] in
            self.navigationController?.pushViewController(NavigationDemoPage(depth: self.depth + 1), animated: true)
        }
        if depth > 2 {
            page.addButton("Pop to root") { [unowned self] in _ = self.navigationController?.popToRootViewController(animated: true) }
        }
        page.install(in: self)
    }
}
