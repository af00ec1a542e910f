import Foundation
import SandboxKit

/// Every SandboxKit type, method and property a scenario may use. Lookups go from an object's most
/// derived bound type up through `superName`, as Swift's member lookup does.
final class BindingRegistry {
    unowned let interpreter: Interpreter
    private var types: [String: TypeBinding] = [:]
    /// Bound types, most derived first, for finding an object's type.
    private var byDepth: [TypeBinding] = []

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
        registerGeometry()
        registerColors()
        registerViews()
        registerAnimation()
        registerControls()
        registerControllers()
        registerContainers()
        registerDispatch()
    }

    func add(_ t: TypeBinding) {
        types[t.name] = t
        byDepth = types.values.sorted { depth(of: $0) > depth(of: $1) || (depth(of: $0) == depth(of: $1) && $0.name < $1.name) }
    }

    private func depth(of t: TypeBinding) -> Int {
        var d = 0
        var s = t.superName
        while let name = s, let next = types[name] { d += 1; s = next.superName }
        return d
    }

    func type(named name: String) -> TypeBinding? { types[name] }
    var typeNames: [String] { Array(types.keys) }

    /// The bound types of an object, most derived first.
    func chain(of object: AnyObject) -> [TypeBinding] {
        guard let first = byDepth.first(where: { $0.matches(object) }) else { return [] }
        return chain(named: first.name)
    }

    func chain(named name: String) -> [TypeBinding] {
        var out: [TypeBinding] = []
        var s: String? = name
        while let n = s, let t = types[n] { out.append(t); s = t.superName }
        return out
    }

    func methods(_ name: String, of object: AnyObject) -> [MethodBinding] {
        chain(of: object).flatMap { $0.methods.filter { $0.name == name } }
    }

    func hasMethod(_ name: String, on object: AnyObject) -> Bool { !methods(name, of: object).isEmpty }

    func property(_ name: String, of object: AnyObject) -> PropertyBinding? {
        for t in chain(of: object) { if let p = t.properties[name] { return p } }
        return nil
    }

    func memberNames(of object: AnyObject) -> [String] {
        chain(of: object).flatMap { $0.methods.map(\.name) + Array($0.properties.keys) }
    }

    func isNativeMember(_ name: String, ofTypeNamed typeName: String) -> Bool {
        chain(named: typeName).contains { t in t.properties[name] != nil || t.methods.contains { $0.name == name } }
    }

    func staticMethods(_ name: String, of typeName: String) -> [MethodBinding] {
        chain(named: typeName).flatMap { $0.staticMethods.filter { $0.name == name } }
    }

    func staticProperty(_ name: String, of typeName: String) -> (() -> Value)? {
        for t in chain(named: typeName) { if let p = t.staticProperties[name] { return p } }
        return nil
    }

    func staticMemberNames(of typeName: String) -> [String] {
        chain(named: typeName).flatMap { $0.staticMethods.map(\.name) + Array($0.staticProperties.keys) }
    }

    /// The type a declared type name stands for (`Bool`, `CGFloat`, `UIViewController`, a scenario class).
    func paramType(named raw: String) -> ParamType? {
        let name = raw.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
        switch name {
        case "Bool": return .bool
        case "CGFloat", "Double", "Float", "TimeInterval": return .number(name)
        case "Int": return .int
        case "String": return .string
        case "CGRect": return .rect
        case "CGPoint": return .point
        case "CGSize": return .size
        default: break
        }
        if let cls = interpreter.classes[name] {
            return .object(name) { ($0 as? ScriptedObject)?.scriptClass.isSubclass(of: cls.name) ?? false }
        }
        if let t = types[name] {
            if let table = optionTables[name] { return .options(table) }
            return .object(name) { [unowned self] o in self.chain(of: o).contains { $0 === t } }
        }
        if let table = optionTables[name] { return .options(table) }
        return nil
    }

    /// The type to resolve `.red` against when comparing with an object (`view.backgroundColor == .red`).
    func paramType(ofObject o: AnyObject) -> ParamType? {
        chain(of: o).first.flatMap { paramType(named: $0.name) }
    }

    /// For an object parameter, the bound type whose static members name its values (`UIColor`).
    func typeForObjectParam(_ t: ParamType) -> String? {
        if case .object(let name, _) = t, types[name] != nil { return name }
        return nil
    }

    /// Option sets and enums by their Swift names, for implicit members and declared types.
    var optionTables: [String: OptionTable] = [:]
}
