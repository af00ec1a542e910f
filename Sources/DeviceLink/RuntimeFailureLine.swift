/// The line the Swift runtime writes to standard error as it stops a program on a trap, which is the
/// reason a crash report gives: `Fatal error: …`, `Precondition failed: …` or `Assertion failed: …`, at
/// the start of the line or after the `file:line: ` the runtime names. Only standard error is read for
/// it, and only lines of that shape count: a line that merely mentions "Fatal error: " somewhere (a
/// scenario printing a log it read) is output, not the reason for an unrelated crash.
public enum RuntimeFailureLine {
    static let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// The message from its kind on (`Fatal error: Index out of range`), or nil when `line` is not one.
    public static func message(in line: Substring) -> String? {
        for kind in kinds {
            guard let found = line.range(of: kind) else { continue }
            let after = line[found.upperBound...]
            guard after.isEmpty || after.hasPrefix(":") else { continue }
            let before = line[..<found.lowerBound]
            guard before.isEmpty || isFileAndLine(before) else { continue }
            return String(line[found.lowerBound...].prefix(300))
        }
        return nil
    }

    public static func message(in line: String) -> String? { message(in: line[...]) }

    /// `path:123: `, the place the runtime puts before its message.
    private static func isFileAndLine(_ text: Substring) -> Bool {
        guard text.hasSuffix(": ") else { return false }
        let withoutSpace = text.dropLast(2)
        guard let colon = withoutSpace.lastIndex(of: ":") else { return false }
        let number = withoutSpace[withoutSpace.index(after: colon)...]
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && colon > withoutSpace.startIndex
    }
}
