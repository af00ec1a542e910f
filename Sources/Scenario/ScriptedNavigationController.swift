import SandboxKit

/// The real `UINavigationController` subclass behind a scenario's `class X: UINavigationController` (the same forwarding as
/// `ScriptedViewController`; Swift cannot share overrides between classes with different superclasses).
final class ScriptedNavigationController: UINavigationController, ScriptedObject {
    let scriptClass: ScriptClass
    weak var interpreter: Interpreter?
    var properties: [String: Scope.Slot] = [:]

    init(scriptClass: ScriptClass, interpreter: Interpreter) {
        self.scriptClass = scriptClass
        self.interpreter = interpreter
        super.init()
    }

    private func run(_ key: String, _ args: [Value] = []) -> Bool {
        interpreter?.runOverride(self, key, args) != nil
    }

    override func loadView() { if !run("loadView()") { super.loadView() } }
    override func viewDidLoad() { if !run("viewDidLoad()") { super.viewDidLoad() } }
    override func viewWillAppear(_ animated: Bool) { if !run("viewWillAppear(_:)", [.bool(animated)]) { super.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { if !run("viewDidAppear(_:)", [.bool(animated)]) { super.viewDidAppear(animated) } }
    override func viewIsAppearing(_ animated: Bool) { if !run("viewIsAppearing(_:)", [.bool(animated)]) { super.viewIsAppearing(animated) } }
    override func viewWillDisappear(_ animated: Bool) { if !run("viewWillDisappear(_:)", [.bool(animated)]) { super.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { if !run("viewDidDisappear(_:)", [.bool(animated)]) { super.viewDidDisappear(animated) } }
    override func viewWillLayoutSubviews() { if !run("viewWillLayoutSubviews()") { super.viewWillLayoutSubviews() } }
    override func viewDidLayoutSubviews() { if !run("viewDidLayoutSubviews()") { super.viewDidLayoutSubviews() } }
    override func willMove(toParent parent: UIViewController?) { if !run("willMove(toParent:)", [.optional(parent)]) { super.willMove(toParent: parent) } }
    override func didMove(toParent parent: UIViewController?) { if !run("didMove(toParent:)", [.optional(parent)]) { super.didMove(toParent: parent) } }
    override func didReceiveMemoryWarning() { if !run("didReceiveMemoryWarning()") { super.didReceiveMemoryWarning() } }
    override func viewWillUnload() { if !run("viewWillUnload()") { super.viewWillUnload() } }
    override func viewDidUnload() { if !run("viewDidUnload()") { super.viewDidUnload() } }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        interpreter?.runComputedOverride(self, "shouldAutomaticallyForwardAppearanceMethods")?.bool
            ?? super.shouldAutomaticallyForwardAppearanceMethods
    }

    func callNativeSuper(_ key: String, _ a: [Value]) -> Value? {
        switch key {
        case "loadView()": super.loadView()
        case "viewDidLoad()": super.viewDidLoad()
        case "viewWillAppear(_:)": super.viewWillAppear(a.first?.bool ?? false)
        case "viewDidAppear(_:)": super.viewDidAppear(a.first?.bool ?? false)
        case "viewIsAppearing(_:)": super.viewIsAppearing(a.first?.bool ?? false)
        case "viewWillDisappear(_:)": super.viewWillDisappear(a.first?.bool ?? false)
        case "viewDidDisappear(_:)": super.viewDidDisappear(a.first?.bool ?? false)
        case "viewWillLayoutSubviews()": super.viewWillLayoutSubviews()
        case "viewDidLayoutSubviews()": super.viewDidLayoutSubviews()
        case "willMove(toParent:)": super.willMove(toParent: a.first?.viewController)
        case "didMove(toParent:)": super.didMove(toParent: a.first?.viewController)
        case "didReceiveMemoryWarning()": super.didReceiveMemoryWarning()
        case "viewWillUnload()": super.viewWillUnload()
        case "viewDidUnload()": super.viewDidUnload()
        case "shouldAutomaticallyForwardAppearanceMethods": return .bool(super.shouldAutomaticallyForwardAppearanceMethods)
        default: return nil
        }
        return .void
    }
}
