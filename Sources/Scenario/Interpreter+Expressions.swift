import Foundation
import SandboxKit
import SwiftSyntax

extension Interpreter {
    /// Evaluates an expression. `nameHint` is the variable the value is being bound to, which names a
    /// controller created by this very expression.
    func eval(_ expr: ExprSyntax, _ env: Env, nameHint: String? = nil) throws -> Value {
        if let failure { throw failure }
        if let e = expr.as(IntegerLiteralExprSyntax.self) { return try integer(e) }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            guard let d = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw error(e, "'\(e.literal.text)' is not a valid number")
            }
            return .double(d)
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let e = expr.as(StringLiteralExprSyntax.self) { return .string(try string(e, env)) }
        if let e = expr.as(ArrayExprSyntax.self) { return .array(try e.elements.map { try eval($0.expression, env) }) }
        if let e = expr.as(DeclReferenceExprSyntax.self) {
            if e.argumentNames != nil { throw error(e, "method references are not supported in scenarios") }
            return try lookupName(e.baseName.text, node: e, env)
        }
        if let e = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(e, env) }
        if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e, env, nameHint: nameHint) }
        if let e = expr.as(ClosureExprSyntax.self) { return .closure(try closure(e, env)) }
        if let e = expr.as(InfixOperatorExprSyntax.self) { return try infix(e, env) }
        if let e = expr.as(PrefixOperatorExprSyntax.self) { return try prefix(e, env) }
        if let e = expr.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first {
            if only.label != nil { throw error(e, "tuples are not supported in scenarios") }
            return try eval(only.expression, env, nameHint: nameHint)
        }
        if let e = expr.as(TernaryExprSyntax.self) {
            let c = try eval(e.condition, env)
            guard case .bool(let b) = c else {
                throw error(e.condition, "cannot convert value of type '\(typeName(of: c))' to expected condition type 'Bool'")
            }
            return try eval(b ? e.thenExpression : e.elseExpression, env, nameHint: nameHint)
        }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try eval(e.expression, env)
            if v.isNil { throw error(e, "unexpectedly found nil while unwrapping an Optional value") }
            return v
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return try eval(e.expression, env) }
        if expr.is(SuperExprSyntax.self) { throw error(expr, "'super' can only be used to call a method: super.viewDidLoad()") }
        if let e = expr.as(IfExprSyntax.self) { throw error(e, "'if' expressions are not supported in scenarios; use an 'if' statement") }
        throw unsupported(Syntax(expr))
    }

    func unsupported(_ node: Syntax) -> ScenarioError {
        let name = describeConstruct(node)
        let plural = !name.hasPrefix("'") && name.hasSuffix("s")
        return error(node, "\(name) \(plural ? "are" : "is") not supported in scenarios")
    }

    private func integer(_ e: IntegerLiteralExprSyntax) throws -> Value {
        var text = e.literal.text.replacingOccurrences(of: "_", with: "")
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            radix = r
            text.removeFirst(2)
        }
        guard let i = Int(text, radix: radix) else {
            throw error(e, "integer literal '\(e.literal.text)' overflows when stored into 'Int'")
        }
        return .int(i)
    }

    private func string(_ e: StringLiteralExprSyntax, _ env: Env) throws -> String {
        var out = ""
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s): out += Self.unescape(s.content.text)
            case .expressionSegment(let s):
                guard s.expressions.count == 1, let only = s.expressions.first, only.label == nil else {
                    throw error(s, "only a single value can be interpolated in a scenario string")
                }
                out += describe(try eval(only.expression, env))
            }
        }
        return out
    }

    private static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var escaping = false
        for c in raw {
            if escaping {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    func closure(_ e: ClosureExprSyntax, _ env: Env) throws -> Closure {
        var params: [String] = []
        switch e.signature?.parameterClause {
        case .none: break
        case .simpleInput(let list): params = list.map { $0.name.text }
        case .parameterClause(let clause): params = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return Closure(parameters: params, body: e.statements, scope: env.scope, context: env.context, node: e)
    }

    // MARK: Names

    /// Finds a name: locals, then (in a method) the members of `self`, then the top level, then types.
    func lookupName(_ name: String, node: some SyntaxProtocol, _ env: Env) throws -> Value {
        if name == "self" {
            guard let ctx = env.context else { throw error(node, "cannot find 'self' in scope; 'self' is only available in a method of a scenario class") }
            return .object(ctx.object)
        }
        if let slot = env.scope.lookup(name, below: globals) { return slot.value }
        if let ctx = env.context, let v = try memberIfPresent(of: ctx.object, name, node: node) { return v }
        if let slot = globals.lookup(name) { return slot.value }
        if classes[name] != nil || bindings.type(named: name) != nil { return .type(name) }
        throw error(node, "cannot find '\(name)' in scope\(Spelling.suggestion(for: name, in: visibleNames(env)))")
    }

    func visibleNames(_ env: Env) -> [String] {
        var names = env.scope.allNames + Array(classes.keys) + bindings.typeNames + Builtins.names
            + functions.keys.map { String($0.prefix { $0 != "(" }) }
        if let ctx = env.context {
            names += ctx.scriptClass.memberNames + bindings.memberNames(of: ctx.object)
        }
        return names
    }

    // MARK: Members

    private func memberAccess(_ e: MemberAccessExprSyntax, _ env: Env) throws -> Value {
        let name = e.declName.baseName.text
        guard let baseExpr = e.base else { return .implicitMember(name: name, arguments: nil, node: Syntax(e)) }
        if baseExpr.is(SuperExprSyntax.self) {
            throw error(e, "'super' can only be used to call a method: super.\(name)()")
        }
        let base = try eval(baseExpr, env)
        if base.isNil {
            if baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
            throw error(baseExpr, "unexpectedly found nil while unwrapping an Optional value")
        }
        return try member(of: base, name, node: e.declName)
    }

    /// `value.name` for a property (methods are looked up by `call`).
    func member(of base: Value, _ name: String, node: some SyntaxProtocol) throws -> Value {
        switch base {
        case .object(let o):
            if let v = try memberIfPresent(of: o, name, node: node) { return v }
        case .type(let t):
            if let v = bindings.staticProperty(name, of: t) { return v() }
            throw error(node, "type '\(t)' has no member '\(name)'\(Spelling.suggestion(for: name, in: bindings.staticMemberNames(of: t)))")
        case .mainQueue:
            break
        case .rect(let r):
            switch name {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "minX": return .number(r.minX)
            case "minY": return .number(r.minY)
            case "midX": return .number(r.midX)
            case "midY": return .number(r.midY)
            case "maxX": return .number(r.maxX)
            case "maxY": return .number(r.maxY)
            case "width": return .number(r.width)
            case "height": return .number(r.height)
            default: break
            }
        case .point(let p):
            if name == "x" { return .number(p.x) }
            if name == "y" { return .number(p.y) }
        case .size(let s):
            if name == "width" { return .number(s.width) }
            if name == "height" { return .number(s.height) }
        case .array(let a):
            switch name {
            case "count": return .int(a.count)
            case "isEmpty": return .bool(a.isEmpty)
            case "first": return a.first ?? .null
            case "last": return a.last ?? .null
            default: break
            }
        case .string(let s):
            if name == "count" { return .int(s.count) }
            if name == "isEmpty" { return .bool(s.isEmpty) }
        default:
            break
        }
        throw error(node, "value of type '\(typeName(of: base))' has no member '\(name)'\(Spelling.suggestion(for: name, in: memberNames(of: base)))")
    }

    func memberNames(of v: Value) -> [String] {
        switch v {
        case .object(let o):
            return bindings.memberNames(of: o) + ((o as? ScriptedObject)?.scriptClass.memberNames ?? [])
        case .rect: return ["origin", "size", "minX", "minY", "midX", "midY", "maxX", "maxY", "width", "height"]
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .array: return ["count", "isEmpty", "first", "last"]
        case .string: return ["count", "isEmpty"]
        default: return []
        }
    }

    /// A property of an object: a scenario class's stored or computed property, else SandboxKit's.
    func memberIfPresent(of object: AnyObject, _ name: String, node: some SyntaxProtocol) throws -> Value? {
        if let scripted = object as? ScriptedObject {
            if let slot = scripted.properties[name] { return slot.value }
            if let owner = scripted.scriptClass.owner(ofComputed: name) {
                return try computedProperty(name, of: scripted, owner: owner)
            }
        }
        if let p = bindings.property(name, of: object) { return p.get(object) }
        return nil
    }
}

extension Scope {
    /// Looks a name up in this scope chain, stopping before `stop` (the top level).
    func lookup(_ name: String, below stop: Scope) -> Slot? {
        var s: Scope? = self
        while let cur = s, cur !== stop {
            if let slot = cur.localSlot(name) { return slot }
            s = cur.parent
        }
        return nil
    }
}
