import Foundation
import SandboxKit

extension BindingRegistry {
    static let presentationStyles = OptionTable(name: "UIModalPresentationStyle", cases: [
        "fullScreen": UIModalPresentationStyle.fullScreen, "pageSheet": UIModalPresentationStyle.pageSheet,
        "formSheet": UIModalPresentationStyle.formSheet, "currentContext": UIModalPresentationStyle.currentContext,
        "custom": UIModalPresentationStyle.custom, "overFullScreen": UIModalPresentationStyle.overFullScreen,
        "overCurrentContext": UIModalPresentationStyle.overCurrentContext, "popover": UIModalPresentationStyle.popover,
        "none": UIModalPresentationStyle.none, "automatic": UIModalPresentationStyle.automatic,
    ], combine: nil)

    static let transitionStyles = OptionTable(name: "UIModalTransitionStyle", cases: [
        "coverVertical": UIModalTransitionStyle.coverVertical, "flipHorizontal": UIModalTransitionStyle.flipHorizontal,
        "crossDissolve": UIModalTransitionStyle.crossDissolve, "partialCurl": UIModalTransitionStyle.partialCurl,
    ], combine: nil)

    static let orientations = OptionTable(name: "UIInterfaceOrientation", cases: [
        "portrait": UIInterfaceOrientation.portrait, "landscapeLeft": UIInterfaceOrientation.landscapeLeft,
        "landscapeRight": UIInterfaceOrientation.landscapeRight,
    ], combine: nil)

    /// Presentation (R7), and UINavigationController and UITabBarController.
    func registerContainers() {
        guard let vc = type(named: "UIViewController") else { return }
        func c(_ o: AnyObject?) -> UIViewController? { o as? UIViewController }
        optionTables["UIModalPresentationStyle"] = Self.presentationStyles
        optionTables["UIModalTransitionStyle"] = Self.transitionStyles
        optionTables["UIInterfaceOrientation"] = Self.orientations
        let navType = ParamType.object("UINavigationController") { $0 is UINavigationController }
        let tabType = ParamType.object("UITabBarController") { $0 is UITabBarController }
        vc.property("modalPresentationStyle", .enumeration(Self.presentationStyles),
                    get: { .native(c($0)?.modalPresentationStyle ?? .automatic, typeName: "UIModalPresentationStyle") },
                    set: { if let s = $1.native(UIModalPresentationStyle.self) { c($0)?.modalPresentationStyle = s } })
        vc.property("modalTransitionStyle", .enumeration(Self.transitionStyles),
                    get: { .native(c($0)?.modalTransitionStyle ?? .coverVertical, typeName: "UIModalTransitionStyle") },
                    set: { if let s = $1.native(UIModalTransitionStyle.self) { c($0)?.modalTransitionStyle = s } })
        vc.property("isModalInPresentation", .bool, get: { .bool(c($0)?.isModalInPresentation ?? false) },
                    set: { c($0)?.isModalInPresentation = $1.bool })
        vc.property("definesPresentationContext", .bool, get: { .bool(c($0)?.definesPresentationContext ?? false) },
                    set: { c($0)?.definesPresentationContext = $1.bool })
        vc.property("presentedViewController", .optional(.viewController), get: { .optional(c($0)?.presentedViewController) })
        vc.property("presentingViewController", .optional(.viewController), get: { .optional(c($0)?.presentingViewController) })
        vc.property("navigationController", .optional(navType), get: { .optional(c($0)?.navigationController) })
        vc.property("tabBarController", .optional(tabType), get: { .optional(c($0)?.tabBarController) })
        vc.method("present", [Param(nil, .viewController), Param("animated", .bool), Param("completion", .optional(.action), default: true)]) { o, a in
            if let p = a[0].viewController { c(o)?.present(p, animated: a[1].bool, completion: a[2].action) }
            return .void
        }
        vc.method("dismiss", [Param("animated", .bool), Param("completion", .optional(.action), default: true)]) { o, a in
            c(o)?.dismiss(animated: a[0].bool, completion: a[1].action)
            return .void
        }

        let nav = TypeBinding(name: "UINavigationController", superName: "UIViewController") { $0 is UINavigationController }
        func n(_ o: AnyObject?) -> UINavigationController? { o as? UINavigationController }
        func list(_ vcs: [UIViewController]?) -> Value { .array((vcs ?? []).map { .object($0) }) }
        func controllers(_ v: Value) -> [UIViewController] { v.array.compactMap { $0.viewController } }
        nav.initializer([]) { _ in .object(UINavigationController()) }
        nav.initializer([Param("rootViewController", .viewController)]) { [unowned self] a in
            guard let root = a[0].viewController else { return .null }
            // UIKit's init(rootViewController:) is init() then setViewControllers([root], animated: false)
            // (SandboxKit's too); split here so the controller has its scenario name before the root's
            // willMove(toParent:) names it in the trace.
            let made = UINavigationController()
            self.interpreter.nameController(made, hint: self.interpreter.pendingNameHint, className: "UINavigationController")
            made.setViewControllers([root], animated: false)
            return .object(made)
        }
        nav.property("viewControllers", .array(.viewController), get: { list(n($0)?.viewControllers) },
                     set: { n($0)?.viewControllers = controllers($1) })
        nav.property("topViewController", .optional(.viewController), get: { .optional(n($0)?.topViewController) })
        nav.property("visibleViewController", .optional(.viewController), get: { .optional(n($0)?.visibleViewController) })
        nav.property("isNavigationBarHidden", .bool, get: { .bool(n($0)?.isNavigationBarHidden ?? false) },
                     set: { n($0)?.isNavigationBarHidden = $1.bool })
        nav.method("pushViewController", [Param(nil, .viewController), Param("animated", .bool)]) { o, a in
            if let v = a[0].viewController { n(o)?.pushViewController(v, animated: a[1].bool) }
            return .void
        }
        nav.method("popViewController", [Param("animated", .bool)]) { o, a in .optional(n(o)?.popViewController(animated: a[0].bool)) }
        nav.method("popToRootViewController", [Param("animated", .bool)]) { o, a in list(n(o)?.popToRootViewController(animated: a[0].bool)) }
        nav.method("popToViewController", [Param(nil, .viewController), Param("animated", .bool)]) { o, a in
            guard let v = a[0].viewController else { return .null }
            return list(n(o)?.popToViewController(v, animated: a[1].bool))
        }
        nav.method("setViewControllers", [Param(nil, .array(.viewController)), Param("animated", .bool)]) { o, a in
            n(o)?.setViewControllers(controllers(a[0]), animated: a[1].bool)
            return .void
        }
        nav.method("setNavigationBarHidden", [Param(nil, .bool), Param("animated", .bool)]) { o, a in
            n(o)?.setNavigationBarHidden(a[0].bool, animated: a[1].bool)
            return .void
        }
        add(nav)

        let tab = TypeBinding(name: "UITabBarController", superName: "UIViewController") { $0 is UITabBarController }
        func t(_ o: AnyObject?) -> UITabBarController? { o as? UITabBarController }
        tab.initializer([]) { _ in .object(UITabBarController()) }
        tab.property("viewControllers", .optional(.array(.viewController)), get: { list(t($0)?.viewControllers) },
                     set: { t($0)?.viewControllers = $1.isNil ? nil : controllers($1) })
        tab.property("selectedIndex", .int, get: { .int(t($0)?.selectedIndex ?? 0) }, set: { t($0)?.selectedIndex = $1.int })
        tab.property("selectedViewController", .optional(.viewController), get: { .optional(t($0)?.selectedViewController) },
                     set: { t($0)?.selectedViewController = $1.viewController })
        tab.method("setViewControllers", [Param(nil, .optional(.array(.viewController))), Param("animated", .bool)]) { o, a in
            t(o)?.setViewControllers(a[0].isNil ? nil : controllers(a[0]), animated: a[1].bool)
            return .void
        }
        add(tab)
    }
}
