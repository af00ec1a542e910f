import Foundation

/// A colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`: colours at locations in
/// 0...1 (evenly spread when none are given), in sRGB.
public final class CGGradient: @unchecked Sendable {
    let stops: [(location: CGFloat, color: CGColor)]

    /// `colors` are `CGColor`s (a `[CGColor]` or an array of them cast `as CFArray`).
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        var stops: [(CGFloat, CGColor)] = []
        for (i, c) in cgColors.enumerated() {
            let t = locations.map { $0[i] } ?? (cgColors.count == 1 ? 0 : CGFloat(i) / CGFloat(cgColors.count - 1))
            stops.append((t.isFinite ? min(max(t, 0), 1) : 0, c))
        }
        self.stops = stops.sorted { $0.0 < $1.0 }
    }

    /// Components are `count` RGBA quadruples.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        var colors: [CGColor] = []
        for i in 0..<count {
            colors.append(UIColor(red: components[i * 4], green: components[i * 4 + 1], blue: components[i * 4 + 2],
                                  alpha: components[i * 4 + 3]).cgColor)
        }
        var stops: [(CGFloat, CGColor)] = []
        for (i, c) in colors.enumerated() {
            let t = locations.map { $0[i] } ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            stops.append((t.isFinite ? min(max(t, 0), 1) : 0, c))
        }
        self.stops = stops.sorted { $0.0 < $1.0 }
    }

    /// The colour at `t` (clamped to the first and last stops).
    func color(at t: CGFloat) -> CGColor {
        guard let first = stops.first, let last = stops.last else { return UIColor.clear.cgColor }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            let x = a.color.color, y = b.color.color
            return UIColor(red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                           blue: x.blue + (y.blue - x.blue) * f, alpha: x.alpha + (y.alpha - x.alpha) * f).cgColor
        }
        return last.color
    }
}

/// Whether a gradient's end colours extend past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
