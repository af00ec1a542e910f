import Foundation
import SandboxKit

// What the scenario rewrite inserts into a file (never by hand). Names start with `__sandbox` so they
// cannot meet a user's.
//
// Not main-actor: the rewrite puts them in every body, the user's nonisolated functions and types too.
// Every line of a scenario runs on one of the device's two threads, which take turns as the main actor
// (`ScenarioDevice`), so these reach the device's state through `ScenarioDevice.borrow`.

/// Marks the statement about to run as line `line` of the scenario.
@inline(__always) public func __sandboxLine(_ line: Int) { ScenarioDevice.borrow { $0.lines.set(line) } }

/// A function or closure body begins (its lines stack over the caller's until it returns).
@inline(__always) public func __sandboxEnter() { ScenarioDevice.borrow { $0.lines.enter() } }
@inline(__always) public func __sandboxLeave() { ScenarioDevice.borrow { $0.lines.leave() } }

/// A body made of one expression (whose value it returns): runs it as line `line`.
@inline(__always) public func __sandboxAt<T>(_ line: Int, _ body: @autoclosure () throws -> T) rethrows -> T {
    ScenarioDevice.borrow { device in
        let lines = device.lines
        lines.enter()
        lines.set(line)
    }
    defer { __sandboxLeave() }
    return try body()
}

/// `let name = Type(…)`: a controller made by this expression is named `name` (see `BindingNamer`).
@inline(__always) public func __sandboxBind<T>(_ name: String, _ typeName: String, _ value: @autoclosure () throws -> T) rethrows -> T {
    ScenarioDevice.borrow { $0.namer.beginHint(name, typeName: typeName) }
    defer { ScenarioDevice.borrow { $0.namer.endHint() } }
    return try value()
}

/// `print` in a scenario: a `print:` line of the trace (and of the log), as the items print in Swift.
public func __sandboxPrint(_ items: [Any], separator: String) {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    ScenarioDevice.borrow { $0.application.lifecycleEvents.emitPrint(text) }
}
