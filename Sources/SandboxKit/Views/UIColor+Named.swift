import Foundation

extension UIColor {
    /// A colour set of the app's asset catalogs (`AppAssets`), or nil when there is none of that name, as
    /// on iOS: dynamic when the set has a dark variant. The bundle is not consulted (the app has one); a
    /// trait collection given resolves the colour for it.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let color = UIApplication.current.assets.color(named: name) else { return nil }
        if let traitCollection {
            self.init(color.resolvedColor(with: traitCollection).color)
        } else if let dynamic = color.dynamic {
            self.init(dynamic: dynamic)
        } else {
            self.init(color.color)
        }
    }
}
