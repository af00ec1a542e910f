import Foundation

/// A layer that draws a string: `string` (a `String` or an `NSAttributedString`'s characters) in the
/// system font at `fontSize` and `foregroundColor`, one line placed by `alignmentMode`, or wrapped to the
/// bounds' width when `isWrapped`. It redraws when one of them or its bounds change. `font` is kept and
/// read back (the text is drawn in the system face).
open class CATextLayer: CALayer {
    open var string: Any? { didSet { setNeedsDisplay() } }
    open var font: Any?
    open var fontSize: CGFloat = 36 { didSet { setNeedsDisplay() } }
    open var foregroundColor: CGColor? = UIColor.white.cgColor { didSet { setNeedsDisplay() } }
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    open var truncationMode: CATextLayerTruncationMode = .none

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        needsDisplayOnBoundsChange = true
    }

    private var text: String? {
        if let s = string as? String { return s }
        if let a = string as? NSAttributedString { return a.string }
        return nil
    }

    open override func draw(in ctx: CGContext) {
        guard let text, !text.isEmpty else { return }
        let font = UIFont.systemFont(ofSize: fontSize)
        let color = foregroundColor.map { UIColor(cgColor: $0) } ?? .white
        let style = NSMutableParagraphStyle()
        switch alignmentMode {
        case .center: style.alignment = .center
        case .right: style.alignment = .right
        case .justified: style.alignment = .justified
        default: style.alignment = .left
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: style]
        if isWrapped {
            text.draw(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        } else {
            let width = text.size(withAttributes: attributes).width
            let x: CGFloat = switch alignmentMode {
            case .center: bounds.midX - width / 2
            case .right: bounds.maxX - width
            default: bounds.minX
            }
            text.draw(in: CGRect(x: x, y: bounds.minY, width: max(width, bounds.maxX - x), height: bounds.height),
                      withAttributes: attributes)
        }
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
