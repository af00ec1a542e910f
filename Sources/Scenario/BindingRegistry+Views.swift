import Foundation
import SandboxKit

extension BindingRegistry {
    func registerGeometry() {
        let rect = TypeBinding(name: "CGRect", superName: nil) { _ in false }
        rect.initializer([Param("x", .cgFloat), Param("y", .cgFloat), Param("width", .cgFloat), Param("height", .cgFloat)]) {
            .rect(CGRect(x: $0[0].cgFloat, y: $0[1].cgFloat, width: $0[2].cgFloat, height: $0[3].cgFloat))
        }
        rect.initializer([Param("origin", .point), Param("size", .size)]) { .rect(CGRect(origin: $0[0].point, size: $0[1].size)) }
        rect.initializer([]) { _ in .rect(.zero) }
        rect.staticProperties["zero"] = { .rect(.zero) }
        add(rect)

        let point = TypeBinding(name: "CGPoint", superName: nil) { _ in false }
        point.initializer([Param("x", .cgFloat), Param("y", .cgFloat)]) { .point(CGPoint(x: $0[0].cgFloat, y: $0[1].cgFloat)) }
        point.initializer([]) { _ in .point(.zero) }
        point.staticProperties["zero"] = { .point(.zero) }
        add(point)

        let size = TypeBinding(name: "CGSize", superName: nil) { _ in false }
        size.initializer([Param("width", .cgFloat), Param("height", .cgFloat)]) { .size(CGSize(width: $0[0].cgFloat, height: $0[1].cgFloat)) }
        size.initializer([]) { _ in .size(.zero) }
        size.staticProperties["zero"] = { .size(.zero) }
        add(size)
    }

    func registerColors() {
        let color = TypeBinding(name: "UIColor", superName: nil) { $0 is UIColor }
        color.initializer([Param("red", .cgFloat), Param("green", .cgFloat), Param("blue", .cgFloat), Param("alpha", .cgFloat)]) {
            .object(UIColor(red: $0[0].cgFloat, green: $0[1].cgFloat, blue: $0[2].cgFloat, alpha: $0[3].cgFloat))
        }
        color.initializer([Param("white", .cgFloat), Param("alpha", .cgFloat)]) { .object(UIColor(white: $0[0].cgFloat, alpha: $0[1].cgFloat)) }
        color.method("withAlphaComponent", [Param(nil, .cgFloat)]) { o, a in .optional((o as? UIColor)?.withAlphaComponent(a[0].cgFloat)) }
        let named: [(String, () -> UIColor)] = [
            ("clear", { .clear }), ("black", { .black }), ("white", { .white }), ("darkGray", { .darkGray }),
            ("lightGray", { .lightGray }), ("gray", { .gray }), ("red", { .red }), ("green", { .green }), ("blue", { .blue }),
            ("cyan", { .cyan }), ("yellow", { .yellow }), ("magenta", { .magenta }), ("orange", { .orange }),
            ("purple", { .purple }), ("brown", { .brown }), ("systemRed", { .systemRed }), ("systemGreen", { .systemGreen }),
            ("systemBlue", { .systemBlue }), ("systemOrange", { .systemOrange }), ("systemYellow", { .systemYellow }),
            ("systemPink", { .systemPink }), ("systemPurple", { .systemPurple }), ("systemTeal", { .systemTeal }),
            ("systemIndigo", { .systemIndigo }), ("systemGray", { .systemGray }), ("systemGray5", { .systemGray5 }),
            ("systemGray6", { .systemGray6 }), ("systemBackground", { .systemBackground }),
            ("secondarySystemBackground", { .secondarySystemBackground }), ("label", { .label }),
            ("secondaryLabel", { .secondaryLabel }), ("separator", { .separator }), ("tintColor", { .tintColor }),
        ]
        for (name, make) in named { color.staticProperties[name] = { .object(make()) } }
        add(color)
    }

    func registerViews() {
        let view = TypeBinding(name: "UIView", superName: nil) { $0 is UIView }
        view.initializer([]) { _ in .object(UIView()) }
        view.initializer([Param("frame", .rect)]) { .object(UIView(frame: $0[0].rect)) }
        func v(_ o: AnyObject?) -> UIView? { o as? UIView }
        view.property("frame", .rect, get: { .rect(v($0)?.frame ?? .zero) }, set: { v($0)?.frame = $1.rect })
        view.property("bounds", .rect, get: { .rect(v($0)?.bounds ?? .zero) }, set: { v($0)?.bounds = $1.rect })
        view.property("center", .point, get: { .point(v($0)?.center ?? .zero) }, set: { v($0)?.center = $1.point })
        view.property("alpha", .cgFloat, get: { .number(v($0)?.alpha ?? 0) }, set: { v($0)?.alpha = $1.cgFloat })
        view.property("isHidden", .bool, get: { .bool(v($0)?.isHidden ?? false) }, set: { v($0)?.isHidden = $1.bool })
        view.property("tag", .int, get: { .int(v($0)?.tag ?? 0) }, set: { v($0)?.tag = $1.int })
        view.property("clipsToBounds", .bool, get: { .bool(v($0)?.clipsToBounds ?? false) }, set: { v($0)?.clipsToBounds = $1.bool })
        view.property("isUserInteractionEnabled", .bool, get: { .bool(v($0)?.isUserInteractionEnabled ?? false) },
                      set: { v($0)?.isUserInteractionEnabled = $1.bool })
        view.property("backgroundColor", .optional(.color), get: { .optional(v($0)?.backgroundColor) },
                      set: { v($0)?.backgroundColor = $1.color })
        view.property("superview", .optional(.view), get: { .optional(v($0)?.superview) })
        view.property("subviews", .array(.view), get: { .array((v($0)?.subviews ?? []).map { .object($0) }) })
        view.property("window", .optional(.object("UIWindow") { $0 is UIWindow }), get: { .optional(v($0)?.window) })
        view.method("addSubview", [Param(nil, .view)]) { o, a in if let s = a[0].view { v(o)?.addSubview(s) }; return .void }
        view.method("insertSubview", [Param(nil, .view), Param("at", .int)]) { o, a in
            if let s = a[0].view { v(o)?.insertSubview(s, at: a[1].int) }; return .void
        }
        view.method("insertSubview", [Param(nil, .view), Param("aboveSubview", .view)]) { o, a in
            if let s = a[0].view, let t = a[1].view { v(o)?.insertSubview(s, aboveSubview: t) }; return .void
        }
        view.method("insertSubview", [Param(nil, .view), Param("belowSubview", .view)]) { o, a in
            if let s = a[0].view, let t = a[1].view { v(o)?.insertSubview(s, belowSubview: t) }; return .void
        }
        view.method("removeFromSuperview", []) { o, _ in v(o)?.removeFromSuperview(); return .void }
        view.method("bringSubviewToFront", [Param(nil, .view)]) { o, a in if let s = a[0].view { v(o)?.bringSubviewToFront(s) }; return .void }
        view.method("sendSubviewToBack", [Param(nil, .view)]) { o, a in if let s = a[0].view { v(o)?.sendSubviewToBack(s) }; return .void }
        view.method("setNeedsLayout", []) { o, _ in v(o)?.setNeedsLayout(); return .void }
        view.method("layoutIfNeeded", []) { o, _ in v(o)?.layoutIfNeeded(); return .void }
        view.method("setNeedsDisplay", []) { o, _ in v(o)?.setNeedsDisplay(); return .void }
        view.method("viewWithTag", [Param(nil, .int)]) { o, a in .optional(v(o)?.viewWithTag(a[0].int)) }
        view.method("isDescendant", [Param("of", .view)]) { o, a in
            guard let other = a[0].view else { return .bool(false) }
            return .bool(v(o)?.isDescendant(of: other) ?? false)
        }
        add(view)

        let window = TypeBinding(name: "UIWindow", superName: "UIView") { $0 is UIWindow }
        func w(_ o: AnyObject?) -> UIWindow? { o as? UIWindow }
        window.property("rootViewController", .optional(.viewController), get: { .optional(w($0)?.rootViewController) },
                        set: { w($0)?.rootViewController = $1.viewController })
        window.method("makeKeyAndVisible", []) { o, _ in w(o)?.makeKeyAndVisible(); return .void }
        add(window)
    }

    func registerDispatch() {
        let queue = TypeBinding(name: "DispatchQueue", superName: nil) { _ in false }
        queue.staticProperties["main"] = { .mainQueue }
        add(queue)
    }
}
