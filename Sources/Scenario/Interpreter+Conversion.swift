import Foundation
import SandboxKit
import SwiftSyntax

extension Interpreter {
    /// Checks a value against the type a SandboxKit API expects and converts it (a number literal to
    /// CGFloat, `.transitionCurlUp` to the option, a closure to a Swift closure that runs the scenario's).
    func convert(_ v: Value, to type: ParamType, node: some SyntaxProtocol) throws -> Value {
        func mismatch() -> ScenarioError {
            if v.isNil { return error(node, "'nil' is not compatible with expected argument type '\(type.name)'") }
            if case .implicitMember(let name, _, let n) = v {
                return error(n, "type '\(type.name)' has no member '\(name)'")
            }
            return error(node, "cannot convert value of type '\(typeName(of: v))' to expected argument type '\(type.name)'")
        }
        switch type {
        case .any: return v
        case .optional(let inner):
            if v.isNil { return .null }
            return try convert(v, to: inner, node: node)
        case .bool:
            if case .bool = v { return v }
        case .number:
            if let d = v.asDouble { return .double(d) }
        case .int:
            if case .int = v { return v }
        case .string:
            if case .string = v { return v }
        case .object(_, let check):
            if case .object(let o) = v, check(o) { return v }
            if case .implicitMember(let name, let args, let n) = v, let t = bindings.typeForObjectParam(type) {
                // `.red` where a UIColor is expected, `.init(...)` is not supported.
                if args == nil, let make = bindings.staticProperty(name, of: t) { return make() }
                throw error(n, "type '\(t)' has no member '\(name)'\(Spelling.suggestion(for: name, in: bindings.staticMemberNames(of: t)))")
            }
        case .handler:
            if case .closure(let c) = v {
                if c.parameters.count > 1 {
                    throw error(c.node, "contextual closure type '\(type.name)' expects 1 argument, but \(c.parameters.count) were used in closure body")
                }
                // Weak: the framework may keep the closure (a button's handler, a queued block, a completion)
                // after the run is dropped (the sandbox's menu leaves a recipe); it then does nothing.
                let f: (AnyObject) -> Void = { [weak self] sender in self?.invokeFromFramework(c, [.object(sender)]) }
                return .native(f, typeName: type.name)
            }
        case .action, .completion:
            if case .closure(let c) = v {
                let expects = { if case .completion = type { return 1 } else { return 0 } }()
                if c.parameters.count > expects {
                    throw error(c.node, "contextual closure type '\(type.name)' expects \(expects) argument\(expects == 1 ? "" : "s"), but \(c.parameters.count) were used in closure body")
                }
                if case .completion = type {
                    let f: (Bool) -> Void = { [weak self] finished in self?.invokeFromFramework(c, [.bool(finished)]) }
                    return .native(f, typeName: type.name)
                }
                let f: () -> Void = { [weak self] in self?.invokeFromFramework(c, []) }
                return .native(f, typeName: type.name)
            }
        case .rect:
            if case .rect = v { return v }
            if case .implicitMember("zero", nil, _) = v { return .rect(.zero) }
        case .point:
            if case .point = v { return v }
            if case .implicitMember("zero", nil, _) = v { return .point(.zero) }
        case .size:
            if case .size = v { return v }
            if case .implicitMember("zero", nil, _) = v { return .size(.zero) }
        case .options(let table), .enumeration(let table):
            if case .native(_, let n) = v, n == table.name { return v }
            let isOptionSet: Bool = { if case .options = type { return true } else { return false } }()
            func one(_ item: Value) throws -> Any {
                guard case .implicitMember(let name, nil, let n) = item else { throw mismatch() }
                guard let value = table.cases[name] else {
                    throw error(n, "type '\(table.name)' has no member '\(name)'\(Spelling.suggestion(for: name, in: Array(table.cases.keys)))")
                }
                return value
            }
            if case .implicitMember = v { let x = try one(v); return .native(table.combine?([x]) ?? x, typeName: table.name) }
            if case .array(let items) = v, isOptionSet, let combine = table.combine {
                return .native(combine(try items.map(one)), typeName: table.name)
            }
            if case .int(0) = v, isOptionSet, let combine = table.combine { return .native(combine([]), typeName: table.name) }
        case .dispatchTime:
            if case .dispatchTime = v { return v }
            if case .implicitMember("now", let args, _) = v, args?.isEmpty == true { return .dispatchTime(application.clock.now) }
        case .array(let element):
            if case .array(let items) = v { return .array(try items.map { try convert($0, to: element, node: node) }) }
        }
        throw mismatch()
    }

    /// The Swift type name of a value, as error messages spell it.
    func typeName(of v: Value) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .object(let o):
            if let s = o as? ScriptedObject { return s.scriptClass.name }
            return String(describing: type(of: o))
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .array(let a): return "[\(a.first.map(typeName(of:)) ?? "Any")]"
        case .implicitMember(let name, _, _): return ".\(name)"
        case .closure(let c): return c.parameters.isEmpty ? "() -> ()" : "(\(c.parameters.map { _ in "Any" }.joined(separator: ", "))) -> ()"
        case .type(let t): return "\(t).Type"
        case .dispatchTime: return "DispatchTime"
        case .mainQueue: return "DispatchQueue"
        case .native(_, let n): return n
        }
    }

    /// How `print` shows a value: a controller as `<name>`, nil as `nil`, an optional as its value,
    /// numbers and booleans as Swift prints them.
    func describe(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .string(let s): return s
        case .object(let o):
            if let vc = o as? UIViewController { return "<\(name(of: vc))>" }
            if let view = o as? UIView {
                let f = view.frame
                return "<\(String(describing: type(of: view))): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
            }
            return String(describing: o)
        case .rect(let r): return "(\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height)))"
        case .point(let p): return "(\(Double(p.x)), \(Double(p.y)))"
        case .size(let s): return "(\(Double(s.width)), \(Double(s.height)))"
        case .array(let a):
            return "[" + a.map { if case .string(let s) = $0 { return "\"\(s)\"" } else { return describe($0) } }.joined(separator: ", ") + "]"
        case .implicitMember(let name, _, _): return ".\(name)"
        case .closure: return "(Function)"
        case .type(let t): return t
        case .dispatchTime(let t): return "DispatchTime(\(t))"
        case .mainQueue: return "<OS_dispatch_queue_main: com.apple.main-thread>"
        case .native(let x, _): return String(describing: x)
        }
    }
}
