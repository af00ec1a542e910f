import SandboxKit

/// Which SandboxKit classes a scenario class may subclass, what it may override, and the real subclass
/// that carries each scenario class.
enum ScriptedClasses {
    static var supportedBases: [String] { Array(factories.keys).sorted() }

    /// The lifecycle methods a scenario class may override, by their Swift names.
    static let lifecycleMethods = [
        "loadView()", "viewDidLoad()",
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "willMove(toParent:)", "didMove(toParent:)",
        "didReceiveMemoryWarning()", "viewWillUnload()", "viewDidUnload()",
    ]

    static let overridableProperties = ["shouldAutomaticallyForwardAppearanceMethods"]

    static func overridableMethods(of base: String) -> [String] { lifecycleMethods }

    /// One real subclass per supported SandboxKit class; containers add theirs as they exist.
    static let factories: [String: (ScriptClass, Interpreter) -> AnyObject] = [
        "UIViewController": { ScriptedViewController(scriptClass: $0, interpreter: $1) },
        "UINavigationController": { ScriptedNavigationController(scriptClass: $0, interpreter: $1) },
        "UITabBarController": { ScriptedTabBarController(scriptClass: $0, interpreter: $1) },
    ]

    static func make(_ cls: ScriptClass, interpreter: Interpreter) -> AnyObject {
        let factory = factories[cls.nativeBase] ?? factories["UIViewController"]!
        return factory(cls, interpreter)
    }
}
