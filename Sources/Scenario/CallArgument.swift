import SwiftSyntax

/// One argument at a call site, evaluated: its label (nil for none), value, and where it was written.
struct CallArgument {
    let label: String?
    let value: Value
    let node: Syntax
    /// The label token, or the expression when there is no label: where a label error points.
    let labelNode: Syntax
    /// A trailing closure without a label (`{ finished in … }` after the parentheses).
    let isTrailing: Bool
}

/// Why arguments do not fit a parameter list, with the node the error points at.
enum ArgumentMismatch: Error {
    case label(have: String, expected: String, at: Syntax)
    case extra(at: Syntax)
    case missing(String, at: Syntax?)
    case type(ScenarioError)

    /// Lower is closer to a match: picks which overload's complaint to report.
    var rank: Int {
        switch self {
        case .type: return 0
        case .missing: return 1
        case .label: return 2
        case .extra: return 3
        }
    }
}
