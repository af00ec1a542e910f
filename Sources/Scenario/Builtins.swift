import SwiftSyntax

/// The sandbox's own functions in scenarios. Those that need the run loop to turn (`wait`, `runLoop`,
/// `tap`, `drag`, `typeText`, `screenshot`) suspend the top level and can only be statements there.
enum Builtins {
    static let suspending: Set<String> = ["wait", "runLoop", "tap", "drag", "typeText", "screenshot"]
    static let names = ["print", "wait", "runLoop", "tap", "drag", "typeText", "memoryWarning", "rotate", "screenshot"]

    /// The built-in a statement calls, when it is a suspending one.
    static func suspendingName(of call: FunctionCallExprSyntax) -> String? {
        guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), suspending.contains(ref.baseName.text) else { return nil }
        return ref.baseName.text
    }
}
