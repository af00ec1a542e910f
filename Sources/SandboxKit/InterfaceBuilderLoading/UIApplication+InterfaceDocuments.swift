import Foundation

extension UIApplication {
    /// Where the app's storyboards and xibs are: each by its name without the extension, as
    /// `UIStoryboard(name:bundle:)` and `UINib(nibName:bundle:)` name them ("Main", "Cell"), to its
    /// path with the extension (`/app/Base.lproj/Main.storyboard`, `/app/Cell.xib`). A storyboard and
    /// a xib of the same name can both be listed by keying one with its extension ("Cell.xib"). The
    /// device that launches an app sets it before the launch; tests set it directly. Not UIKit API
    /// (UIKit finds them in the app's bundle).
    public var interfaceDocuments: [String: String] {
        get { interfaceBuilder.files }
        set { interfaceBuilder.files = newValue }
    }
}
