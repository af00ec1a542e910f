import Foundation
import SandboxKit

extension BindingRegistry {
    /// `UIView.AnimationOptions` by its members' names (`.transitionCurlUp`, `.curveEaseIn`).
    static let animationOptions: OptionTable = {
        typealias O = UIView.AnimationOptions
        let named: [String: O] = [
            "layoutSubviews": .layoutSubviews, "allowUserInteraction": .allowUserInteraction,
            "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
            "overrideInheritedDuration": .overrideInheritedDuration, "overrideInheritedCurve": .overrideInheritedCurve,
            "allowAnimatedContent": .allowAnimatedContent, "showHideTransitionViews": .showHideTransitionViews,
            "overrideInheritedOptions": .overrideInheritedOptions,
            "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
            "transitionFlipFromLeft": .transitionFlipFromLeft, "transitionFlipFromRight": .transitionFlipFromRight,
            "transitionCurlUp": .transitionCurlUp, "transitionCurlDown": .transitionCurlDown,
            "transitionCrossDissolve": .transitionCrossDissolve, "transitionFlipFromTop": .transitionFlipFromTop,
            "transitionFlipFromBottom": .transitionFlipFromBottom,
        ]
        return OptionTable(name: "UIView.AnimationOptions", cases: named) { items in
            items.reduce(O()) { $0.union(($1 as? O) ?? []) }
        }
    }()

    static let animationOptionsType = ParamType.options(animationOptions)

    func registerAnimation() {
        optionTables["UIView.AnimationOptions"] = Self.animationOptions
        optionTables["UIViewAnimationOptions"] = Self.animationOptions
        guard let view = type(named: "UIView") else { return }
        let options = Self.animationOptionsType
        func opts(_ v: Value) -> UIView.AnimationOptions { v.native(UIView.AnimationOptions.self) ?? [] }
        view.staticMethod("animate", [Param("withDuration", .timeInterval), Param("animations", .action)]) { a in
            if let block = a[1].action { UIView.animate(withDuration: a[0].double, animations: block) }
            return .void
        }
        view.staticMethod("animate", [Param("withDuration", .timeInterval), Param("animations", .action),
                                      Param("completion", .optional(.completion), default: true)]) { a in
            if let block = a[1].action { UIView.animate(withDuration: a[0].double, animations: block, completion: a[2].completion) }
            return .void
        }
        view.staticMethod("animate", [Param("withDuration", .timeInterval), Param("delay", .timeInterval),
                                      Param("options", options, default: true), Param("animations", .action),
                                      Param("completion", .optional(.completion), default: true)]) { a in
            if let block = a[3].action {
                UIView.animate(withDuration: a[0].double, delay: a[1].double, options: opts(a[2]), animations: block, completion: a[4].completion)
            }
            return .void
        }
        view.staticMethod("animate", [Param("withDuration", .timeInterval), Param("delay", .timeInterval),
                                      Param("usingSpringWithDamping", .cgFloat), Param("initialSpringVelocity", .cgFloat),
                                      Param("options", options, default: true), Param("animations", .action),
                                      Param("completion", .optional(.completion), default: true)]) { a in
            if let block = a[5].action {
                UIView.animate(withDuration: a[0].double, delay: a[1].double, usingSpringWithDamping: a[2].cgFloat,
                               initialSpringVelocity: a[3].cgFloat, options: opts(a[4]), animations: block, completion: a[6].completion)
            }
            return .void
        }
        view.staticMethod("transition", [Param("with", .view), Param("duration", .timeInterval), Param("options", options, default: true),
                                         Param("animations", .optional(.action)), Param("completion", .optional(.completion), default: true)]) { a in
            if let v = a[0].view {
                UIView.transition(with: v, duration: a[1].double, options: opts(a[2]), animations: a[3].action, completion: a[4].completion)
            }
            return .void
        }
        view.staticMethod("transition", [Param("from", .view), Param("to", .view), Param("duration", .timeInterval),
                                         Param("options", options, default: true), Param("completion", .optional(.completion), default: true)]) { a in
            if let from = a[0].view, let to = a[1].view {
                UIView.transition(from: from, to: to, duration: a[2].double, options: opts(a[3]), completion: a[4].completion)
            }
            return .void
        }
        view.staticMethod("performWithoutAnimation", [Param(nil, .action)]) { a in
            if let block = a[0].action { UIView.performWithoutAnimation(block) }
            return .void
        }
    }
}
