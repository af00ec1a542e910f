import SwiftSyntax

/// Finds the first construct, in source order, that scenarios do not support. The interpreter refuses
/// anything else it cannot run when it meets it; this pass makes the common cases an error before the
/// scenario starts, wherever they are (even in a method that is never called).
final class UnsupportedSyntaxFinder: SyntaxAnyVisitor {
    struct Finding { let node: Syntax; let construct: String; let isPlural: Bool }
    private var found: Finding?

    static func first(in tree: SourceFileSyntax) -> Finding? {
        let finder = UnsupportedSyntaxFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil { return .skipChildren }
        if let (name, plural) = Self.construct(of: node) {
            found = Finding(node: node, construct: name, isPlural: plural)
            return .skipChildren
        }
        return .visitChildren
    }

    /// The construct's name as the error message gives it, and whether the name is plural.
    static func construct(of node: Syntax) -> (String, Bool)? {
        switch node.kind {
        case .guardStmt: return ("'guard'", false)
        case .forStmt: return ("'for' loops", true)
        case .whileStmt: return ("'while' loops", true)
        case .repeatStmt: return ("'repeat' loops", true)
        case .switchExpr: return ("'switch'", false)
        case .doStmt: return ("'do'", false)
        case .deferStmt: return ("'defer'", false)
        case .throwStmt: return ("'throw'", false)
        case .breakStmt: return ("'break'", false)
        case .continueStmt: return ("'continue'", false)
        case .structDecl: return ("'struct'", false)
        case .enumDecl: return ("'enum'", false)
        case .protocolDecl: return ("'protocol'", false)
        case .extensionDecl: return ("'extension'", false)
        case .actorDecl: return ("'actor'", false)
        case .typeAliasDecl: return ("'typealias'", false)
        case .initializerDecl: return ("'init'", false)
        case .deinitializerDecl: return ("'deinit'", false)
        case .subscriptDecl: return ("'subscript'", false)
        case .operatorDecl, .precedenceGroupDecl: return ("operator declarations", true)
        case .macroDecl, .macroExpansionExpr, .macroExpansionDecl: return ("macros", true)
        case .tryExpr: return ("'try'", false)
        case .awaitExpr: return ("'await'", false)
        case .keyPathExpr: return ("key paths", true)
        case .dictionaryExpr: return ("dictionary literals", true)
        case .regexLiteralExpr: return ("regular expressions", true)
        case .isExpr: return ("'is'", false)
        case .asExpr: return ("'as' casts", true)
        case .genericParameterClause, .genericArgumentClause: return ("generics", true)
        case .associatedTypeDecl: return ("'associatedtype'", false)
        case .ifConfigDecl: return ("'#if'", false)
        case .inOutExpr: return ("'inout' arguments", true)
        case .tupleExpr:
            if let t = node.as(TupleExprSyntax.self), t.elements.count != 1 { return ("tuples", true) }
            return nil
        case .matchingPatternCondition: return ("'if case'", false)
        case .availabilityCondition: return ("'#available'", false)
        default: return nil
        }
    }
}
