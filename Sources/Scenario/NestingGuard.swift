/// Refuses absurdly deep bracket nesting before the parser sees it: some of swift-syntax's lookahead
/// (array types, `[[[[…`) recurses without the parser's nesting limit and would overflow the stack.
/// A rough scan (strings and comments skipped) is enough: real scenarios nest a handful of levels.
enum NestingGuard {
    static let maximumDepth = 100

    /// Found by fuzzing: swift-syntax's lookahead over a run of `[` (array or dictionary type, or a
    /// literal) takes time exponential in its length (16 take seconds, 20 half a minute). Real code opens
    /// a few in a row, so a longer run is refused.
    static let maximumSquareRun = 10

    /// The line and column where a run of `[` (whitespace between them allowed) first exceeds
    /// `maximumSquareRun`, outside strings and comments.
    static func firstLongSquareRun(in text: String) -> (line: Int, column: Int)? {
        var run = 0, line = 1, column = 0
        var inString = false, escaped = false, inLineComment = false, blockComments = 0
        var previous: Character = " "
        for c in text {
            column += 1
            defer { previous = c }
            if c == "\n" { line += 1; column = 0; inLineComment = false; if inString && !escaped { inString = false } }
            if inLineComment || c == "\n" { continue }
            if blockComments > 0 {
                if previous == "*" && c == "/" { blockComments -= 1 } else if previous == "/" && c == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            switch c {
            case "[":
                run += 1
                if run > maximumSquareRun { return (line, column) }
            case " ", "\t", "\r": break
            case "\"": inString = true; run = 0
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments = 1
            default: run = 0
            }
        }
        return nil
    }

    /// The line and column where nesting first exceeds the limit, if it does.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
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
            switch c {
            case "\"": inString = true
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments = 1
            case "(", "[", "{":
                depth += 1
                if depth > maximumDepth { return (line, column) }
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
