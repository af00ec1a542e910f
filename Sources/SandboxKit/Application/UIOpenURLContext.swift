import Foundation

/// A URL the app is asked to open, with where the request came from; a scene connected to open one finds it
/// in its connection options. Source: https://developer.apple.com/documentation/uikit/uiopenurlcontext
@MainActor
public final class UIOpenURLContext: NSObject {
    public let url: URL
    /// The bundle identifier of the app that asked, when it says.
    public let sourceApplication: String?

    public init(url: URL, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }
}
