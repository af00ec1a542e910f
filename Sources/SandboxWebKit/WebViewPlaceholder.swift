import Foundation

/// What a web view would show, as its placeholder names it.
enum WebViewPlaceholder {
    case url(URL)
    case html(String, baseURL: URL?)

    var url: URL? {
        switch self {
        case .url(let url): url
        case .html(_, let baseURL): baseURL
        }
    }

    /// The host in bold and the rest of the address under it; for HTML, the first words of its text.
    var lines: (heading: String, detail: String) {
        switch self {
        case .url(let url):
            if url.isFileURL { return (url.lastPathComponent, url.path) }
            return (url.host ?? url.absoluteString, url.absoluteString)
        case .html(let html, let baseURL):
            let text = Self.text(of: html)
            return (baseURL?.host ?? "HTML page", String(text.prefix(80)))
        }
    }

    /// The text of an HTML document without its tags, styles and scripts, spaces collapsed.
    static func text(of html: String) -> String {
        var out = ""
        var inTag = false
        var skipping: String?
        var tag = ""
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                    if skipping == nil, ["style", "script", "head"].contains(name), !tag.hasPrefix("/") { skipping = name }
                    else if let open = skipping, tag.lowercased().hasPrefix("/" + open) { skipping = nil }
                    out.append(" ")
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else if skipping == nil {
                out.append(character)
            }
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
