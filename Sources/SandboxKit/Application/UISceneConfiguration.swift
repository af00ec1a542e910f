import Foundation

/// Which classes make a scene: its delegate's and its own, by configuration name. Made with a name that
/// Info.plist lists for the role, it takes that entry's classes, as UIKit's does; the class names resolve
/// through the application's `classRegistry` (Swift on Linux has no Objective-C runtime to find a class by
/// name). UIKit's `storyboard` waits for a storyboard type in SandboxKit; the entry's `UISceneStoryboardFile`
/// is kept meanwhile. Source: https://developer.apple.com/documentation/uikit/uisceneconfiguration
@MainActor
public final class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?

    /// Info.plist's class names, kept to resolve at connection and to name in UIKit's message when they
    /// cannot be resolved.
    var delegateClassName: String?
    var sceneClassName: String?
    var storyboardName: String?
    /// Whether Info.plist has an entry of this name for the role.
    var isInInfoPlist = false

    /// Looks the name up in the Info.plist of the application being launched (`UIApplication.current`).
    public convenience init(name: String?, sessionRole: UISceneSession.Role) {
        self.init(name: name, role: sessionRole, application: .current)
    }

    init(name: String?, role: UISceneSession.Role, application: UIApplication?) {
        self.name = name
        self.role = role
        guard let application, let entry = application.appLifecycle.manifest?.entry(named: name, role: role) else { return }
        isInInfoPlist = true
        delegateClassName = entry.delegateClassName
        sceneClassName = entry.sceneClassName
        storyboardName = entry.storyboardName
        delegateClass = entry.delegateClassName.flatMap { application.classRegistry.type(named: $0) }
        sceneClass = entry.sceneClassName.flatMap { application.classRegistry.type(named: $0) }
    }
}
