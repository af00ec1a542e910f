import Foundation

/// One instance of the app's user interface. UIKit makes it when it connects a session (the class the
/// session's configuration names, `UIWindowScene` by default) and tells its delegate of each state change
/// (R15). Source: https://developer.apple.com/documentation/uikit/uiscene
open class UIScene: UIResponder {
    public let session: UISceneSession
    /// Held strongly, as UIKit's scene holds its delegate: nothing else keeps a delegate made from a
    /// configuration alive.
    open var delegate: (any UISceneDelegate)?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String?

    /// The application it belongs to (the one that connected it).
    public internal(set) weak var application: UIApplication?
    /// How the scene's delegate calls name it in the trace: `scene`, then `scene#2`, … (R15).
    var traceName = "scene"

    /// UIKit makes scenes; an app subclass is made by UIKit through this initializer, so it is required.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    open override var next: UIResponder? { application }
}
