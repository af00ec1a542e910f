import Foundation
import SandboxKit

// What the scenario rewrite inserts into a file (never by hand). Names start with `__sandbox` so they
// cannot meet a user's.
//
// Not main-actor: the rewrite puts them in every body, the user's nonisolated functions and types too.
// Every line of a scenario runs on one of the device's two threads, which take turns as the main actor
// (`ScenarioDevice`), so these reach the device's state through `MainActorLoan`.

/// Marks the statement about to run as line `line` of the scenario.
@inline(__always) public func __sandboxLine(_ line: Int) { MainActorLoan.run { ScenarioDevice.current.lines.set(line) } }

/// A function or closure body begins (its lines stack over the caller's until it returns).
@inline(__always) public func __sandboxEnter() { MainActorLoan.run { ScenarioDevice.current.lines.enter() } }
@inline(__always) public func __sandboxLeave() { MainActorLoan.run { ScenarioDevice.current.lines.leave() } }

/// A body made of one expression (whose value it returns): runs it as line `line`.
@inline(__always) public func __sandboxAt<T>(_ line: Int, _ body: @autoclosure () throws -> T) rethrows -> T {
    MainActorLoan.run {
        let lines = ScenarioDevice.current.lines
        lines.enter()
        lines.set(line)
    }
    defer { __sandboxLeave() }
    return try body()
}

/// `let name = Type(…)`: a controller made by this expression is named `name` (see `BindingNamer`).
@inline(__always) public func __sandboxBind<T>(_ name: String, _ typeName: String, _ value: @autoclosure () throws -> T) rethrows -> T {
    MainActorLoan.run { ScenarioDevice.current.namer.beginHint(name, typeName: typeName) }
    defer { MainActorLoan.run { ScenarioDevice.current.namer.endHint() } }
    return try value()
}

/// `print` in a scenario: a `print:` line of the trace (and of the log), as the items print in Swift.
public func __sandboxPrint(_ items: [Any], separator: String) {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    MainActorLoan.run { ScenarioDevice.current.application.lifecycleEvents.emitPrint(text) }
}
