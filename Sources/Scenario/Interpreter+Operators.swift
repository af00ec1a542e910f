import Foundation
import SandboxKit
import SwiftSyntax

extension Interpreter {
    func infix(_ e: InfixOperatorExprSyntax, _ env: Env) throws -> Value {
        if e.operator.is(AssignmentExprSyntax.self) {
            let target = e.leftOperand
            let hint = (target.as(DeclReferenceExprSyntax.self)?.baseName.text)
                ?? target.as(MemberAccessExprSyntax.self).flatMap { m in
                    m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? m.declName.baseName.text : nil
                }
            var value = try eval(e.rightOperand, env, nameHint: hint)
            if case .implicitMember = value, let expected = try expectedType(ofTarget: target, env) {
                value = try convert(value, to: expected, node: e.rightOperand)
            }
            try assign(value, to: target, env)
            return .void
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { throw unsupported(Syntax(e.operator)) }
        switch op {
        case "&&", "||":
            let l = try boolOperand(e.leftOperand, op, env)
            if (op == "&&" && !l) || (op == "||" && l) { return .bool(l) }
            return .bool(try boolOperand(e.rightOperand, op, env))
        case "??":
            let l = try eval(e.leftOperand, env)
            return l.isNil ? try eval(e.rightOperand, env) : l
        case "+=", "-=", "*=", "/=":
            let l = try eval(e.leftOperand, env)
            let r = try eval(e.rightOperand, env)
            try assign(try arithmetic(String(op.dropLast()), l, r, node: e.operator), to: e.leftOperand, env)
            return .void
        default:
            let l = try eval(e.leftOperand, env)
            var r = try eval(e.rightOperand, env)
            if case .implicitMember = r, case .object(let o) = l, let t = bindings.paramType(ofObject: o) {
                r = try convert(r, to: t, node: e.rightOperand)
            }
            return try binary(op, l, r, node: e.operator)
        }
    }

    private func boolOperand(_ e: ExprSyntax, _ op: String, _ env: Env) throws -> Bool {
        let v = try eval(e, env)
        guard case .bool(let b) = v else {
            throw error(e, "cannot convert value of type '\(typeName(of: v))' to expected argument type 'Bool'")
        }
        return b
    }

    func binary(_ op: String, _ l: Value, _ r: Value, node: some SyntaxProtocol) throws -> Value {
        switch op {
        case "+", "-", "*", "/", "%": return try arithmetic(op, l, r, node: node)
        case "==", "!=":
            let eq = try equal(l, r, node: node)
            return .bool(op == "==" ? eq : !eq)
        case "===", "!==":
            let same: Bool
            switch (l, r) {
            case (.object(let a), .object(let b)): same = a === b
            case (.null, .null): same = true
            case (.null, .object), (.object, .null): same = false
            default: throw error(node, "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: l))' and '\(typeName(of: r))'")
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            guard let a = l.asDouble, let b = r.asDouble else {
                if case .string(let a) = l, case .string(let b) = r {
                    return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
                }
                throw error(node, "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: l))' and '\(typeName(of: r))'")
            }
            return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
        default:
            throw error(node, "operator '\(op)' is not supported in scenarios")
        }
    }

    func arithmetic(_ op: String, _ l: Value, _ r: Value, node: some SyntaxProtocol) throws -> Value {
        switch (l, r) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": let (v, o) = a.addingReportingOverflow(b); if !o { return .int(v) }
            case "-": let (v, o) = a.subtractingReportingOverflow(b); if !o { return .int(v) }
            case "*": let (v, o) = a.multipliedReportingOverflow(by: b); if !o { return .int(v) }
            case "/", "%":
                if b == 0 { throw error(node, "division by zero") }
                let (v, o) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if !o { return .int(v) }
            default: break
            }
            throw error(node, "arithmetic operation '\(a) \(op) \(b)' results in an overflow")
        case (.string(let a), .string(let b)) where op == "+":
            return .string(a + b)
        case (.dispatchTime(let t), _) where op == "+" || op == "-":
            guard let d = r.asDouble else { break }
            return .dispatchTime(op == "+" ? t + d : t - d)
        case (.implicitMember(let name, let args, _), _) where name == "now" && args?.isEmpty == true && (op == "+" || op == "-"):
            guard let d = r.asDouble else { break }
            return .dispatchTime(op == "+" ? application.clock.now + d : application.clock.now - d)
        default:
            if let a = l.asDouble, let b = r.asDouble, op != "%" {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                default: return .double(a / b)
                }
            }
        }
        throw error(node, "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: l))' and '\(typeName(of: r))'")
    }

    func equal(_ l: Value, _ r: Value, node: some SyntaxProtocol) throws -> Bool {
        switch (l, r) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.object(let a), .object(let b)):
            if let ca = a as? UIColor, let cb = b as? UIColor { return ca == cb }
            return a === b
        case (.rect(let a), .rect(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        default:
            if let a = l.asDouble, let b = r.asDouble { return a == b }
            throw error(node, "binary operator '==' cannot be applied to operands of type '\(typeName(of: l))' and '\(typeName(of: r))'")
        }
    }

    func prefix(_ e: PrefixOperatorExprSyntax, _ env: Env) throws -> Value {
        let v = try eval(e.expression, env)
        switch (e.operator.text, v) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)): return .int(0 &- i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        default:
            throw error(e, "unary operator '\(e.operator.text)' cannot be applied to an operand of type '\(typeName(of: v))'")
        }
    }

    // MARK: Assignment

    /// The declared type of an assignment target, to resolve `.red` in `view.backgroundColor = .red`.
    func expectedType(ofTarget target: ExprSyntax, _ env: Env) throws -> ParamType? {
        guard let m = target.as(MemberAccessExprSyntax.self), let base = m.base else {
            if let d = target.as(DeclReferenceExprSyntax.self), let ctx = env.context {
                return bindings.property(d.baseName.text, of: ctx.object)?.type
            }
            return nil
        }
        if case .object(let o) = try eval(base, env) { return bindings.property(m.declName.baseName.text, of: o)?.type }
        return nil
    }

    func assign(_ value: Value, to target: ExprSyntax, _ env: Env) throws {
        if let d = target.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if let mutable = env.scope.lookup(name, below: globals)?.isMutable {
                guard mutable else { throw error(d, "cannot assign to value: '\(name)' is a 'let' constant") }
                _ = env.scope.assign(name, value)
                return
            }
            if let ctx = env.context, try setMemberIfPresent(of: ctx.object, name, value, node: d) { return }
            if let slot = globals.lookup(name) {
                guard slot.isMutable else { throw error(d, "cannot assign to value: '\(name)' is a 'let' constant") }
                _ = globals.assign(name, value)
                return
            }
            throw error(d, "cannot find '\(name)' in scope\(Spelling.suggestion(for: name, in: visibleNames(env)))")
        }
        if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            let base = try eval(baseExpr, env)
            switch base {
            case .null:
                if baseExpr.is(OptionalChainingExprSyntax.self) { return }
                throw error(baseExpr, "unexpectedly found nil while unwrapping an Optional value")
            case .object(let o):
                if try setMemberIfPresent(of: o, name, value, node: m.declName) { return }
                throw error(m.declName, "value of type '\(typeName(of: base))' has no member '\(name)'\(Spelling.suggestion(for: name, in: memberNames(of: base)))")
            case .rect, .point, .size:
                // A field of a geometry value: change the copy and store it back (`view.frame.origin.x = 0`).
                try assign(try setField(of: base, name, value, node: m.declName), to: baseExpr, env)
            default:
                throw error(m.declName, "cannot assign to property: '\(name)' of a value of type '\(typeName(of: base))'")
            }
            return
        }
        throw error(target, "cannot assign to this expression in a scenario")
    }

    private func setField(of base: Value, _ name: String, _ value: Value, node: some SyntaxProtocol) throws -> Value {
        func number() throws -> CGFloat {
            guard let d = value.asDouble else { throw error(node, "cannot assign value of type '\(typeName(of: value))' to type 'CGFloat'") }
            return CGFloat(d)
        }
        switch (base, name) {
        case (.rect(var r), "origin"):
            guard case .point(let p) = value else { throw error(node, "cannot assign value of type '\(typeName(of: value))' to type 'CGPoint'") }
            r.origin = p; return .rect(r)
        case (.rect(var r), "size"):
            guard case .size(let s) = value else { throw error(node, "cannot assign value of type '\(typeName(of: value))' to type 'CGSize'") }
            r.size = s; return .rect(r)
        case (.point(var p), "x"): p.x = try number(); return .point(p)
        case (.point(var p), "y"): p.y = try number(); return .point(p)
        case (.size(var s), "width"): s.width = try number(); return .size(s)
        case (.size(var s), "height"): s.height = try number(); return .size(s)
        default:
            throw error(node, "cannot assign to property: '\(name)' is a get-only property")
        }
    }

    /// Sets a scenario property or a SandboxKit property of an object; false when it has neither.
    func setMemberIfPresent(of object: AnyObject, _ name: String, _ value: Value, node: some SyntaxProtocol) throws -> Bool {
        if let scripted = object as? ScriptedObject, let slot = scripted.properties[name] {
            guard slot.isMutable else { throw error(node, "cannot assign to property: '\(name)' is a 'let' constant") }
            scripted.properties[name] = Scope.Slot(value: value, isMutable: true)
            return true
        }
        if let scripted = object as? ScriptedObject, scripted.scriptClass.owner(ofComputed: name) != nil {
            throw error(node, "cannot assign to property: '\(name)' is a get-only property")
        }
        guard let p = bindings.property(name, of: object) else { return false }
        guard let set = p.set else { throw error(node, "cannot assign to property: '\(name)' is a get-only property") }
        let converted = try convert(value, to: p.type, node: node)
        set(object, converted)
        return true
    }
}
