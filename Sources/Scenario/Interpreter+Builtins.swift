import Foundation
import SandboxKit
import SwiftSyntax

/// Where the top level stopped to let the run loop turn.
enum Suspension: Equatable {
    /// `wait(seconds)`: the rest runs in the first turn at or after now + seconds.
    case wait(Double)
    /// `runLoop()`: the rest runs in the next turn.
    case nextTurn
    /// `tap(x:y:)`: a pointer down and up at a point of the window, one turn apart.
    case tap(CGPoint)
    /// `drag(from:to:duration:)`: pointer down, a move every turn for `duration`, pointer up.
    case drag(from: CGPoint, to: CGPoint, duration: Double)
    /// `screenshot("name.png")`: the window as composited at the end of this turn.
    case screenshot(String)
}

extension Interpreter {
    func builtin(_ name: String, _ e: FunctionCallExprSyntax, _ env: Env) throws -> Value {
        switch name {
        case "print":
            var parts: [String] = []
            var separator = " "
            for a in try arguments(of: e, env) {
                switch a.label {
                case nil: parts.append(describe(a.value))
                case "separator": separator = try convert(a.value, to: .string, node: a.node).string
                case "terminator": break // a trace line is a line whatever the terminator
                default: throw error(a.labelNode, "extra argument '\(a.label!)' in call")
                }
            }
            emitPrint(parts.joined(separator: separator))
            return .void
        case "memoryWarning":
            _ = try fitBuiltin(name, [], e, env)
            application.simulateMemoryWarning()
            return .void
        case "rotate":
            let v = try fitBuiltin(name, [Param("to", .enumeration(BindingRegistry.orientations)),
                                          Param("animated", .bool, default: true)], e, env)
            if let o = v[0].native(UIInterfaceOrientation.self) { application.rotate(to: o, animated: v[1].isNil ? true : v[1].bool) }
            return .void
        default:
            throw error(e, "'\(name)' can only be used as a statement at the top level of a scenario")
        }
    }

    func emitPrint(_ text: String) {
        printHandler(text)
        application.lifecycleEvents.emitPrint(text)
    }

    /// Evaluates the arguments of a suspending built-in statement.
    func suspension(for name: String, _ e: FunctionCallExprSyntax, _ env: Env) throws -> Suspension {
        switch name {
        case "wait":
            let v = try fitBuiltin(name, [Param(nil, .timeInterval)], e, env)
            let seconds = v[0].double
            guard seconds.isFinite, seconds >= 0 else { throw error(e, "wait needs a duration of zero or more seconds") }
            guard seconds <= 3600 else { throw error(e, "wait is limited to 3600 seconds") }
            return .wait(seconds)
        case "runLoop":
            _ = try fitBuiltin(name, [], e, env)
            return .nextTurn
        case "tap":
            let v = try fitBuiltin(name, [Param("x", .cgFloat), Param("y", .cgFloat)], e, env)
            return .tap(CGPoint(x: v[0].cgFloat, y: v[1].cgFloat))
        case "drag":
            let v = try fitBuiltin(name, [Param("from", .point), Param("to", .point), Param("duration", .timeInterval, default: true)], e, env)
            let duration: Double = { if case .void = v[2] { return 0.25 } else { return v[2].double } }()
            guard duration.isFinite, duration >= 0, duration <= 60 else { throw error(e, "drag needs a duration between 0 and 60 seconds") }
            return .drag(from: v[0].point, to: v[1].point, duration: duration)
        default:
            let v = try fitBuiltin(name, [Param(nil, .string)], e, env)
            let file = v[0].string
            guard file.hasSuffix(".png"), !file.contains("/"), !file.hasPrefix(".") else {
                throw error(e, "screenshot needs a file name ending in .png, without a folder: screenshot(\"name.png\")")
            }
            return .screenshot(file)
        }
    }

    private func fitBuiltin(_ name: String, _ params: [Param], _ e: FunctionCallExprSyntax, _ env: Env) throws -> [Value] {
        let binding = MethodBinding(name: name, params: params) { _, _ in .void }
        var result: [Value] = []
        _ = try resolve([binding], try arguments(of: e, env), callName: name, at: e, calleeNode: Syntax(e.calledExpression)) { _, v in
            result = v
            return .void
        }
        return result
    }

    /// `DispatchQueue.main.async { … }` and `.asyncAfter(deadline: .now() + t) { … }` on the
    /// application's main queue, run in the main-queue phase of a later turn.
    func dispatchQueueCall(_ name: String, _ nameNode: some SyntaxProtocol, _ args: [CallArgument], at e: FunctionCallExprSyntax) throws -> Value {
        let queue = application.mainQueue
        let clock = application.clock
        let overloads = [
            MethodBinding(name: "async", params: [Param("execute", .action)]) { _, v in
                if let work = v[0].action { queue.enqueue(at: clock.now, work) }
                return .void
            },
            MethodBinding(name: "asyncAfter", params: [Param("deadline", .dispatchTime), Param("execute", .action)]) { _, v in
                guard case .dispatchTime(let due) = v[0] else { return .void }
                if let work = v[1].action { queue.enqueue(at: due, work) }
                return .void
            },
        ]
        let matching = overloads.filter { $0.name == name }
        if matching.isEmpty {
            throw error(nameNode, "value of type 'DispatchQueue' has no member '\(name)'\(Spelling.suggestion(for: name, in: ["async", "asyncAfter"]))")
        }
        return try resolve(matching, args, callName: name, at: e, calleeNode: Syntax(nameNode)) { try $0.call(nil, $1) }
    }
}
