import ArgumentParser
import SandboxKit

/// The demos the device screen can show (`--demo NAME`, or the overlay's menu): the app's own demos,
/// then the recipes, which replay the containment pitfalls of the example scenarios in `Assets/scenarios`.
enum SandboxDemo: String, CaseIterable, ExpressibleByArgument {
    /// A custom container: four tabs whose children change with curl, flip and dissolve
    /// transitions (keys 1–4). Named apart from `tab-bar` (UIKit's container); `tabs`, its earlier
    /// name, is still accepted by `--demo`.
    case tabs = "custom-tabs"
    /// The view gallery: labels, buttons, rounded, bordered, translucent, rotated and clipped views.
    case views
    /// A navigation stack: push, the back button, swipe back from the left edge.
    case navigation
    /// A `UITabBarController` with four children.
    case tabBar = "tab-bar"
    /// Modal presentation: full screen with each transition style, and a page sheet.
    case modal
    /// A master-detail app as a tutorial builds it: a table in a navigation controller, + inserts a row,
    /// a row pushes its detail page (anchors, a stack view, controls).
    case screens
    /// A `UIPageViewController` with page curl: pages turned by dragging, a short drag cancelled.
    case book
    /// A custom zoom transition: a thumbnail grows into its page, dragged down it shrinks back.
    case zoom
    case rightOrder = "right-order"
    case addSubviewBeforeAddChild = "addsubview-before-addchild"
    case addSubviewWithoutAddChild = "addsubview-without-addchild"
    case manualForwarding = "manual-forwarding"
    case removeOrder = "remove-order"
    case memoryWarningIOS5 = "memory-warning-ios5"

    static var defaultDemo: SandboxDemo { .tabs }

    init?(argument: String) {
        guard let demo = SandboxDemo(rawValue: argument == "tabs" ? SandboxDemo.tabs.rawValue : argument) else { return nil }
        self = demo
    }

    /// For `--help`: the demos' names (the menu has the same, with a caption for each).
    static var helpText: String {
        let demos = allCases.filter { $0.recipe == nil }.map(\.rawValue).joined(separator: ", ")
        let recipes = allCases.compactMap { demo in demo.recipe.map { "  \(demo.rawValue): \($0.caption)" } }.joined(separator: "\n")
        return """
        The window shows a demo: --demo NAME picks it at launch, the overlay's menu at any time.
        Demos: \(demos).
        Recipes, the containment pitfalls the example scenarios (Assets/scenarios) show, replayed live:
        \(recipes)
        """
    }

    /// The demo's button in the menu.
    var title: String {
        switch self {
        case .tabs: return "Custom tabs"
        case .views: return "Views"
        case .navigation: return "Navigation"
        case .tabBar: return "Tab bar"
        case .modal: return "Modal"
        case .screens: return "Real screens"
        case .book: return "Book"
        case .zoom: return "Zoom"
        case .rightOrder: return "Right order"
        case .addSubviewBeforeAddChild: return "addSubview before addChild"
        case .addSubviewWithoutAddChild: return "addSubview without addChild"
        case .manualForwarding: return "Manual forwarding"
        case .removeOrder: return "Remove order"
        case .memoryWarningIOS5: return "iOS 5 memory warning"
        }
    }

    /// One line under the menu: what the demo shows.
    var caption: String {
        if let recipe { return recipe.caption }
        switch self {
        case .tabs: return "transition(from:to:) between four children: curl up, curl down, dissolve, flip (keys 1–4)"
        case .views: return "Views drawn by our compositor: labels, buttons, corners, borders, alpha, rotation, clipping"
        case .navigation: return "UINavigationController: Push, the back button, or swipe back from the left edge"
        case .tabBar: return "UITabBarController: only the selected child loads; a switch is will/will, did/did"
        case .modal: return "present(_:animated:) full screen in each transition style, or as a page sheet (swipe down)"
        case .screens: return "A table in a navigation controller: + inserts a row, a row pushes its detail (anchors, a stack view)"
        case .book: return "UIPageViewController, page curl: drag a corner to turn; let go before half the width and it curls back"
        case .zoom: return "A custom transition: a photo grows out of its thumbnail; drag it down to shrink it back (short: cancelled)"
        default: return ""
        }
    }

    /// The scenario a recipe replays, nil for the app's own demos.
    var recipe: Recipe? {
        switch self {
        case .tabs, .views, .navigation, .tabBar, .modal, .screens, .book, .zoom: return nil
        case .rightOrder: return .rightOrder
        case .addSubviewBeforeAddChild: return .addSubviewBeforeAddChild
        case .addSubviewWithoutAddChild: return .addSubviewWithoutAddChild
        case .manualForwarding: return .manualForwarding
        case .removeOrder: return .removeOrder
        case .memoryWarningIOS5: return .memoryWarningIOS5
        }
    }

    /// The demo's own keys, nil for a demo that has none; `overlay` shows what they chose.
    @MainActor func makeKeys(overlay: OverlayPanel) -> DemoKeys? {
        switch self {
        case .tabs: return TabsDemoKeys(overlay: overlay)
        default: return nil
        }
    }

    /// Builds one of the app's own demos in the device window (recipes are scenario runs: `Recipe`).
    @MainActor func install(in window: UIWindow) {
        switch self {
        case .views:
            ViewGallery.install(in: window)
        case .tabs:
            let tabs = TabsContainerController()
            tabs.debugName = "tabs"
            window.rootViewController = tabs
        case .navigation:
            window.rootViewController = NavigationDemo.make()
        case .tabBar:
            window.rootViewController = TabBarDemo.make()
        case .modal:
            window.rootViewController = ModalDemoController()
        case .screens:
            window.rootViewController = ScreensDemo.make()
        case .book:
            window.rootViewController = BookDemoController()
        case .zoom:
            window.rootViewController = ZoomDemoController()
        case .rightOrder, .addSubviewBeforeAddChild, .addSubviewWithoutAddChild, .manualForwarding, .removeOrder,
             .memoryWarningIOS5:
            break
        }
    }
}
