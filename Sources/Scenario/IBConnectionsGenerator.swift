import SwiftSyntax

/// The `IBConnectable` conformances an app's build adds: for each class whose declaration or extensions
/// have `@IBOutlet` or `@IBInspectable` properties or `@IBAction` methods, an extension that sets each
/// outlet (and inspectable property) by its name and
/// gives each action as a selector by its Objective-C name, which is what a storyboard or xib names. The
/// attributes compile to nothing (the scenario rewrite blanks them); this puts back what the Objective-C
/// runtime gives UIKit. A class that is `private` or `fileprivate` cannot be extended from another file and
/// is left out (its storyboard connections are reported missing at run time).
struct IBConnectionsGenerator {
    struct Outlet: Equatable { let name: String; let type: String }
    struct Action: Equatable { let objcName: String; let reference: String }

    private(set) var outlets: [String: [Outlet]] = [:]
    private(set) var actions: [String: [Action]] = [:]
    /// `@IBInspectable` properties, set from a storyboard's user-defined runtime attributes as outlets
    /// are, through `IBInspectableConversion` (a number may set any numeric type).
    private(set) var inspectables: [String: [Outlet]] = [:]
    private var hidden: Set<String> = []
    private var order: [String] = []

    /// Collects the outlets and actions of a file's top-level classes and extensions.
    mutating func add(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            if let c = item.item.as(ClassDeclSyntax.self) {
                let name = c.name.text
                if c.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { hidden.insert(name) }
                collect(c.memberBlock, into: name)
            } else if let e = item.item.as(ExtensionDeclSyntax.self) {
                collect(e.memberBlock, into: e.extendedType.trimmedDescription)
            }
        }
    }

    private mutating func collect(_ members: MemberBlockSyntax, into type: String) {
        for member in members.members {
            if let v = member.decl.as(VariableDeclSyntax.self), Self.has(v.attributes, "IBInspectable") {
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let declared = binding.typeAnnotation?.type.trimmedDescription ?? Self.literalType(binding.initializer?.value)
                    else { continue }
                    note(type)
                    inspectables[type, default: []].append(Outlet(name: name, type: Self.unwrapped(declared)))
                }
            } else if let v = member.decl.as(VariableDeclSyntax.self), Self.has(v.attributes, "IBOutlet") {
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let declared = binding.typeAnnotation?.type.trimmedDescription else { continue }
                    note(type)
                    outlets[type, default: []].append(Outlet(name: name, type: Self.unwrapped(declared)))
                }
            } else if let f = member.decl.as(FunctionDeclSyntax.self), Self.has(f.attributes, "IBAction") {
                let labels = f.signature.parameterClause.parameters.map { $0.firstName.text }
                let base = f.name.text
                let objc = ScenarioRewrite.objcName(base: base, labels: labels)
                // The type through its module: inside the extension a member may shadow the type's own name
                // (an outlet named after its class, as a public app has it).
                let qualified = "\(ScenarioCompiler.moduleName).\(type)"
                let reference = labels.isEmpty ? "\(qualified).\(base)" : "\(qualified).\(base)(\(labels.map { "\($0):" }.joined()))"
                note(type)
                actions[type, default: []].append(Action(objcName: objc, reference: reference))
            }
        }
    }

    private mutating func note(_ type: String) { if !order.contains(type) { order.append(type) } }

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// The type of an inspectable property declared without one, from its initial value: `0` is an
    /// `Int`, `0.0` a `Double`, `true` a `Bool`, `"a"` a `String`, `UIColor.white` or `UIColor(…)` a `UIColor`.
    static func literalType(_ value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base?.trimmedDescription, base.first?.isUppercase == true { return base }
        if let r = callee.as(DeclReferenceExprSyntax.self), r.baseName.text.first?.isUppercase == true { return r.baseName.text }
        return nil
    }

    /// `UILabel!` and `UILabel?` are set from a `UILabel`; `[UIButton]!` from a `[UIButton]`.
    static func unwrapped(_ type: String) -> String {
        type.hasSuffix("!") || type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    /// The extensions, in the order the classes were first seen.
    func source() -> String {
        order.filter { !hidden.contains($0) }.map { type in
            let setters = (outlets[type] ?? []).map {
                "        case \"\($0.name)\": if let value = value as? \($0.type) { self.\($0.name) = value }; return true"
            } + (inspectables[type] ?? []).map {
                "        case \"\($0.name)\": if let value = IBInspectableConversion.value(value, as: \($0.type).self) { self.\($0.name) = value; return true }; return false"
            }
            let selectors = (actions[type] ?? []).map {
                "        case \"\($0.objcName)\": return Selector(\"\($0.objcName)\", \($0.reference))"
            }
            return """
                extension \(type): IBConnectable {
                    func setOutlet(_ name: String, to value: Any?) -> Bool {
                        switch name {
                \(setters.joined(separator: "\n"))
                        default: return false
                        }
                    }
                    func action(named name: String) -> Selector? {
                        switch name {
                \(selectors.joined(separator: "\n"))
                        default: return nil
                        }
                    }
                }

                """
        }.joined()
    }
}
