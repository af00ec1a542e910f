import Foundation

/// The compiler's diagnostics in the user's terms: `file:line:col: error: message` with the column of the
/// user's file (the rewrite may have moved it), and under it the user's own line and a caret, in place of
/// the rewritten line the compiler quotes. Diagnostics about the generated lines (the prelude, the first
/// and last lines) are kept as the compiler wrote them.
package struct DiagnosticRewriter {
    let rewrite: ScenarioRewrite

    var escapedFileName: String { String(ScenarioRewrite.literalPath(rewrite.fileName).dropFirst().dropLast()) }

    func rewrite(_ output: String) -> String {
        let rewrittenLines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            // A name with a control character reaches the compiler escaped (`#sourceLocation` takes it
            // as written in its literal), and comes back so: `new\u{a}line.swift`.
            guard let header = Self.header(line) else {
                if !line.isEmpty || !(out.last ?? "").isEmpty { out.append(line) }
                continue
            }
            // The user's line: the same number in the user's file, or the line a `#sourceLocation` of the
            // user's calls `header.line` of its file (the diagnostic keeps the directive's name and line).
            let userLine: Int
            if header.file == rewrite.fileName || header.file == escapedFileName {
                userLine = header.line
            } else if let mapped = rewrite.userLine(file: header.file, line: header.line) {
                userLine = mapped
            } else {
                if !line.isEmpty || !(out.last ?? "").isEmpty { out.append(line) }
                continue
            }
            let column = rewrite.originalColumn(line: userLine, column: header.column)
            out.append("\(header.file):\(header.line):\(column): \(MissingFramework.explain(header.rest) ?? header.rest)")
            // Replace the compiler's quote of the rewritten line and its caret with the user's line and a
            // caret at the mapped column; keep its fix-it lines (the replacement text), moved alike.
            var fixIts: [String] = []
            if i < lines.count, userLine - 1 < rewrittenLines.count, lines[i] == String(rewrittenLines[userLine - 1]) {
                i += 1
                var sawCaret = false
                while i < lines.count, Self.header(lines[i]) == nil, lines[i].first == " " || lines[i].first == "\t" || lines[i].first == "^" {
                    let text = lines[i]
                    i += 1
                    if !sawCaret, text.contains("^") { sawCaret = true; continue }
                    let indent = text.prefix { $0 == " " }.count
                    let fixColumn = rewrite.originalColumn(line: userLine, column: indent + 1)
                    fixIts.append(String(repeating: " ", count: fixColumn - 1) + text.dropFirst(indent))
                }
            }
            if let source = rewrite.originalLine(userLine) {
                out.append(source)
                let prefix = source.utf8.prefix(column - 1).map { $0 == 0x09 ? "\t" : " " }.joined()
                out.append(prefix + "^")
                out.append(contentsOf: fixIts)
            }
        }
        while out.last == "" { out.removeLast() }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    package struct Header { package let file: String; package let line: Int; package let column: Int; package let rest: String }

    /// `path:12:5: error: message` (kinds: error, warning, note, remark).
    package static func header(_ line: String) -> Header? {
        for kind in [": error: ", ": warning: ", ": note: ", ": remark: "] {
            guard let r = line.range(of: kind) else { continue }
            let location = line[..<r.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let col = Int(parts[parts.count - 1]), let ln = Int(parts[parts.count - 2]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":")
            return Header(file: file, line: ln, column: col, rest: String(kind.dropFirst(2)) + line[r.upperBound...])
        }
        return nil
    }
}
