import Foundation
import SandboxKit
import SwiftSyntax

/// A value in a running scenario. UIKit objects are held as themselves (`object`), so every call on them
/// is SandboxKit's own; the cases here are only what Swift source can spell directly.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case object(AnyObject)
    case rect(CGRect)
    case point(CGPoint)
    case size(CGSize)
    case array([Value])
    /// `.curlUp`, `.now()`, `.zero`: an implicit member, resolved once the expected type is known.
    case implicitMember(name: String, arguments: [Value]?, node: Syntax)
    case closure(Closure)
    /// A type used as a value: `UIView` in `UIView.animate`, `Child` in `Child()`.
    case type(String)
    /// A `DispatchTime`, in seconds of the virtual clock.
    case dispatchTime(Double)
    /// `DispatchQueue.main`.
    case mainQueue
    /// An already-resolved option set or enum case of a SandboxKit type, kept as the Swift value.
    case native(Any, typeName: String)

    var isNil: Bool { if case .null = self { return true } else { return false } }

    var asObject: AnyObject? { if case .object(let o) = self { return o } else { return nil } }

    var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

/// A closure written in a scenario, with the scope it captured.
final class Closure {
    let parameters: [String]
    let body: CodeBlockItemListSyntax
    let scope: Scope
    let context: MethodContext?
    let node: ClosureExprSyntax

    init(parameters: [String], body: CodeBlockItemListSyntax, scope: Scope, context: MethodContext?, node: ClosureExprSyntax) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.context = context
        self.node = node
    }
}

/// The `self` of a method body of a scenario class, and the class whose body it is (for `super`).
struct MethodContext {
    let object: ScriptedObject
    let scriptClass: ScriptClass
}

/// Variables visible at a point of the scenario: a chain of scopes ending at the top level.
final class Scope {
    struct Slot { var value: Value; let isMutable: Bool }
    private var slots: [String: Slot] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Slot? { slots[name] ?? parent?.lookup(name) }

    func localSlot(_ name: String) -> Slot? { slots[name] }

    func define(_ name: String, _ value: Value, mutable: Bool) { slots[name] = Slot(value: value, isMutable: mutable) }

    /// Assigns to the innermost variable of that name; false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        if slots[name] != nil { slots[name]!.value = value; return true }
        return parent?.assign(name, value) ?? false
    }

    func isMutable(_ name: String) -> Bool? {
        if let s = slots[name] { return s.isMutable }
        return parent?.isMutable(name)
    }

    var allNames: [String] { Array(slots.keys) + (parent?.allNames ?? []) }
}
