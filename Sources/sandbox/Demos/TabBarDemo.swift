import Foundation
import SandboxKit

/// The tab bar demo: a `UITabBarController` with four children. Only the selected child loads
/// at first; each loads on its first visit, and a switch is will/will, then did/did (R7).
@MainActor
enum TabBarDemo {
    static let tabs: [(name: String, title: String, colour: UIColor, detail: String)] = [
        ("inbox", "Inbox", .systemBlue, "The first tab: loaded and shown when the tab bar controller appears."),
        ("calendar", "Calendar", .systemOrange, "Loaded on its first visit: viewDidLoad, then the switch."),
        ("contacts", "Contacts", .systemGreen, "A switch: new will, old will, the pages swap, old did, new did."),
        ("settings", "Settings", .systemPurple, "Tap a tab again: nothing happens, it is already selected."),
    ]

    static func make() -> UITabBarController {
        let bar = UITabBarController()
        bar.debugName = "tabBar"
        bar.viewControllers = tabs.map { TabBarDemoPage(name: $0.name, title: $0.title, colour: $0.colour, detail: $0.detail) }
        return bar
    }
}

/// One child of the tab bar demo.
final class TabBarDemoPage: UIViewController {
    private let colour: UIColor
    private let detail: String

    init(name: String, title: String, colour: UIColor, detail: String) {
        self.colour = colour
        self.detail = detail
        super.init(nibName: nil, bundle: nil)
        debugName = name
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
    }

    override func viewDidLoad() {
        DemoPageView(colour: colour, title: title ?? "", detail: detail).install(in: self)
    }
}
