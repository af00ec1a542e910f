/// One scene configuration of an app's `UIApplicationSceneManifest`: which class delegates for scenes of
/// a role, and which storyboard (if any) gives them their first view controller.
public struct SceneConfiguration: Sendable, Equatable {
    /// `UISceneConfigurationName` (`Default Configuration` in Xcode's templates).
    public let name: String?
    /// `UISceneDelegateClassName`, often written `$(PRODUCT_MODULE_NAME).SceneDelegate`; expanded.
    public let delegateClassName: String?
    /// `UISceneStoryboardFile`: the storyboard's name without extension.
    public let storyboardName: String?
    /// `UISceneClassName`, normally `UIWindowScene`.
    public let sceneClassName: String?

    public init(name: String?, delegateClassName: String?, storyboardName: String?, sceneClassName: String?) {
        self.name = name
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
        self.sceneClassName = sceneClassName
    }

    init(_ dictionary: [String: PropertyListValue]) {
        self.init(
            name: dictionary["UISceneConfigurationName"]?.string,
            delegateClassName: dictionary["UISceneDelegateClassName"]?.string,
            storyboardName: dictionary["UISceneStoryboardFile"]?.string,
            sceneClassName: dictionary["UISceneClassName"]?.string
        )
    }
}
