import Foundation
import InterfaceBuilder

/// A scene's controller: its class, title, navigation and tab bar items, and the children its
/// relationship segues name (a navigation controller's root, a tab bar controller's tabs), which UIKit
/// makes while it decodes the container, so they are awake before it is. The view is not made here:
/// UIKit loads it when `view` is first read (`InterfaceBuilderViewLoading`).
extension NibInstantiation {
    func makeController(_ object: IBObject, scene: IBScene, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        var usage = IBUsage(object)
        let base: () -> UIViewController = {
            switch object.name {
            case "viewController": return UIViewController()
            case "tableViewController":
                let style: UITableView.Style = switch object.child(key: "view")?.tableView?.style {
                case .grouped?: .grouped
                case .insetGrouped?: .insetGrouped
                default: .plain
                }
                return UITableViewController(style: style)
            case "navigationController": return UINavigationController()
            case "tabBarController": return UITabBarController()
            case "splitViewController":
                // Xcode writes `style="doubleColumn"` (or triple) for the column style, nothing for the classic one.
                switch object.attribute("style") {
                case "doubleColumn"?: return UISplitViewController(style: .doubleColumn)
                case "tripleColumn"?: return UISplitViewController(style: .tripleColumn)
                default: return UISplitViewController()
                }
            default:
                InterfaceBuilderReport.warning(self.application, .interfaceBuilderItemNotApplied,
                    "\(self.document.fileName):\(object.location): warning: <\(object.name)> is not supported; made as a UIViewController",
                    about: nil, onceKey: "element \(object.name)")
                return UIViewController()
            }
        }
        let controller: UIViewController
        // Apple: "If you specify nil for this parameter or if the block returns nil, the storyboard
        // instantiates the view controller using the default init(coder:) method" (here: the class's
        // factory in the application's registry, see InterfaceBuilderCoder).
        if let creator, let made = creator(InterfaceBuilderCoder(object.element)) {
            usage.use(attributes: "customClass", "customModule", "customModuleProvider")
            controller = made
        } else {
            controller = instantiate(object, usage: &usage, base: base)
        }
        if self.controller == nil { self.controller = controller }
        register(controller, id: object.id)
        controller.storyboard = storyboard
        usage.use(attributes: "storyboardIdentifier")
        usage.use(.child("view"))
        if let title = object.title { controller.title = title; usage.use(attributes: "title") }
        if let item = object.child(key: "navigationItem")?.navigationItem {
            applyNavigationItem(item, to: controller.navigationItem)
            usage.use(.child("navigationItem"))
        }
        if let item = object.child(key: "tabBarItem")?.tabBarItem {
            controller.tabBarItem = makeTabBarItem(item)
            usage.use(.child("tabBarItem"))
        }
        if let nav = controller as? UINavigationController, let bar = object.child(key: "navigationBar") {
            var barUsage = IBUsage(bar)
            register(external: nav.navigationBar, id: bar.id)
            if let large = bar.bool("largeTitles") { nav.navigationBar.prefersLargeTitles = large; barUsage.use(attributes: "largeTitles") }
            barUsage.use(.child("frame"), .child("autoresizingMask"))
            if bar.attribute("contentMode") == "scaleToFill" { barUsage.use(attributes: "contentMode") }
            finish(barUsage)
            usage.use(.child("navigationBar"))
        }
        // Relationship segues: the containers' children, each made from its own scene.
        var tabs: [UIViewController] = []
        var splitColumns: [(UISplitViewController.Column, UIViewController)] = []
        for case .segue(let segue) in object.connections where segue.kind == .relationship {
            guard let storyboard, let child = storyboard.instantiateController(id: segue.destinationID) else { continue }
            switch (controller, segue.relationship) {
            case (let nav as UINavigationController, "rootViewController"?):
                nav.setViewControllers([child], animated: false)
            case (is UITabBarController, "viewControllers"?):
                tabs.append(child)
            case (is UISplitViewController, "masterViewController"?): splitColumns.append((.primary, child))
            case (is UISplitViewController, "supplementaryViewController"?): splitColumns.append((.supplementary, child))
            case (is UISplitViewController, "detailViewController"?): splitColumns.append((.secondary, child))
            case (is UISplitViewController, "compactViewController"?): splitColumns.append((.compact, child))
            default:
                InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                    "\(document.fileName):\(segue.location): warning: <segue relationship=\"\(segue.relationship ?? "")\"> was not applied",
                    about: controller)
            }
            connected.insert(Self.key(.segue(segue)))
        }
        if let tabBar = controller as? UITabBarController, !tabs.isEmpty { tabBar.viewControllers = tabs }
        if let split = controller as? UISplitViewController, !splitColumns.isEmpty {
            if split.style == .unspecified {
                split.viewControllers = [UISplitViewController.Column.primary, .secondary].compactMap { column in splitColumns.first { $0.0 == column }?.1 }
            } else {
                for (column, child) in splitColumns { split.setViewController(child, for: column) }
            }
            usage.use(attributes: "style")
        }
        usage.use(.child("connections"))
        finish(usage)
        return controller
    }

    func applyNavigationItem(_ item: IBNavigationItem, to navigationItem: UINavigationItem) {
        var usage = IBUsage(item.object)
        register(navigationItem, id: item.object.id)
        if let title = item.title { navigationItem.title = title; usage.use(attributes: "title") }
        if let back = item.backButtonTitle { navigationItem.backButtonTitle = back; usage.use(attributes: "backButtonTitle") }
        let modes: [String: UINavigationItem.LargeTitleDisplayMode] = ["automatic": .automatic, "always": .always, "never": .never]
        if let mode = item.largeTitleDisplayMode.flatMap({ modes[$0] }) { navigationItem.largeTitleDisplayMode = mode; usage.use(attributes: "largeTitleDisplayMode") }
        if !item.leftBarButtonItems.isEmpty {
            navigationItem.leftBarButtonItems = item.leftBarButtonItems.map(makeBarButtonItem)
            usage.use(.child("leftBarButtonItem"), .child("leftBarButtonItems"))
        }
        if !item.rightBarButtonItems.isEmpty {
            navigationItem.rightBarButtonItems = item.rightBarButtonItems.map(makeBarButtonItem)
            usage.use(.child("rightBarButtonItem"), .child("rightBarButtonItems"))
        }
        finish(usage)
    }

    func makeBarButtonItem(_ item: IBBarButtonItem) -> UIBarButtonItem {
        var usage = IBUsage(item.object)
        let systemItems: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
            "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
            "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
            "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
            "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
        ]
        let made: UIBarButtonItem
        if let system = item.systemItem.flatMap({ systemItems[$0] }) {
            made = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            usage.use(attributes: "systemItem")
        } else {
            made = UIBarButtonItem()
            if let title = item.title { made.title = title; usage.use(attributes: "title") }
            if let reference = item.image { made.image = image(reference, item.object); usage.use(attributes: "image", "catalog"); usage.use(.child("image")) }
        }
        let styles: [String: UIBarButtonItem.Style] = ["plain": .plain, "bordered": .bordered, "done": .done]
        if let style = item.style.flatMap({ styles[$0] }) { made.style = style; usage.use(attributes: "style") }
        if let tag = item.tag { made.tag = tag; usage.use(attributes: "tag") }
        if item.object.bool("enabled") != nil { made.isEnabled = item.isEnabled; usage.use(attributes: "enabled") }
        usage.use(.child("connections"))
        register(made, id: item.object.id)
        finish(usage)
        return made
    }

    func makeTabBarItem(_ item: IBTabBarItem) -> UITabBarItem {
        var usage = IBUsage(item.object)
        let systemItems: [String: UITabBarItem.SystemItem] = [
            "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
            "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
            "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
        ]
        let made: UITabBarItem
        if let system = item.systemItem.flatMap({ systemItems[$0] }) {
            made = UITabBarItem(tabBarSystemItem: system, tag: item.tag ?? 0)
            usage.use(attributes: "systemItem", "tag")
        } else {
            let image: UIImage? = item.image.flatMap { self.image($0, item.object) }
            let selected: UIImage? = item.selectedImage.flatMap { self.image($0, item.object) }
            made = UITabBarItem(title: item.title, image: image, selectedImage: selected)
            if let tag = item.tag { made.tag = tag }
            usage.use(attributes: "title", "image", "catalog", "selectedImage", "tag")
        }
        register(made, id: item.object.id)
        finish(usage)
        return made
    }
}
