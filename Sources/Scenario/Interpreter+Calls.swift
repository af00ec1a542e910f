import Foundation
import SandboxKit
import SwiftSyntax

extension Interpreter {
    func arguments(of e: FunctionCallExprSyntax, _ env: Env) throws -> [CallArgument] {
        var args: [CallArgument] = []
        for a in e.arguments {
            let v = try eval(a.expression, env)
            args.append(CallArgument(label: a.label?.text, value: v, node: Syntax(a.expression),
                                     labelNode: a.label.map(Syntax.init) ?? Syntax(a.expression), isTrailing: false))
        }
        if let t = e.trailingClosure {
            args.append(CallArgument(label: nil, value: .closure(try closure(t, env)), node: Syntax(t), labelNode: Syntax(t), isTrailing: true))
        }
        for extra in e.additionalTrailingClosures {
            args.append(CallArgument(label: extra.label.text, value: .closure(try closure(extra.closure, env)),
                                     node: Syntax(extra.closure), labelNode: Syntax(extra.label), isTrailing: true))
        }
        return args
    }

    func call(_ e: FunctionCallExprSyntax, _ env: Env, nameHint: String?) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth {
            throw error(e, "too many nested calls (does a method call itself without end?)")
        }
        let callee = e.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            return try callName(ref.baseName.text, ref, e, env, nameHint: nameHint)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseExpr = m.base else {
                return .implicitMember(name: name, arguments: try arguments(of: e, env).map(\.value), node: Syntax(e))
            }
            if baseExpr.is(SuperExprSyntax.self) { return try callSuper(name, m, e, env) }
            let base = try eval(baseExpr, env)
            if base.isNil {
                if baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
                throw error(baseExpr, "unexpectedly found nil while unwrapping an Optional value")
            }
            return try callMethod(on: base, name, m.declName, e, env, nameHint: nameHint)
        }
        let f = try eval(callee, env)
        guard case .closure(let c) = f else {
            throw error(callee, "cannot call value of non-function type '\(typeName(of: f))'")
        }
        return try invoke(c, try arguments(of: e, env).map(\.value), at: e)
    }

    private func callName(_ name: String, _ ref: DeclReferenceExprSyntax, _ e: FunctionCallExprSyntax, _ env: Env, nameHint: String?) throws -> Value {
        if let slot = env.scope.lookup(name, below: globals) ?? (env.context == nil ? globals.lookup(name) : nil) {
            guard case .closure(let c) = slot.value else {
                throw error(ref, "cannot call value of non-function type '\(typeName(of: slot.value))'")
            }
            return try invoke(c, try arguments(of: e, env).map(\.value), at: e)
        }
        if Builtins.names.contains(name) { return try builtin(name, e, env) }
        let args = try arguments(of: e, env)
        if let ctx = env.context {
            if ctx.scriptClass.memberNames.contains(name) || bindings.hasMethod(name, on: ctx.object) {
                return try callMethod(on: .object(ctx.object), name, ref, args, at: e, nameHint: nil)
            }
        }
        if let f = function(named: name, args, at: e) { return try invokeFunction(f, args, context: nil, at: e) }
        if let slot = globals.lookup(name) {
            guard case .closure(let c) = slot.value else {
                throw error(ref, "cannot call value of non-function type '\(typeName(of: slot.value))'")
            }
            return try invoke(c, args.map(\.value), at: e)
        }
        if let cls = classes[name] {
            // A navigation controller subclass may be made with its root, as UINavigationController can.
            if cls.nativeBase == "UINavigationController", args.count == 1, args[0].label == "rootViewController" {
                let root = try convert(args[0].value, to: .viewController, node: args[0].node)
                let made = try instantiate(cls, nameHint: nameHint)
                if let nav = made.asObject as? UINavigationController, let rootVC = root.viewController { nav.viewControllers = [rootVC] }
                return made
            }
            if let first = args.first { throw error(first.labelNode, "argument passed to call that takes no arguments") }
            return try instantiate(cls, nameHint: nameHint)
        }
        if let type = bindings.type(named: name) {
            pendingNameHint = nameHint
            defer { pendingNameHint = nil }
            let v = try resolve(type.initializers, args, callName: name, at: e, calleeNode: Syntax(ref)) { try $0.call(nil, $1) }
            if let vc = v.asObject as? UIViewController, namer.name(of: vc) == nil { nameController(vc, hint: nameHint, className: name) }
            return v
        }
        throw error(ref, "cannot find '\(name)' in scope\(Spelling.suggestion(for: name, in: visibleNames(env)))")
    }

    private func function(named name: String, _ args: [CallArgument], at e: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        let candidates = functions.filter { $0.key.hasPrefix(name + "(") }
        if let exact = candidates[Self.key(name: name, labels: args.map(\.label))] { return exact }
        return candidates.first?.value
    }

    func callMethod(on base: Value, _ name: String, _ nameNode: some SyntaxProtocol, _ e: FunctionCallExprSyntax, _ env: Env, nameHint: String?) throws -> Value {
        if case .mainQueue = base { return try dispatchQueueCall(name, nameNode, try arguments(of: e, env), at: e) }
        return try callMethod(on: base, name, nameNode, try arguments(of: e, env), at: e, nameHint: nameHint)
    }

    func callMethod(on base: Value, _ name: String, _ nameNode: some SyntaxProtocol, _ args: [CallArgument], at e: FunctionCallExprSyntax, nameHint: String?) throws -> Value {
        switch base {
        case .object(let o):
            if let scripted = o as? ScriptedObject {
                let candidates = scripted.scriptClass.methods(named: name)
                let key = Self.key(name: name, labels: args.map(\.label))
                let chosen = candidates.first { Self.key(of: $0.decl) == key }
                    ?? candidates.first { if case .success = fit(args, params(of: $0.decl)) { return true } else { return false } }
                    ?? (candidates.count == 1 && !hasNativeMethod(name, o) ? candidates.first : nil)
                if let chosen {
                    return try invokeFunction(chosen.decl, args, context: MethodContext(object: scripted, scriptClass: chosen.owner), at: e)
                }
            }
            let methods = bindings.methods(name, of: o)
            if methods.isEmpty {
                let candidates = memberNames(of: base)
                if let scripted = o as? ScriptedObject, scripted.scriptClass.memberNames.contains(name) {
                    throw error(nameNode, "no method '\(name)' of '\(scripted.scriptClass.name)' takes these arguments")
                }
                throw error(nameNode, "value of type '\(typeName(of: base))' has no member '\(name)'\(Spelling.suggestion(for: name, in: candidates))")
            }
            return try resolve(methods, args, callName: name, at: e, calleeNode: Syntax(nameNode)) { try $0.call(o, $1) }
        case .type(let t):
            let methods = bindings.staticMethods(name, of: t)
            if methods.isEmpty {
                throw error(nameNode, "type '\(t)' has no member '\(name)'\(Spelling.suggestion(for: name, in: bindings.staticMemberNames(of: t)))")
            }
            return try resolve(methods, args, callName: name, at: e, calleeNode: Syntax(nameNode)) { try $0.call(nil, $1) }
        default:
            throw error(nameNode, "value of type '\(typeName(of: base))' has no member '\(name)'\(Spelling.suggestion(for: name, in: memberNames(of: base)))")
        }
    }

    private func hasNativeMethod(_ name: String, _ o: AnyObject) -> Bool { bindings.hasMethod(name, on: o) }

    /// The parameters of a scenario function, typed where the declared type is one the sandbox knows.
    func params(of f: FunctionDeclSyntax) -> [Param] {
        f.signature.parameterClause.parameters.map { p -> Param in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let declared = p.type.trimmedDescription
            let type = bindings.paramType(named: declared).map { declared.hasSuffix("?") ? ParamType.optional($0) : $0 } ?? .any(declared)
            return Param(label, type, default: p.defaultValue != nil)
        }
    }

    /// Picks the overload the arguments fit, converts them and calls it; otherwise reports the mismatch
    /// of the closest overload, as Swift would.
    func resolve(_ overloads: [MethodBinding], _ args: [CallArgument], callName: String, at e: some SyntaxProtocol,
                 calleeNode: Syntax, _ perform: (MethodBinding, [Value]) throws -> Value) throws -> Value {
        var best: ArgumentMismatch?
        for m in overloads {
            switch fit(args, m.params) {
            case .success(let values): return try perform(m, values)
            case .failure(let mismatch):
                if best == nil || mismatch.rank < best!.rank { best = mismatch }
            }
        }
        throw report(best, overloads: overloads, callName: callName, at: Syntax(e), calleeNode: calleeNode)
    }

    func report(_ best: ArgumentMismatch?, overloads: [MethodBinding], callName: String, at e: Syntax, calleeNode: Syntax) -> ScenarioError {
        switch best {
        case .type(let err): return err
        case .label(let have, let expected, let node):
            let plural = have.filter { $0 == ":" }.count > 1 || expected.filter { $0 == ":" }.count > 1
            var message = "incorrect argument label\(plural ? "s" : "") in call (have '\(have)', expected '\(expected)')"
            if overloads.count > 1 {
                message = "no '\(callName)' takes these labels (have '\(have)'); candidates: "
                    + overloads.map { "'\($0.fullName)'" }.joined(separator: ", ")
            }
            return error(node, message)
        case .extra(let node): return error(node, "extra argument in call")
        case .missing(let label, let node): return error(node ?? e, "missing argument for parameter '\(label)' in call")
        case .none: return error(calleeNode, "cannot call '\(callName)'")
        }
    }

    /// Matches arguments to parameters as Swift does: labels in order, parameters with defaults may be
    /// left out, trailing closures fill the remaining closure parameters.
    func fit(_ args: [CallArgument], _ params: [Param]) -> Result<[Value], ArgumentMismatch> {
        var slots = [CallArgument?](repeating: nil, count: params.count)
        var p = 0
        let explicit = args.filter { !$0.isTrailing }
        let labelsHave = args.map { ($0.label ?? "_") + ":" }.joined()
        let labelsExpected = params.map { ($0.label ?? "_") + ":" }.joined()
        for a in explicit {
            while p < params.count, params[p].label != a.label, params[p].hasDefault { p += 1 }
            guard p < params.count else {
                return .failure(params.contains { $0.label == a.label } || explicit.count <= params.count
                                ? .label(have: labelsHave, expected: labelsExpected, at: a.labelNode) : .extra(at: a.node))
            }
            guard params[p].label == a.label else {
                return .failure(.label(have: labelsHave, expected: labelsExpected, at: a.labelNode))
            }
            slots[p] = a
            p += 1
        }
        for a in args where a.isTrailing {
            if let label = a.label {
                while p < params.count, params[p].label != label { p += 1 }
                guard p < params.count else { return .failure(.label(have: labelsHave, expected: labelsExpected, at: a.labelNode)) }
            } else {
                while p < params.count, !params[p].type.isClosure { p += 1 }
                guard p < params.count else { return .failure(.extra(at: a.node)) }
            }
            slots[p] = a
            p += 1
        }
        var values: [Value] = []
        for (i, param) in params.enumerated() {
            guard let a = slots[i] else {
                if param.hasDefault { values.append(.void); continue }
                return .failure(.missing(param.label ?? "_", at: args.last?.node))
            }
            do { values.append(try convert(a.value, to: param.type, node: a.node)) }
            catch let e as ScenarioError { return .failure(.type(e)) }
            catch { return .failure(.missing(param.label ?? "_", at: a.node)) }
        }
        return .success(values)
    }

    // MARK: Scenario functions and methods

    func invokeFunction(_ f: FunctionDeclSyntax, _ args: [CallArgument], context: MethodContext?, at e: some SyntaxProtocol) throws -> Value {
        let params = params(of: f)
        let values: [Value]
        switch fit(args, params) {
        case .success(let v): values = v
        case .failure(let m):
            let wrapped = MethodBinding(name: f.name.text, params: params) { _, _ in .void }
            throw report(m, overloads: [wrapped], callName: f.name.text, at: Syntax(e), calleeNode: Syntax(e))
        }
        return try invokeBody(f, values, context: context)
    }

    /// Runs a scenario function or method body with already-converted arguments.
    func invokeBody(_ f: FunctionDeclSyntax, _ values: [Value], context: MethodContext?) throws -> Value {
        guard let body = f.body else { return .void }
        let scope = Scope(parent: globals)
        for (p, v) in zip(f.signature.parameterClause.parameters, values) {
            var value = v
            if case .void = v, let d = p.defaultValue { value = try eval(d.value, Env(scope: globals, context: context)) }
            scope.define((p.secondName ?? p.firstName).text, value, mutable: false)
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth {
            throw error(f.name, "too many nested calls (does '\(f.name.text)' call itself without end?)")
        }
        return try runBody(body.statements, Env(scope: scope, context: context))
    }

    /// Runs a body; a body that is a single expression returns its value, as in Swift.
    func runBody(_ items: CodeBlockItemListSyntax, _ env: Env) throws -> Value {
        if items.count == 1, let only = items.first, case .expr(let e) = only.item, !e.is(IfExprSyntax.self) {
            return try withLine(only) { try eval(e, env) }
        }
        if case .returned(let v) = try exec(items, env) { return v }
        return .void
    }

    func invoke(_ c: Closure, _ args: [Value], at node: some SyntaxProtocol) throws -> Value {
        if args.count < c.parameters.count {
            throw error(node, "closure expects \(c.parameters.count) argument\(c.parameters.count == 1 ? "" : "s"), but \(args.count) were given")
        }
        let scope = Scope(parent: c.scope)
        for (name, v) in zip(c.parameters, args) where name != "_" { scope.define(name, v, mutable: false) }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth { throw error(c.node, "too many nested calls (does a closure call itself without end?)") }
        return try runBody(c.body, Env(scope: scope, context: c.context))
    }

    /// Runs a closure that SandboxKit calls (a completion, queued work). Errors cannot go back through
    /// UIKit, so the first one is kept and stops the run at the end of the turn.
    func invokeFromFramework(_ c: Closure, _ args: [Value]) {
        guard failure == nil else { return }
        do { _ = try invoke(c, args, at: c.node) }
        catch let e as ScenarioError { failure = failure ?? e }
        catch { failure = failure ?? self.error(c.node, "\(error)") }
    }
}

