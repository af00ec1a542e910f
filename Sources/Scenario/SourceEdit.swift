/// One change the scenario rewrite makes to a file: `length` UTF-8 bytes at `offset` become
/// `replacement`. Edits never add or remove a newline, so every line keeps its number.
struct SourceEdit {
    let offset: Int
    let length: Int
    let replacement: String

    static func insert(_ text: String, at offset: Int) -> SourceEdit { SourceEdit(offset: offset, length: 0, replacement: text) }
}
