/// A position in the XML text, 1-based.
///
/// Columns count Unicode scalars, not bytes, so that a position printed in a
/// diagnostic lands on the same character an editor shows; a tab counts as one
/// column. A line break is LF, CR LF or a lone CR, as XML itself defines it.
public struct IBSourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: IBSourceLocation, rhs: IBSourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`, the form compilers use, so tools can jump to it.
    public var description: String { "\(line):\(column)" }
}
