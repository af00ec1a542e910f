import Foundation
import SandboxKit
import SwiftSyntax

extension Interpreter {
    /// `Parent()`: a real SandboxKit object of the matching scripted subclass, named, its stored
    /// properties initialised in declaration order (superclass first).
    func instantiate(_ cls: ScriptClass, nameHint: String?) throws -> Value {
        let object = ScriptedClasses.make(cls, interpreter: self)
        if let vc = object as? UIViewController { nameController(vc, hint: nameHint, className: cls.name) }
        for property in cls.allStored {
            guard let scripted = object as? ScriptedObject else { break }
            let value: Value
            if let initializer = property.binding.initializer {
                value = try evalBound(initializer.value, as: property.name, expected: property.binding.typeAnnotation?.type,
                                      Env(scope: globals, context: MethodContext(object: scripted, scriptClass: property.owner)))
            } else if property.binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                        || property.binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
                value = .null
            } else {
                throw error(property.binding, "stored property '\(property.name)' needs an initial value in a scenario")
            }
            scripted.properties[property.name] = Scope.Slot(value: value, isMutable: property.mutable)
        }
        return .object(object)
    }

    /// Gives a new controller its trace name: the variable it is bound to, else its class name.
    func nameController(_ vc: UIViewController, hint: String?, className: String) {
        let name = namer.uniqueName(from: hint ?? className)
        namer.record(name, for: vc)
        vc.debugName = name
    }

    func name(of vc: UIViewController) -> String { namer.name(of: vc) ?? vc.debugName }

    func computedProperty(_ name: String, of object: ScriptedObject, owner: ScriptClass) throws -> Value {
        guard let binding = owner.computed[name], let accessors = binding.accessorBlock else { return .void }
        let env = Env(scope: Scope(parent: globals), context: MethodContext(object: object, scriptClass: owner))
        switch accessors.accessors {
        case .getter(let body):
            return try runBody(body, env)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
                throw error(binding, "'\(name)' needs a getter")
            }
            return try runBody(body.statements, env)
        }
    }

    /// `super.method(…)` in a scenario class: the scenario superclass's body if it has one, else the
    /// SandboxKit implementation.
    func callSuper(_ name: String, _ m: MemberAccessExprSyntax, _ e: FunctionCallExprSyntax, _ env: Env) throws -> Value {
        guard let ctx = env.context else { throw error(m, "'super' cannot be used outside of a class member") }
        let args = try arguments(of: e, env)
        let key = Self.key(name: name, labels: args.map(\.label))
        if let owner = ctx.scriptClass.superScript?.owner(ofMethod: key), let f = owner.methods[key] {
            return try invokeFunction(f, args, context: MethodContext(object: ctx.object, scriptClass: owner), at: e)
        }
        let methods = bindings.methods(name, of: ctx.object)
        if methods.isEmpty {
            throw error(m.declName, "value of type '\(ctx.scriptClass.nativeBase)' has no member '\(name)'\(Spelling.suggestion(for: name, in: bindings.memberNames(of: ctx.object)))")
        }
        return try resolve(methods, args, callName: name, at: e, calleeNode: Syntax(m.declName)) { binding, values in
            if let v = ctx.object.callNativeSuper(binding.fullName, values) { return v }
            return try binding.call(ctx.object, values)
        }
    }

    /// Called by a scripted subclass when SandboxKit calls one of its overridable methods: runs the
    /// scenario's body, or returns nil so the subclass calls its superclass's implementation.
    func runOverride(_ object: ScriptedObject, _ key: String, _ args: [Value]) -> Value? {
        guard let owner = object.scriptClass.owner(ofMethod: key), let f = owner.methods[key] else { return nil }
        guard failure == nil else { return .void }
        do {
            return try invokeBody(f, args, context: MethodContext(object: object, scriptClass: owner))
        } catch let e as ScenarioError {
            failure = failure ?? e
        } catch {
            failure = failure ?? self.error(f.name, "\(error)")
        }
        return .void
    }

    /// Called by a scripted subclass for an overridden computed property; nil when not overridden.
    func runComputedOverride(_ object: ScriptedObject, _ name: String) -> Value? {
        guard let owner = object.scriptClass.owner(ofComputed: name) else { return nil }
        guard failure == nil else { return nil }
        do {
            let v = try computedProperty(name, of: object, owner: owner)
            if case .bool = v { return v }
            throw error(owner.computed[name]!, "cannot convert return expression of type '\(typeName(of: v))' to return type 'Bool'")
        } catch let e as ScenarioError {
            failure = failure ?? e
        } catch {}
        return nil
    }
}
