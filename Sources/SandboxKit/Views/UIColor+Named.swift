import Foundation

extension UIColor {
    /// A colour set of the app's asset catalogs (`AppAssets`), or nil when there is none of that name, as
    /// on iOS. The bundle and traits are not consulted: the app has one bundle and one appearance here.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: AnyObject? = nil) {
        guard let color = UIApplication.current.assets.color(named: name) else { return nil }
        self.init(color.color)
    }
}
