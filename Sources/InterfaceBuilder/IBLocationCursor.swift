/// Turns byte offsets into line/column positions.
///
/// The reader asks for positions in increasing order, so a cursor that only
/// walks forward makes the whole document cost one pass, instead of one scan
/// from the line start per element. Assumes the bytes before any requested
/// offset are valid UTF-8 (the reader validates first).
struct IBLocationCursor {
    private let bytes: [UInt8]
    private let origin: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], origin: Int) {
        self.bytes = bytes
        self.origin = origin
        self.offset = origin
    }

    mutating func location(at target: Int) -> IBSourceLocation {
        if target < offset {
            // Rare (an error reported behind the cursor); restart rather than trap.
            offset = origin
            line = 1
            column = 1
        }
        let bytes = self.bytes
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // CR LF is one break, counted at the LF; a lone CR is a break.
                if offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return IBSourceLocation(line: line, column: column)
    }
}
