import Foundation

/// A colour's components as a colour set stores them, converted to numbers between 0 and 1 (or beyond, in
/// the extended colour spaces). Xcode writes a component in one of three notations depending on the
/// editor's input mode: floating point (`"0.500"`), 8-bit hexadecimal (`"0x80"`) or 8-bit decimal
/// (`"128"`); all three are read here.
public struct ColorComponents: Sendable, Equatable, Hashable {
    public let colorSpace: ColorSpace
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(colorSpace: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// For gray colour spaces: the one `white` value (red, green and blue all hold it).
    public var white: Double? {
        colorSpace.isGray ? red : nil
    }

    /// From a colour entry (`{"color-space": "srgb", "components": {…}}`); `context` names the colour in
    /// errors.
    init(_ color: [String: Any], file: String, context: String) throws(AppProjectError) {
        let space = ColorSpace(AssetContents.string(color["color-space"]))
        guard let components = color["components"] as? [String: Any] else {
            throw AppProjectError(file: file, message: "\(context): the colour has neither 'components' nor a system colour 'reference'")
        }
        func read(_ key: String, isAlpha: Bool = false, default fallback: Double? = nil) throws(AppProjectError) -> Double {
            guard let raw = components[key] else {
                if let fallback { return fallback }
                throw AppProjectError(file: file, message: "\(context): component '\(key)' is missing")
            }
            guard let value = Self.component(raw, isAlpha: isAlpha) else {
                throw AppProjectError(file: file, message: "\(context): component '\(key)' is \(Self.describe(raw)), not a number")
            }
            return value
        }
        let alpha = try read("alpha", isAlpha: true, default: 1)
        if space.isGray || (components["white"] != nil && components["red"] == nil) {
            let white = try read("white")
            self.init(colorSpace: space, red: white, green: white, blue: white, alpha: alpha)
        } else {
            self.init(colorSpace: space, red: try read("red"), green: try read("green"), blue: try read("blue"), alpha: alpha)
        }
    }

    /// One component in any of Xcode's notations. A decimal without a point is an 8-bit value (`"128"`,
    /// and `"1"` is 1/255) except for alpha, which Xcode always writes as floating point, so a hand-written
    /// `"1"` or `"0"` alpha is taken at its word.
    static func component(_ raw: Any, isAlpha: Bool) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) {
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            return value > 1 && value == value.rounded() && value <= 255 ? value / 255 : value
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let value = Int(text.dropFirst(2), radix: 16), (0...255).contains(value) else { return nil }
            return Double(value) / 255
        }
        if text.contains(".") || text.contains("e") || text.contains("E") {
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
        guard let value = Int(text) else { return nil }
        if isAlpha, value == 0 || value == 1 { return Double(value) }
        guard (-255...255).contains(value) else { return nil }
        return Double(value) / 255
    }

    private static func describe(_ raw: Any) -> String {
        if let text = raw as? String { return "'\(text.prefix(40))'" }
        return "a \(type(of: raw))"
    }
}
