import SwiftSyntax

/// Finds the one lexer diagnostic that swift-syntax 603's ParseDiagnosticsGenerator cannot report: an
/// `=` flagged for inconsistent whitespace although the tokens on both sides already end and start
/// with a space or tab (found by fuzzing: `let y \v= 1`, where the vertical tab is whitespace to the
/// lexer but not a space to the Fix-It builder). The generator then builds a Fix-It with no change,
/// which is a fatal error in swift-syntax; so the scenario front end reports this one itself, with
/// the generator's own message, before asking the generator.
enum UnfixableEqualsGuard {
    static let message = "'=' must have consistent whitespace on both sides"

    /// The first such `=`, if any.
    static func first(in tree: SourceFileSyntax) -> TokenSyntax? {
        tree.tokens(viewMode: .all).first { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
            let before = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
            return before && token.trailingTrivia.contains(where: \.isSpaceOrTab)
        }
    }
}
