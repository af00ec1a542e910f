import SwiftSyntax

/// The top-level statements of a scenario, run in turn 0 and resumed after each suspending built-in
/// (`wait`, `runLoop`, `tap`, `drag`, `screenshot`). A stack of statement lists, so a built-in inside a
/// top-level `if` suspends too.
final class TopLevel {
    struct Frame {
        let items: [CodeBlockItemSyntax]
        var index: Int
        let env: Env
    }
    var frames: [Frame]

    init(_ statements: CodeBlockItemListSyntax, env: Env) {
        frames = [Frame(items: Array(statements), index: 0, env: env)]
    }

    var isFinished: Bool { frames.isEmpty }
}

extension Interpreter {
    /// Runs top-level statements until one suspends (returned) or none is left (nil).
    func resume(_ top: TopLevel) throws -> Suspension? {
        while let frame = top.frames.last {
            guard frame.index < frame.items.count else { top.frames.removeLast(); continue }
            let item = frame.items[frame.index]
            top.frames[top.frames.count - 1].index += 1
            let expr: ExprSyntax? = {
                switch item.item {
                case .expr(let e): return e
                case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
                case .decl: return nil
                }
            }()
            if let ifExpr = expr?.as(IfExprSyntax.self) {
                let branch = try withLine(item) { try chooseBranch(ifExpr, frame.env) }
                if let branch { top.frames.append(TopLevel.Frame(items: Array(branch.block.statements), index: 0, env: branch.env)) }
                continue
            }
            if let call = expr?.as(FunctionCallExprSyntax.self), let name = Builtins.suspendingName(of: call), !isShadowed(name, frame.env) {
                return try withLine(item) { try suspension(for: name, call, frame.env) }
            }
            if case .returned = try exec(item, frame.env) {
                throw error(item, "return invalid outside of a func")
            }
        }
        return nil
    }
}
