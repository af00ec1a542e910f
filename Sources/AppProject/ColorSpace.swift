/// The colour space of a colour set's components, as Xcode names it in `Contents.json`.
public enum ColorSpace: Sendable, Equatable, Hashable {
    case sRGB
    case displayP3
    case extendedSRGB
    case extendedLinearSRGB
    case grayGamma22
    case extendedGray
    /// A name this module does not know; the components are still read.
    case other(String)

    init(_ name: String?) {
        switch name?.lowercased() {
        case nil, "srgb": self = .sRGB
        case "display-p3": self = .displayP3
        case "extended-srgb": self = .extendedSRGB
        case "extended-linear-srgb": self = .extendedLinearSRGB
        case "gray-gamma-22": self = .grayGamma22
        case "extended-gray": self = .extendedGray
        case let other?: self = .other(other)
        }
    }

    /// Whether the components are one `white` value rather than red, green and blue.
    var isGray: Bool {
        self == .grayGamma22 || self == .extendedGray
    }
}
