import Foundation

extension CGFloat {
    /// The largest bitmap side the compositor allocates, in pixels; beyond it (or for a length that is not
    /// a finite positive number) nothing is drawn rather than memory running out or a conversion trapping.
    static let maximumPixelLength = 16_384

    /// This length in points as whole pixels at `scale`, rounded as `rule` says; 0 when unusable.
    func pixelCount(scale: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        let v = (self * scale).rounded(rule)
        guard v.isFinite, v > 0, v <= CGFloat(CGFloat.maximumPixelLength) else { return 0 }
        return Int(v)
    }
}
