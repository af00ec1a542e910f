import Foundation

/// A storyboard or xib of the app, with the name code loads it by and its place in the built bundle.
public struct InterfaceFile: Sendable, Equatable {
    public let url: URL
    /// The name without extension (`Main` for `Base.lproj/Main.storyboard`), as `UIStoryboard(name:)` and
    /// `UINib(nibName:)` take it.
    public let name: String
    /// The locale of its `.lproj` folder (`Base`, `en`), or `nil` when it is not localized.
    public let locale: String?
    /// Where the compiled file sits in the `.app`: `Base.lproj/Main.storyboardc`, `Cell.nib`.
    public let bundlePath: String

    public init(url: URL, name: String, locale: String?, bundlePath: String) {
        self.url = url
        self.name = name
        self.locale = locale
        self.bundlePath = bundlePath
    }
}
