import Foundation
import SandboxKit

extension BindingRegistry {
    static let controlEvents: OptionTable = {
        typealias E = UIControl.Event
        let named: [String: E] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        ]
        return OptionTable(name: "UIControl.Event", cases: named) { items in items.reduce(E()) { $0.union(($1 as? E) ?? []) } }
    }()

    /// UIAction, UIControl.addAction and UIButton: enough for `tap(x:y:)` to press a real button.
    func registerControls() {
        optionTables["UIControl.Event"] = Self.controlEvents
        let actionType = ParamType.object("UIAction") { $0 is UIAction }
        let action = TypeBinding(name: "UIAction", superName: nil) { $0 is UIAction }
        action.initializer([Param("title", .string, default: true), Param("handler", .handler("UIAction"))]) { a in
            let handler: ((AnyObject) -> Void)? = a[1].native()
            let title: String = { if case .string(let s) = a[0] { return s } else { return "" } }()
            return .object(UIAction(title: title) { handler?($0) })
        }
        action.property("title", .string, get: { .string(($0 as? UIAction)?.title ?? "") })
        action.property("sender", .any("AnyObject?"), get: { .optional(($0 as? UIAction)?.sender) })
        add(action)

        let control = TypeBinding(name: "UIControl", superName: "UIView") { $0 is UIControl }
        func ctl(_ o: AnyObject?) -> UIControl? { o as? UIControl }
        control.property("isEnabled", .bool, get: { .bool(ctl($0)?.isEnabled ?? false) }, set: { ctl($0)?.isEnabled = $1.bool })
        control.method("addAction", [Param(nil, actionType), Param("for", .options(Self.controlEvents))]) { o, a in
            if let act = a[0].asObject as? UIAction, let events = a[1].native(UIControl.Event.self) { ctl(o)?.addAction(act, for: events) }
            return .void
        }
        add(control)

        let button = TypeBinding(name: "UIButton", superName: "UIControl") { $0 is UIButton }
        func b(_ o: AnyObject?) -> UIButton? { o as? UIButton }
        button.initializer([]) { _ in .object(UIButton()) }
        button.initializer([Param("frame", .rect)]) { .object(UIButton(frame: $0[0].rect)) }
        button.initializer([Param("primaryAction", .optional(actionType))]) { .object(UIButton(primaryAction: $0[0].asObject as? UIAction)) }
        button.method("setTitle", [Param(nil, .optional(.string)), Param("for", .any("UIControl.State"))]) { o, a in
            // Titles for other states are not bound yet: the title is set for .normal.
            if case .string(let s) = a[0] { b(o)?.setTitle(s, for: .normal) } else { b(o)?.setTitle(nil, for: .normal) }
            return .void
        }
        add(button)
    }
}
