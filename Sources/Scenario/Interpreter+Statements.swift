import Foundation
import SandboxKit
import SwiftSyntax

/// How a statement list ended: it ran to its end, or a `return` left it with a value.
enum Flow {
    case next
    case returned(Value)
}

/// Where an expression is evaluated: its variables, and the scenario object when in a method body.
struct Env {
    let scope: Scope
    let context: MethodContext?
}

extension Interpreter {
    func exec(_ items: CodeBlockItemListSyntax, _ env: Env) throws -> Flow {
        for item in items {
            if case .returned(let v) = try exec(item, env) { return .returned(v) }
        }
        return .next
    }

    func exec(_ item: CodeBlockItemSyntax, _ env: Env) throws -> Flow {
        try withLine(item) {
            switch item.item {
            case .decl(let decl): try declare(decl, env); return .next
            case .stmt(let stmt): return try exec(stmt, env)
            case .expr(let expr): return try execExpression(expr, env)
            }
        }
    }

    private func exec(_ stmt: StmtSyntax, _ env: Env) throws -> Flow {
        if let s = stmt.as(ExpressionStmtSyntax.self) { return try execExpression(s.expression, env) }
        if let r = stmt.as(ReturnStmtSyntax.self) {
            if env.context == nil && env.scope === globals { throw error(r, "return invalid outside of a func") }
            return .returned(try r.expression.map { try eval($0, env) } ?? .void)
        }
        throw error(stmt, "\(describeConstruct(Syntax(stmt))) is not supported in scenarios")
    }

    private func execExpression(_ expr: ExprSyntax, _ env: Env) throws -> Flow {
        if let i = expr.as(IfExprSyntax.self) { return try execIf(i, env) }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = Builtins.suspendingName(of: call), !isShadowed(name, env) {
            throw error(call, "'\(name)' can only be used as a statement at the top level of a scenario")
        }
        _ = try eval(expr, env)
        return .next
    }

    func execIf(_ node: IfExprSyntax, _ env: Env) throws -> Flow {
        if let branch = try chooseBranch(node, env) { return try exec(branch.block.statements, branch.env) }
        return .next
    }

    /// Evaluates an `if`'s conditions (binding `if let` names in a new scope) and picks the block to run.
    func chooseBranch(_ node: IfExprSyntax, _ env: Env) throws -> (block: CodeBlockSyntax, env: Env)? {
        let scope = Scope(parent: env.scope)
        let inner = Env(scope: scope, context: env.context)
        var taken = true
        for element in node.conditions {
            switch element.condition {
            case .expression(let e):
                let v = try eval(e, inner)
                guard case .bool(let b) = v else {
                    throw error(e, "cannot convert value of type '\(typeName(of: v))' to expected condition type 'Bool'")
                }
                taken = b
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(binding.pattern, "only simple names can be bound in scenarios")
                }
                let v: Value
                if let initializer = binding.initializer {
                    v = try eval(initializer.value, inner)
                } else {
                    v = try lookupName(name, node: binding.pattern, inner)
                }
                if v.isNil { taken = false } else { scope.define(name, v, mutable: binding.bindingSpecifier.text == "var") }
            default:
                throw error(element, "\(describeConstruct(Syntax(element.condition))) is not supported in scenarios")
            }
            if !taken { break }
        }
        if taken { return (node.body, inner) }
        switch node.elseBody {
        case .none: return nil
        case .codeBlock(let block): return (block, Env(scope: Scope(parent: env.scope), context: env.context))
        case .ifExpr(let next): return try chooseBranch(next, env)
        }
    }

    func declare(_ decl: DeclSyntax, _ env: Env) throws {
        if let v = decl.as(VariableDeclSyntax.self) { return try declareVariable(v, env) }
        let atTop = env.context == nil && env.scope === globals
        if decl.is(ClassDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) {
            if atTop { return } // registered before the run
            throw error(decl, "\(decl.is(ClassDeclSyntax.self) ? "classes" : "functions") can only be declared at the top level of a scenario")
        }
        if decl.is(ImportDeclSyntax.self) {
            if atTop { return } // `import UIKit` pastes in unchanged
        }
        throw error(decl, "\(describeConstruct(Syntax(decl))) is not supported in scenarios")
    }

    func declareVariable(_ v: VariableDeclSyntax, _ env: Env) throws {
        let mutable = v.bindingSpecifier.text == "var"
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw error(binding.pattern, "only simple names can be declared in scenarios")
            }
            if binding.accessorBlock != nil { throw error(binding, "computed variables are not supported in scenarios") }
            let value: Value
            if let initializer = binding.initializer {
                value = try evalBound(initializer.value, as: name, expected: binding.typeAnnotation?.type, env)
            } else if binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                        || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
                value = .null
            } else {
                throw error(binding.pattern, "a variable in a scenario needs an initial value")
            }
            env.scope.define(name, value, mutable: mutable)
        }
    }

    /// Evaluates the value a variable or property is bound to. A controller created right here takes the
    /// variable's name; an implicit member (`.red`) is resolved against the declared type.
    func evalBound(_ expr: ExprSyntax, as name: String, expected: TypeSyntax?, _ env: Env) throws -> Value {
        var v = try eval(expr, env, nameHint: name)
        if let expected, case .implicitMember = v {
            let typeName = expected.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if let t = bindings.paramType(named: typeName) { v = try convert(v, to: t, node: expr) }
        }
        return v
    }

    func isShadowed(_ name: String, _ env: Env) -> Bool { env.scope.lookup(name) != nil }

    /// A readable name for a syntax node in "… is not supported" messages.
    func describeConstruct(_ node: Syntax) -> String {
        if let (name, _) = UnsupportedSyntaxFinder.construct(of: node) { return name }
        if let first = node.firstToken(viewMode: .sourceAccurate), case .keyword = first.tokenKind {
            return "'\(first.text)'"
        }
        let kind = "\(node.kind)"
        var words = ""
        for c in kind {
            if c.isUppercase { words += " " + c.lowercased() } else { words.append(c) }
        }
        words = words.replacingOccurrences(of: " expr", with: " expressions")
            .replacingOccurrences(of: " stmt", with: " statements").replacingOccurrences(of: " decl", with: " declarations")
        return words.trimmingCharacters(in: .whitespaces)
    }
}
