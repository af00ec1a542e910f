/// The numbers of a colour, as written (not converted between spaces).
public enum IBColorComponents: Sendable, Hashable {
    case white(Double, alpha: Double)
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)

    public var alpha: Double {
        switch self {
        case .white(_, let alpha), .rgba(_, _, _, let alpha): return alpha
        }
    }

    /// Grey expanded to equal channels; no colour-space conversion is applied.
    public var rgbaValues: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch self {
        case let .white(white, alpha): return (white, white, white, alpha)
        case let .rgba(red, green, blue, alpha): return (red, green, blue, alpha)
        }
    }
}
