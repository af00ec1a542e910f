import Foundation

/// How drawn colour combines with what is below it.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// The sandbox composites source-over (`.normal`) only: another mode is reported once as not simulated
/// and drawing goes on as `.normal`.
extension CGContext {
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode != .normal { NotSimulated.recordFromAnyThread("CGContext.setBlendMode(.\(mode)) (drawn as .normal)") }
    }
}
