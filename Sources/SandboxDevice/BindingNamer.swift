/// Names controllers as the scenario spec says: after the variable or property a controller is first
/// bound to (`let b = Child()` → `b`), else after its class (`Child`, then `Child#2`); a second
/// controller bound to a name already used becomes `b#2`, so each name in a trace means one controller.
///
/// The rewrite wraps the value of each binding whose value is a call of a type
/// (`__sandboxBind("b", "Child", Child())`); the hint is pushed while that expression runs and taken by
/// the first controller of that class created (SandboxKit asks through `controllerNaming` in
/// `UIViewController.init`), so controllers created inside it for its stored properties keep their own.
@MainActor
final class BindingNamer {
    private struct Hint { let name: String; let typeName: String; var taken: Bool }
    private var hints: [Hint] = []
    private var uses: [String: Int] = [:]

    /// The expression that makes the value bound to `name` begins; `endHint()` when it has ended.
    func beginHint(_ name: String, typeName: String) {
        hints.append(Hint(name: name, typeName: typeName, taken: false))
    }

    func endHint() { hints.removeLast() }

    /// The name of a controller of class `className` being created now.
    func name(forNew className: String) -> String {
        if let i = hints.indices.last, !hints[i].taken, Self.matches(hints[i].typeName, className) {
            hints[i].taken = true
            return unique(hints[i].name)
        }
        return unique(className)
    }

    private func unique(_ base: String) -> String {
        let n = uses[base, default: 0] + 1
        uses[base] = n
        return n == 1 ? base : "\(base)#\(n)"
    }

    /// `Outer.Inner` in the source is `Inner` at run time; `Box<Int>` is `Box<Int>`.
    private static func matches(_ written: String, _ className: String) -> Bool {
        let last = written.split(separator: ".").last.map(String.init) ?? written
        return last == className || className.hasPrefix(last + "<")
    }
}
