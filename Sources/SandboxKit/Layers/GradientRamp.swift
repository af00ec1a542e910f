import Raster

/// A gradient's colours at their stops, premultiplied, looked up by position along the gradient.
struct GradientRamp {
    private let stops: [(at: Double, color: Color)]

    init?(colors: [CGColor], locations: [Double]?) {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        let at: [Double] = (0..<n).map { i in
            if let locations, i < locations.count { return locations[i] }
            return n == 1 ? 0 : Double(i) / Double(n - 1)
        }
        stops = zip(at, colors).map { ($0, $1.color) }
    }

    /// The colour at `x` (0 at the start point, 1 at the end); outside the stops, the end colours.
    func color(at x: Double) -> PremultipliedColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if x <= first.at { return first.color.premultiplied }
        if x >= last.at { return last.color.premultiplied }
        var i = 1
        while i < stops.count - 1 && stops[i].at < x { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.at - a.at
        let t = span > 0 ? (x - a.at) / span : 1
        // Premultiplied mixing: the straight colours weighted by alpha.
        let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
        guard alpha > 0 else { return .clear }
        func mix(_ p: Double, _ q: Double) -> Double { (p * a.color.alpha * (1 - t) + q * b.color.alpha * t) / alpha }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: alpha).premultiplied
    }
}
