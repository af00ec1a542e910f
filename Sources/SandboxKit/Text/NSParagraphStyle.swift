import Foundation

/// How drawn text is laid out in its rectangle (`NSAttributedString.Key.paragraphStyle`). The alignment
/// and the line break mode are honoured by `String.draw(with:options:attributes:context:)`; the spacings
/// and indents are kept and read back, and reported once when they would change the lines.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0

    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {}

    /// Whether anything beyond alignment and line breaking is set (what drawing does not apply yet).
    var changesSpacing: Bool {
        lineSpacing != 0 || paragraphSpacing != 0 || paragraphSpacingBefore != 0 || firstLineHeadIndent != 0 || headIndent != 0
            || tailIndent != 0 || minimumLineHeight != 0 || maximumLineHeight != 0 || lineHeightMultiple != 0
    }

    public func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }

    private func copied<T: NSParagraphStyle>(into style: T) -> T {
        style.alignment = alignment; style.lineBreakMode = lineBreakMode; style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing; style.paragraphSpacingBefore = paragraphSpacingBefore
        style.firstLineHeadIndent = firstLineHeadIndent; style.headIndent = headIndent; style.tailIndent = tailIndent
        style.minimumLineHeight = minimumLineHeight; style.maximumLineHeight = maximumLineHeight
        style.lineHeightMultiple = lineHeightMultiple; style.hyphenationFactor = hyphenationFactor
        return style
    }
}

/// The paragraph style an app builds (`let style = NSMutableParagraphStyle(); style.alignment = .center`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}
