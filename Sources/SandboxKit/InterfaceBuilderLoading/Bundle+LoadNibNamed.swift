import Foundation

extension Bundle {
    /// UIKit's `Bundle.main.loadNibNamed(_:owner:options:)`: the xib's top-level objects, made with
    /// `owner` as File's Owner (`UINib.instantiate(withOwner:options:)`). Foundation's `Bundle` can be
    /// extended on Linux like any class; which bundle it is called on does not matter, the xib is found
    /// in the current application's `interfaceDocuments`.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
