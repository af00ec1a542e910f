/// The colour space a `<color>`'s components are expressed in.
///
/// IB writes it either directly (`colorSpace="calibratedRGB"`) or as
/// `colorSpace="custom" customColorSpace="sRGB"`; both read the same here, so
/// the instantiating code converts components once per space.
public enum IBColorSpace: Sendable, Hashable {
    case calibratedWhite
    case calibratedRGB
    case deviceWhite
    case deviceRGB
    case sRGB
    case extendedSRGB
    case displayP3
    case genericGamma22Gray
    case extendedGray
    /// AppKit catalog colours (`colorSpace="catalog"`), named rather than numeric.
    case catalog
    case other(String)

    init(_ name: String) {
        switch name {
        case "calibratedWhite": self = .calibratedWhite
        case "calibratedRGB": self = .calibratedRGB
        case "deviceWhite": self = .deviceWhite
        case "deviceRGB": self = .deviceRGB
        case "sRGB": self = .sRGB
        case "extendedSRGB": self = .extendedSRGB
        case "displayP3": self = .displayP3
        case "genericGamma22GrayColorSpace": self = .genericGamma22Gray
        case "extendedGrayColorSpace", "extendedGray": self = .extendedGray
        case "catalog": self = .catalog
        default: self = .other(name)
        }
    }
}
