import Foundation

@MainActor
extension NSAttributedString {
    /// The size the text takes drawn wrapped to `size`'s width (with `.usesLineFragmentOrigin`) or on one
    /// line, in the font of its first character (see `String.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let attributes = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
        return string.boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the text on one line.
    public func size() -> CGSize {
        let attributes = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
        return string.size(withAttributes: attributes)
    }
}
