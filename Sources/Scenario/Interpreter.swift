import Foundation
import SandboxKit
import SwiftSyntax

/// Runs a scenario's Swift against SandboxKit. Every UIKit call is made on the real object through a
/// binding (`BindingRegistry`); the interpreter itself only evaluates Swift: names, literals, operators,
/// closures, `if`, and the bodies of scenario classes, which real subclasses call back into.
final class Interpreter {
    let source: ScenarioSource
    let application: UIApplication
    let window: UIWindow
    let globals = Scope(parent: nil)
    var classes: [String: ScriptClass] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]
    lazy var bindings = BindingRegistry(interpreter: self)

    /// Receives each `print` line (without the `print: ` prefix of the trace).
    var printHandler: (String) -> Void = { _ in }
    /// Names given to controllers (`let b = Child()` → `b`), and how often each was used.
    var namer = ControllerNamer()
    /// The variable the SandboxKit initialiser being called will be bound to (for initialisers that
    /// must name their controller before they emit events).
    var pendingNameHint: String?

    /// The first error raised inside a callback that SandboxKit made (a closure or an overridden
    /// method cannot throw through UIKit); the run stops at the end of the turn.
    var failure: ScenarioError?
    /// Lines of the scenario statements running now, innermost last (for the event log's `line`).
    private(set) var lineStack: [Int] = []
    var callDepth = 0
    static let maximumCallDepth = 48

    init(source: ScenarioSource, application: UIApplication, window: UIWindow) throws {
        self.source = source
        self.application = application
        self.window = window
        globals.define("window", .object(window), mutable: false)
        try declareTopLevel()
    }

    /// The scenario line running now, if scenario code is running.
    var currentLine: Int? { lineStack.last }

    func error(_ node: some SyntaxProtocol, _ message: String) -> ScenarioError {
        source.error(at: node, message)
    }

    func line(of node: some SyntaxProtocol) -> Int { source.location(of: node).line }

    /// Runs `body` as the statement at `node`'s line: lifecycle events emitted meanwhile carry it.
    func withLine<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) rethrows -> T {
        lineStack.append(line(of: node))
        application.lifecycleEvents.currentLine = lineStack.last
        defer {
            lineStack.removeLast()
            application.lifecycleEvents.currentLine = lineStack.last
        }
        return try body()
    }

    // MARK: Declarations

    /// Registers classes and functions first, so statements can use a class declared further down, as
    /// Swift allows at the top level.
    private func declareTopLevel() throws {
        var pending: [ClassDeclSyntax] = []
        for item in source.tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let c = decl.as(ClassDeclSyntax.self) {
                if classes[c.name.text] != nil || pending.contains(where: { $0.name.text == c.name.text }) {
                    throw error(c.name, "invalid redeclaration of '\(c.name.text)'")
                }
                pending.append(c)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let key = Self.key(of: f)
                if functions[key] != nil { throw error(f.name, "invalid redeclaration of '\(key)'") }
                functions[key] = f
            }
        }
        // Superclasses first, whatever the order in the file.
        var remaining = pending
        while !remaining.isEmpty {
            let before = remaining.count
            for c in remaining {
                let superName = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                if let superName, pending.contains(where: { $0.name.text == superName }), classes[superName] == nil {
                    if superName == c.name.text { throw error(c.name, "'\(superName)' inherits from itself") }
                    continue
                }
                try declareClass(c)
                remaining.removeAll { $0.name.text == c.name.text }
            }
            if remaining.count == before, let c = remaining.first {
                throw error(c.name, "'\(c.name.text)' inherits from itself")
            }
        }
    }

    private func declareClass(_ decl: ClassDeclSyntax) throws {
        let name = decl.name.text
        guard let inherited = decl.inheritanceClause?.inheritedTypes.first else {
            throw error(decl.name, "scenario classes must subclass UIViewController, UINavigationController or UITabBarController")
        }
        if let extra = decl.inheritanceClause?.inheritedTypes.dropFirst().first {
            throw error(extra, "protocol conformances are not supported in scenarios")
        }
        let superName = inherited.type.trimmedDescription
        let superScript = classes[superName]
        let nativeBase = superScript?.nativeBase ?? superName
        guard ScriptedClasses.supportedBases.contains(nativeBase) else {
            let hint = Spelling.suggestion(for: superName, in: ScriptedClasses.supportedBases + Array(classes.keys))
            throw error(inherited, "cannot subclass '\(superName)' in a scenario\(hint.isEmpty ? "; scenario classes subclass UIViewController, UINavigationController or UITabBarController" : hint)")
        }
        let cls = ScriptClass(name: name, superScript: superScript, nativeBase: nativeBase, decl: decl)
        for member in decl.memberBlock.members {
            let d = member.decl
            if let f = d.as(FunctionDeclSyntax.self) {
                try declareMethod(f, in: cls)
            } else if let v = d.as(VariableDeclSyntax.self) {
                try declareProperty(v, in: cls)
            } else if let c = d.as(ClassDeclSyntax.self) {
                throw error(c.classKeyword, "nested classes are not supported in scenarios")
            } else {
                throw error(d, "this declaration is not supported in a scenario class")
            }
        }
        classes[name] = cls
    }

    private func declareMethod(_ f: FunctionDeclSyntax, in cls: ScriptClass) throws {
        let key = Self.key(of: f)
        let isOverride = f.modifiers.contains { $0.name.text == "override" }
        if f.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            throw error(f.funcKeyword, "static methods are not supported in scenarios")
        }
        let overridable = ScriptedClasses.overridableMethods(of: cls.nativeBase)
        if isOverride {
            if !overridable.contains(key) && cls.superScript?.owner(ofMethod: key) == nil {
                let base = f.name.text
                let hint = Spelling.suggestion(for: key, in: overridable)
                if !hint.isEmpty {
                    throw error(f.name, "method does not override any method from its superclass\(hint)")
                }
                throw error(f.name, "overriding '\(base)' is not supported in scenarios; a scenario class may override lifecycle methods and shouldAutomaticallyForwardAppearanceMethods\(hint)")
            }
        } else if overridable.contains(key) || cls.superScript?.owner(ofMethod: key) != nil {
            throw error(f.name, "overriding declaration requires an 'override' keyword")
        }
        if f.body == nil { throw error(f, "expected '{' in body of function declaration") }
        if cls.methods[key] != nil { throw error(f.name, "invalid redeclaration of '\(key)'") }
        cls.methods[key] = f
    }

    private func declareProperty(_ v: VariableDeclSyntax, in cls: ScriptClass) throws {
        let isOverride = v.modifiers.contains { $0.name.text == "override" }
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw error(binding.pattern, "only simple names can be declared in scenarios")
            }
            if binding.accessorBlock != nil {
                guard isOverride else {
                    throw error(binding.pattern, "computed properties are supported only to override shouldAutomaticallyForwardAppearanceMethods")
                }
                let overridable = ScriptedClasses.overridableProperties
                guard overridable.contains(name) else {
                    throw error(binding.pattern, "overriding '\(name)' is not supported in scenarios\(Spelling.suggestion(for: name, in: overridable))")
                }
                cls.computed[name] = binding
            } else {
                if isOverride { throw error(v, "stored properties cannot override in scenarios") }
                if bindings.isNativeMember(name, ofTypeNamed: cls.nativeBase) {
                    throw error(binding.pattern, "property '\(name)' overrides a property of '\(cls.nativeBase)'; use another name")
                }
                cls.stored.append((name, v.bindingSpecifier.text == "var", binding))
            }
        }
    }

    /// `name(label:label:)`, UIKit's way to name a method.
    static func key(of f: FunctionDeclSyntax) -> String {
        let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return "\(f.name.text)(\(labels.joined()))"
    }

    static func key(name: String, labels: [String?]) -> String {
        "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
    }
}
