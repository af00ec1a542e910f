import Foundation
import SandboxKit

extension BindingRegistry {
    func registerControllers() {
        let vc = TypeBinding(name: "UIViewController", superName: nil) { $0 is UIViewController }
        func c(_ o: AnyObject?) -> UIViewController? { o as? UIViewController }
        vc.initializer([]) { _ in .object(UIViewController()) }
        vc.property("view", .view, get: { .optional(c($0)?.view) }, set: { c($0)?.view = $1.view })
        vc.property("viewIfLoaded", .optional(.view), get: { .optional(c($0)?.viewIfLoaded) })
        vc.property("isViewLoaded", .bool, get: { .bool(c($0)?.isViewLoaded ?? false) })
        vc.property("title", .optional(.string), get: { c($0)?.title.map { .string($0) } ?? .null }, set: {
            if case .string(let s) = $1 { c($0)?.title = s } else { c($0)?.title = nil }
        })
        vc.property("children", .array(.viewController), get: { .array((c($0)?.children ?? []).map { .object($0) }) })
        vc.property("parent", .optional(.viewController), get: { .optional(c($0)?.parent) })
        vc.property("isMovingToParent", .bool, get: { .bool(c($0)?.isMovingToParent ?? false) })
        vc.property("isMovingFromParent", .bool, get: { .bool(c($0)?.isMovingFromParent ?? false) })
        vc.property("isBeingPresented", .bool, get: { .bool(c($0)?.isBeingPresented ?? false) })
        vc.property("isBeingDismissed", .bool, get: { .bool(c($0)?.isBeingDismissed ?? false) })
        vc.property("shouldAutomaticallyForwardAppearanceMethods", .bool,
                    get: { .bool(c($0)?.shouldAutomaticallyForwardAppearanceMethods ?? true) })
        vc.method("loadViewIfNeeded", []) { o, _ in c(o)?.loadViewIfNeeded(); return .void }
        vc.method("addChild", [Param(nil, .viewController)]) { o, a in
            if let child = a[0].viewController { c(o)?.addChild(child) }; return .void
        }
        vc.method("removeFromParent", []) { o, _ in c(o)?.removeFromParent(); return .void }
        vc.method("willMove", [Param("toParent", .optional(.viewController))]) { o, a in c(o)?.willMove(toParent: a[0].viewController); return .void }
        vc.method("didMove", [Param("toParent", .optional(.viewController))]) { o, a in c(o)?.didMove(toParent: a[0].viewController); return .void }
        vc.method("beginAppearanceTransition", [Param(nil, .bool), Param("animated", .bool)]) { o, a in
            c(o)?.beginAppearanceTransition(a[0].bool, animated: a[1].bool); return .void
        }
        vc.method("endAppearanceTransition", []) { o, _ in c(o)?.endAppearanceTransition(); return .void }
        vc.method("transition", [Param("from", .viewController), Param("to", .viewController), Param("duration", .timeInterval),
                                 Param("options", Self.animationOptionsType, default: true), Param("animations", .optional(.action)),
                                 Param("completion", .optional(.completion), default: true)]) { o, a in
            guard let from = a[0].viewController, let to = a[1].viewController else { return .void }
            c(o)?.transition(from: from, to: to, duration: a[2].double, options: a[3].native(UIView.AnimationOptions.self) ?? [],
                             animations: a[4].action, completion: a[5].completion)
            return .void
        }
        // Calling these directly is a mistake UIKit warns about (R11); the call still goes to SandboxKit.
        vc.method("viewDidLoad", []) { o, _ in c(o)?.viewDidLoad(); return .void }
        vc.method("loadView", []) { o, _ in c(o)?.loadView(); return .void }
        for name in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"] {
            vc.method(name, [Param(nil, .bool)]) { o, a in
                guard let v = c(o) else { return .void }
                switch name {
                case "viewWillAppear": v.viewWillAppear(a[0].bool)
                case "viewDidAppear": v.viewDidAppear(a[0].bool)
                case "viewWillDisappear": v.viewWillDisappear(a[0].bool)
                default: v.viewDidDisappear(a[0].bool)
                }
                return .void
            }
        }
        vc.method("viewIsAppearing", [Param(nil, .bool)]) { o, a in c(o)?.viewIsAppearing(a[0].bool); return .void }
        vc.method("viewWillLayoutSubviews", []) { o, _ in c(o)?.viewWillLayoutSubviews(); return .void }
        vc.method("viewDidLayoutSubviews", []) { o, _ in c(o)?.viewDidLayoutSubviews(); return .void }
        vc.method("didReceiveMemoryWarning", []) { o, _ in c(o)?.didReceiveMemoryWarning(); return .void }
        add(vc)
    }
}
