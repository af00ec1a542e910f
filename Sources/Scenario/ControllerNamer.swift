import SandboxKit

/// Names controllers as the scenario spec says: after the variable a controller is first bound to
/// (`let b = Child()` → `b`), else after its class (`Child`, then `Child#2`). A second controller bound
/// to a variable of the same name (the same `let child` in two methods) becomes `child#2`, so every name
/// in a trace means one controller.
struct ControllerNamer {
    private var uses: [String: Int] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    mutating func uniqueName(from base: String) -> String {
        let n = uses[base, default: 0] + 1
        uses[base] = n
        return n == 1 ? base : "\(base)#\(n)"
    }

    func name(of controller: AnyObject) -> String? { names[ObjectIdentifier(controller)] }

    mutating func record(_ name: String, for controller: AnyObject) { names[ObjectIdentifier(controller)] = name }
}
