import Foundation

/// Breaks text into the lines a label shows: explicit newlines, greedy word wrapping (a word wider than
/// the line is broken between characters), and at most `maximumNumberOfLines` lines, the last one
/// truncated with "…" (or clipped) when text is left over. Measures through a `FontRenderer`, so it is
/// testable without pixels.
///
/// With one line allowed the text does not wrap: the first paragraph is the line, truncated to the
/// width. Spaces at a wrap point are dropped, as UIKit hangs them past the line's end.
package struct TextLayout: Equatable {
    public struct Line: Equatable {
        public var text: String
        /// Advance width in points.
        public var width: CGFloat
    }

    public let lines: [Line]
    public let lineHeight: CGFloat
    /// Whether text was left out (truncated or clipped).
    public let isTruncated: Bool

    public static let ellipsis = "\u{2026}"

    /// - Parameters:
    ///   - maxWidth: the line width; `.infinity` (or any non-positive value) for unconstrained.
    ///   - maximumNumberOfLines: 0 for no limit.
    public init(text: String, font: UIFont, maxWidth: CGFloat, maximumNumberOfLines: Int,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail, fonts: FontRenderer) {
        let measure = { (s: String) -> CGFloat in s.isEmpty ? 0 : fonts.size(of: s, font: font).width }
        let width = maxWidth > 0 ? maxWidth : .infinity
        let limit = maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max
        lineHeight = fonts.lineHeight(of: font)
        guard !text.isEmpty else { lines = []; isTruncated = false; return }

        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each wrapped line with the text that follows it, for truncating the last line shown.
        var wrapped: [(line: String, rest: String)] = []
        if limit == 1 {
            wrapped = [(paragraphs[0], paragraphs.count > 1 ? paragraphs.joined(separator: " ") : paragraphs[0])]
        } else {
            for (i, p) in paragraphs.enumerated() {
                let pieces = TextLayout.wrap(p, width: width, byCharacter: lineBreakMode == .byCharWrapping, measure: measure)
                let later = paragraphs[(i + 1)...].joined(separator: " ")
                for j in pieces.indices {
                    let restOfParagraph = pieces[j...].map { $0.text + ($0.spaceAfter ? " " : "") }.joined()
                    wrapped.append((pieces[j].text, later.isEmpty ? restOfParagraph : restOfParagraph + " " + later))
                }
            }
        }

        var result = wrapped.prefix(limit).map { Line(text: $0.line, width: measure($0.line)) }
        let overflowsLines = wrapped.count > limit
        let last = result.count - 1
        let lastOverflows = result[last].width > width + 1e-6
        let truncated = overflowsLines || lastOverflows
        // Clipping and wrapping modes add no ellipsis: the line is drawn as is and the bounds clip it.
        let ellipsizes = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
        if truncated && ellipsizes {
            let full = overflowsLines ? wrapped[last].rest : wrapped[last].line
            let text = TextLayout.truncate(full, width: width, mode: lineBreakMode, forceEllipsis: overflowsLines, measure: measure)
            result[last] = Line(text: text, width: measure(text))
        }
        lines = result
        isTruncated = truncated
    }

    /// The size of the laid-out text: the widest line by the number of lines.
    public var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    /// Where each line's box starts when the text block is centred vertically in `rect` and each line is
    /// aligned horizontally, rounded to whole pixels at `scale`.
    public func lineOrigins(in rect: CGRect, alignment: NSTextAlignment, scale: CGFloat = 1) -> [CGPoint] {
        let s = max(scale, 1)
        let round = { (v: CGFloat) -> CGFloat in (v * s).rounded() / s }
        let top = rect.minY + (rect.height - size.height) / 2
        return lines.enumerated().map { i, line in
            let x: CGFloat
            switch alignment {
            case .center: x = rect.minX + (rect.width - line.width) / 2
            case .right: x = rect.maxX - line.width
            case .left, .natural, .justified: x = rect.minX
            }
            return CGPoint(x: round(x), y: round(top + CGFloat(i) * lineHeight))
        }
    }

    // MARK: Wrapping and truncation

    /// The lines of one paragraph; `spaceAfter` tells whether the break replaced a space (or fell
    /// inside a word), so that the text can be put back together for truncation.
    static func wrap(_ paragraph: String, width: CGFloat, byCharacter: Bool,
                     measure: (String) -> CGFloat) -> [(text: String, spaceAfter: Bool)] {
        guard width.isFinite, measure(paragraph) > width else { return [(paragraph, false)] }
        if byCharacter { return breakCharacters(paragraph, width: width, measure: measure).map { ($0, false) } }
        var lines: [(text: String, spaceAfter: Bool)] = []
        // The paragraph's first line keeps its indentation (a quoted line of code under a compiler's
        // message: dropped, it put the caret line's caret columns right of what it points at).
        let indent = String(paragraph.prefix { $0 == " " })
        var current = indent
        var lineHasWord = false
        for word in paragraph.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = lineHasWord ? current + " " + word : current + word
            if measure(candidate) <= width {
                current = candidate
                lineHasWord = lineHasWord || !word.isEmpty
                continue
            }
            if lineHasWord { lines.append((current, true)) }
            if measure(word) <= width {
                current = word
            } else {
                let pieces = breakCharacters(word, width: width, measure: measure)
                lines.append(contentsOf: pieces.dropLast().map { ($0, false) })
                current = pieces.last ?? ""
            }
            lineHasWord = !current.isEmpty
        }
        if !current.isEmpty || lines.isEmpty { lines.append((current, false)) }
        return lines
    }

    /// Greedy: as many characters per line as fit (at least one, so that progress is always made).
    static func breakCharacters(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let n = max(1, longestFit(count: rest.count) { measure(String(rest.prefix($0))) <= width })
            lines.append(String(rest.prefix(n)))
            rest = rest.dropFirst(n)
        }
        return lines
    }

    /// The text shortened (with "…") to fit `width`; unchanged when it fits and no ellipsis is forced.
    static func truncate(_ text: String, width: CGFloat, mode: NSLineBreakMode, forceEllipsis: Bool,
                         measure: (String) -> CGFloat) -> String {
        if !forceEllipsis && measure(text) <= width { return text }
        let chars = Array(text)
        func shortened(_ keep: Int) -> String {
            switch mode {
            case .byTruncatingHead:
                return ellipsis + String(chars.suffix(keep)).drop { $0 == " " }
            case .byTruncatingMiddle:
                let head = String(chars.prefix((keep + 1) / 2)), tail = String(chars.suffix(keep / 2))
                return head + ellipsis + tail
            default:
                var head = String(chars.prefix(keep))
                while head.last == " " { head.removeLast() }
                return head + ellipsis
            }
        }
        // With forced ellipsis and infinite width every character stays.
        let maxKeep = forceEllipsis ? chars.count : chars.count - 1
        let keep = longestFit(count: maxKeep) { measure(shortened($0)) <= width }
        return shortened(keep)
    }

    /// The largest n in 0...count for which `fits(n)` holds, assuming `fits` is monotone (binary search).
    static func longestFit(count: Int, _ fits: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
