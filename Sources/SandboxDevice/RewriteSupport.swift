import Foundation
import SandboxKit

// What the scenario rewrite inserts into a file (never by hand). Names start with `__sandbox` so they
// cannot meet a user's.

/// Marks the statement about to run as line `line` of the scenario.
@inline(__always) public func __sandboxLine(_ line: Int) { ScenarioDevice.current.lines.set(line) }

/// A function or closure body begins (its lines stack over the caller's until it returns).
@inline(__always) public func __sandboxEnter() { ScenarioDevice.current.lines.enter() }
@inline(__always) public func __sandboxLeave() { ScenarioDevice.current.lines.leave() }

/// A body made of one expression (whose value it returns): runs it as line `line`.
@inline(__always) public func __sandboxAt<T>(_ line: Int, _ body: @autoclosure () throws -> T) rethrows -> T {
    let lines = ScenarioDevice.current.lines
    lines.enter()
    lines.set(line)
    defer { lines.leave() }
    return try body()
}

/// `let name = Type(…)`: a controller made by this expression is named `name` (see `BindingNamer`).
@inline(__always) public func __sandboxBind<T>(_ name: String, _ typeName: String, _ value: @autoclosure () throws -> T) rethrows -> T {
    try ScenarioDevice.current.namer.withHint(name, typeName: typeName) { try value() }
}

/// `print` in a scenario: a `print:` line of the trace (and of the log), as the items print in Swift.
public func __sandboxPrint(_ items: [Any], separator: String) {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    ScenarioDevice.current.application.lifecycleEvents.emitPrint(text)
}
