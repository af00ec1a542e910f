import Foundation

/// The predicate format string language's common forms: comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, with `[c]`, `[d]`, `[cd]`),
/// `AND`/`&&`, `OR`/`||`, `NOT`/`!`, `ANY`/`ALL`/`NONE`/`SOME`, parentheses, key paths (through
/// relationships, `SELF`, `@count`), string, number, boolean and nil literals, `{…}` lists, `$variables`,
/// and the arguments `%@`, `%K`, `%d`/`%i`/`%ld`/`%lld`/`%u`/`%lu`, `%f`/`%lf`/`%g`.
struct PredicateParser {
    struct Failure: Error, CustomStringConvertible { let description: String }

    enum Token: Equatable {
        case word(String)          // identifiers, key paths and keywords
        case string(String)
        case number(Double, isInteger: Bool)
        case symbol(String)        // == != < <= > >= && || ! ( ) { } , [
        case argument(Character)   // %@ %K %d %f
        case variable(String)
        case options(String)       // [cd]
    }

    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    static func parse(_ format: String, arguments: [Any]) throws -> PredicateNode {
        var parser = PredicateParser(arguments: arguments)
        parser.tokens = try tokenize(format)
        let node = try parser.parseOr()
        guard parser.position == parser.tokens.count else {
            throw Failure(description: "Unable to parse the format string \"\(format)\"")
        }
        return node
    }

    private init(arguments: [Any]) { self.arguments = arguments }

    static func tokenize(_ text: String) throws -> [Token] {
        let chars = Array(text)
        var out: [Token] = []
        var i = 0
        func isWordChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "@" || c == "#" }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var s = ""
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count {
                        i += 1
                        switch chars[i] { case "n": s.append("\n"); case "t": s.append("\t"); default: s.append(chars[i]) }
                    } else {
                        s.append(chars[i])
                    }
                    i += 1
                }
                guard i < chars.count else { throw Failure(description: "unterminated string in \"\(text)\"") }
                i += 1
                out.append(.string(s))
                continue
            }
            if c == "%" {
                guard i + 1 < chars.count else { throw Failure(description: "a lone % in \"\(text)\"") }
                var j = i + 1
                while j < chars.count, "lhqL".contains(chars[j]) { j += 1 }
                guard j < chars.count else { throw Failure(description: "a lone % in \"\(text)\"") }
                let conversion = chars[j]
                switch conversion {
                case "@", "K": out.append(.argument(conversion))
                case "d", "i", "u", "x", "X", "o", "c": out.append(.argument("d"))
                case "f", "g", "e", "F", "G", "E": out.append(.argument("f"))
                case "%": out.append(.string("%"))
                default: throw Failure(description: "unsupported format %\(conversion) in \"\(text)\"")
                }
                i = j + 1
                continue
            }
            if c == "$" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                out.append(.variable(String(chars[(i + 1)..<j])))
                i = j
                continue
            }
            if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber
                              && (out.last.map { if case .symbol(let s) = $0 { return s != ")" } else { return false } } ?? true)) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "x" || chars[j].isHexDigit || chars[j] == "e" { j += 1 }
                let literal = String(chars[i..<j])
                if literal.hasPrefix("0x"), let v = Int64(literal.dropFirst(2), radix: 16) {
                    out.append(.number(Double(v), isInteger: true))
                } else if let v = Double(literal) {
                    out.append(.number(v, isInteger: !literal.contains(".") && !literal.contains("e")))
                } else {
                    throw Failure(description: "bad number \(literal) in \"\(text)\"")
                }
                i = j
                continue
            }
            if isWordChar(c) {
                var j = i
                while j < chars.count, isWordChar(chars[j]) { j += 1 }
                var word = String(chars[i..<j])
                if word.hasPrefix("#") { word.removeFirst() }
                out.append(.word(word))
                i = j
                continue
            }
            if c == "[" {
                guard let close = chars[i...].firstIndex(of: "]") else { throw Failure(description: "unclosed [ in \"\(text)\"") }
                out.append(.options(String(chars[(i + 1)..<close]).lowercased()))
                i = close + 1
                continue
            }
            let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
            if ["==", "!=", "<=", ">=", "=<", "=>", "&&", "||", "<>"].contains(two) {
                out.append(.symbol(["=<": "<=", "=>": ">=", "<>": "!="][two] ?? two))
                i += 2
                continue
            }
            if "=<>!(){},".contains(c) {
                out.append(.symbol(c == "=" ? "==" : String(c)))
                i += 1
                continue
            }
            throw Failure(description: "unexpected '\(c)' in \"\(text)\"")
        }
        return out
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func isKeyword(_ token: Token?, _ words: String...) -> Bool {
        guard case .word(let w)? = token else { return false }
        return words.contains(w.uppercased())
    }

    private mutating func parseOr() throws -> PredicateNode {
        var nodes = [try parseAnd()]
        while isKeyword(current, "OR") || current == .symbol("||") {
            position += 1
            nodes.append(try parseAnd())
        }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var nodes = [try parseNot()]
        while isKeyword(current, "AND") || current == .symbol("&&") {
            position += 1
            nodes.append(try parseNot())
        }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    private mutating func parseNot() throws -> PredicateNode {
        if isKeyword(current, "NOT") || current == .symbol("!") {
            position += 1
            return .not(try parseNot())
        }
        if current == .symbol("(") {
            // A parenthesised predicate, unless it is the start of an expression: try the predicate first.
            let saved = (position, argumentIndex)
            position += 1
            if let node = try? parseOr(), current == .symbol(")") {
                position += 1
                return node
            }
            (position, argumentIndex) = saved
        }
        if isKeyword(current, "TRUEPREDICATE") { position += 1; return .constant(true) }
        if isKeyword(current, "FALSEPREDICATE") { position += 1; return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> PredicateNode {
        var modifier = PredicateComparison.Modifier.direct
        if isKeyword(current, "ANY", "SOME") { modifier = .any; position += 1 } else if isKeyword(current, "ALL") { modifier = .all; position += 1 } else if isKeyword(current, "NONE") { modifier = .none; position += 1 }
        let left = try parseExpression()
        var negate = false
        if isKeyword(current, "NOT") { negate = true; position += 1 }
        guard let token = current else { throw Failure(description: "a comparison is missing its operator") }
        position += 1
        let op: PredicateComparison.Operator
        switch token {
        case .symbol(let s):
            guard let o = PredicateComparison.Operator(rawValue: s) else { throw Failure(description: "unexpected \(s)") }
            op = o
        case .word(let w):
            guard let o = PredicateComparison.Operator(rawValue: w.uppercased()), o.rawValue.first?.isLetter == true else {
                throw Failure(description: "unknown operator \(w)")
            }
            op = o
        default: throw Failure(description: "a comparison is missing its operator")
        }
        var options: String.CompareOptions = []
        if case .options(let flags)? = current {
            position += 1
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
        }
        let right = try parseExpression()
        let node = PredicateNode.comparison(PredicateComparison(left: left, op: op, right: right, options: options, modifier: modifier))
        return negate ? .not(node) : node
    }

    private mutating func nextArgument() throws -> Any? {
        guard argumentIndex < arguments.count else { throw Failure(description: "the format string has more arguments than were given") }
        defer { argumentIndex += 1 }
        return ManagedCast.flatten(arguments[argumentIndex])
    }

    private mutating func parseExpression() throws -> PredicateExpression {
        guard let token = current else { throw Failure(description: "an expression is missing") }
        position += 1
        switch token {
        case .string(let s): return .constant(s)
        case .number(let v, let isInteger): return .constant(isInteger ? Int64(v) as Any : v as Any)
        case .variable(let name): return .variable(name)
        case .argument("K"):
            guard let key = try nextArgument().flatMap(ManagedValue.string) else { throw Failure(description: "%K needs a string argument") }
            return .keyPath(key.split(separator: ".").map(String.init))
        case .argument("@"): return .constant(try nextArgument())
        case .argument("d"):
            let value = try nextArgument()
            return .constant(value.flatMap(ManagedValue.number).map { $0.integer ?? Int64($0.double) })
        case .argument(_):
            let value = try nextArgument()
            return .constant(value.flatMap(ManagedValue.number)?.double)
        case .symbol("{"):
            var items: [PredicateExpression] = []
            while current != .symbol("}") {
                items.append(try parseExpression())
                if current == .symbol(",") { position += 1 } else if current != .symbol("}") { throw Failure(description: "expected , or } in a list") }
            }
            position += 1
            return .list(items)
        case .symbol("("):
            let inner = try parseExpression()
            guard current == .symbol(")") else { throw Failure(description: "expected )") }
            position += 1
            return inner
        case .word(let w):
            switch w.uppercased() {
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case "SELF": return .keyPath(["SELF"])
            default:
                var path = w.split(separator: ".").map(String.init)
                if path.first?.uppercased() == "SELF", path.count > 1 { path.removeFirst() }
                return .keyPath(path)
            }
        default:
            throw Failure(description: "unexpected token in an expression")
        }
    }
}
