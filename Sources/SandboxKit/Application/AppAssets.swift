import Foundation
import Raster

/// The app's asset catalogs as the running app sees them: each image set's file for the screen's scale
/// and each colour set's colour, by name, for `UIImage(named:)` and `UIColor(named:)`. The app's build
/// reads the catalogs (`Assets.xcassets`) and hands them to the application at launch as JSON
/// (`{"images": {"Logo": {"path": "/app/Assets.xcassets/Logo.imageset/logo-large.png", "scale": 3}},
/// "colors": {"Brand": [r, g, b, a]}, "darkColors": {"Brand": [r, g, b, a]}}`), a colour set's dark
/// appearance apart; a scenario has none.
public struct AppAssets: Sendable, Equatable {
    /// An image set's file for the screen, and the scale the set gives it (not always in its name).
    public struct Image: Sendable, Equatable {
        public var path: String
        public var scale: CGFloat
        public init(path: String, scale: CGFloat) {
            self.path = path
            self.scale = scale
        }
    }

    public var images: [String: Image] = [:]
    public var colors: [String: [Double]] = [:]
    /// The colour sets' "Dark" appearance variants, where a set has one.
    public var darkColors: [String: [Double]] = [:]

    public init() {}

    /// From the build's JSON; what it cannot read is left out (an asset that is not there is `nil` to the
    /// app, as a missing asset is on iOS).
    public init(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return }
        for (name, value) in object["images"] as? [String: [String: Any]] ?? [:] {
            guard let path = value["path"] as? String else { continue }
            images[name] = Image(path: path, scale: CGFloat((value["scale"] as? NSNumber)?.doubleValue ?? 1))
        }
        for (name, value) in object["colors"] as? [String: [Any]] ?? [:] {
            let components = value.compactMap { ($0 as? NSNumber)?.doubleValue }
            if components.count == 4 { colors[name] = components }
        }
        for (name, value) in object["darkColors"] as? [String: [Any]] ?? [:] {
            let components = value.compactMap { ($0 as? NSNumber)?.doubleValue }
            if components.count == 4 { darkColors[name] = components }
        }
    }

    /// The colour set's colour, if the catalogs have one of that name: a dynamic colour when the set has a
    /// dark variant, which resolves as the views showing it are light or dark (as a named colour does on iOS).
    public func color(named name: String) -> UIColor? {
        guard let c = colors[name] else { return nil }
        let light = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        guard let d = darkColors[name] else { return UIColor(light) }
        return UIColor(dynamic: .pair(light: light, dark: Color(red: d[0], green: d[1], blue: d[2], alpha: d[3]), name: name))
    }
}
