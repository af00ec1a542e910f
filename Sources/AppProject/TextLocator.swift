/// Turns a byte offset into the line and column a person sees in an editor. Parsers keep only offsets while
/// they run (cheap) and ask for a line and column once, when they report an error.
struct TextLocator {
    /// 1-based line and column (the column counts Unicode scalars, not bytes) of `offset` in UTF-8 `bytes`.
    /// An offset past the end is the position just after the last character, so an error at the end of a
    /// file still points at a real line.
    static func position<Bytes: RandomAccessCollection>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        let end = min(bytes.startIndex + max(offset, 0), bytes.endIndex)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // A lone CR ends a line (old Mac files); CRLF counts once, at its LF.
                let next = index + 1
                if next >= bytes.endIndex || bytes[next] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// The 1-based line on which `offset` sits, for formats whose parser reports an offset only.
    static func line<Bytes: RandomAccessCollection>(of offset: Int, in bytes: Bytes) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        position(of: offset, in: bytes).line
    }
}
