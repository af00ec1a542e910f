import SwiftSyntax

/// A class declared in a scenario: `class Parent: UIViewController { … }`. Its instances are real
/// SandboxKit objects (`ScriptedViewController` and friends) whose overridden methods run these bodies.
final class ScriptClass {
    let name: String
    /// The superclass when it is another scenario class.
    let superScript: ScriptClass?
    /// The SandboxKit class at the root of the chain (`UIViewController`, `UINavigationController`…).
    let nativeBase: String
    let decl: ClassDeclSyntax
    /// Methods by their full Swift name: `viewDidLoad()`, `viewWillAppear(_:)`, `show(_:animated:)`.
    var methods: [String: FunctionDeclSyntax] = [:]
    /// Overridden computed properties (`shouldAutomaticallyForwardAppearanceMethods`), by name.
    var computed: [String: PatternBindingSyntax] = [:]
    /// Stored properties in declaration order, initialised when an instance is created.
    var stored: [(name: String, mutable: Bool, binding: PatternBindingSyntax)] = []

    init(name: String, superScript: ScriptClass?, nativeBase: String, decl: ClassDeclSyntax) {
        self.name = name
        self.superScript = superScript
        self.nativeBase = nativeBase
        self.decl = decl
    }

    /// The class whose body defines `method`, searching this class and then its scenario superclasses.
    func owner(ofMethod key: String) -> ScriptClass? {
        if methods[key] != nil { return self }
        return superScript?.owner(ofMethod: key)
    }

    /// The methods called `name` (any labels) of this class and its scenario superclasses, the most
    /// derived definition of each full name first.
    func methods(named name: String) -> [(owner: ScriptClass, decl: FunctionDeclSyntax)] {
        var seen = Set<String>()
        var out: [(ScriptClass, FunctionDeclSyntax)] = []
        var c: ScriptClass? = self
        while let cls = c {
            for (key, f) in cls.methods.sorted(by: { $0.key < $1.key }) where f.name.text == name && !seen.contains(key) {
                seen.insert(key)
                out.append((cls, f))
            }
            c = cls.superScript
        }
        return out
    }

    func owner(ofComputed name: String) -> ScriptClass? {
        if computed[name] != nil { return self }
        return superScript?.owner(ofComputed: name)
    }

    /// Stored properties of the whole chain, superclass first, each with the class declaring it.
    var allStored: [(name: String, mutable: Bool, binding: PatternBindingSyntax, owner: ScriptClass)] {
        (superScript?.allStored ?? []) + stored.map { ($0.name, $0.mutable, $0.binding, self) }
    }

    func isSubclass(of other: String) -> Bool {
        if name == other || nativeBase == other { return true }
        return superScript?.isSubclass(of: other) ?? false
    }

    var memberNames: [String] {
        methods.keys.map { String($0.prefix { $0 != "(" }) } + computed.keys + stored.map(\.name)
            + (superScript?.memberNames ?? [])
    }
}

/// A SandboxKit object created from a scenario class. The real subclasses (`ScriptedViewController`…)
/// forward each overridable method to the interpreter and expose their superclass's implementation.
protocol ScriptedObject: AnyObject {
    var scriptClass: ScriptClass { get }
    var properties: [String: Scope.Slot] { get set }
    /// Calls the SandboxKit superclass's implementation of `method` (for `super.method()` when no
    /// scenario superclass defines it). Returns nil when the method is not one the subclass overrides.
    func callNativeSuper(_ method: String, _ arguments: [Value]) -> Value?
}
