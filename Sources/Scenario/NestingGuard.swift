/// Refuses bracket patterns that swift-syntax cannot parse in bounded time or stack before the parser
/// sees them: absurdly deep nesting (some lookahead, array types `[[[[…`, recurses without the parser's
/// nesting limit and would overflow the stack), and long runs of `[` (found by fuzzing: the lookahead
/// over an array or dictionary type takes time exponential in the run's length; 16 take seconds, 20
/// half a minute). A rough scan (strings and comments skipped) is enough: real scenarios nest a
/// handful of levels and open a few `[` in a row.
package enum NestingGuard {
    static let maximumDepth = 100
    static let maximumSquareRun = 10

    package enum Problem { case tooDeep, longSquareRun }

    /// The first problem and its line and column, if there is one.
    package static func firstProblem(in text: String) -> (problem: Problem, line: Int, column: Int)? {
        var depth = 0, run = 0, line = 1, column = 0
        var inString = false, escaped = false, inLineComment = false, blockComments = 0
        var previous: Character = " "
        for c in text {
            column += 1
            defer { previous = c }
            if c == "\n" { line += 1; column = 0; inLineComment = false; if inString && !escaped { inString = false }; continue }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && c == "/" { blockComments -= 1 } else if previous == "/" && c == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            // Whitespace between brackets keeps a run of `[` going.
            if c != "[" && c != " " && c != "\t" && c != "\r" { run = 0 }
            switch c {
            case "\"": inString = true
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments = 1
            case "(", "[", "{":
                depth += 1
                if depth > maximumDepth { return (.tooDeep, line, column) }
                if c == "[" { run += 1; if run > maximumSquareRun { return (.longSquareRun, line, column) } }
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
