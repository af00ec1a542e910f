import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard made the window already (Info.plist's UISceneStoryboardFile).
        guard let _ = (scene as? UIWindowScene) else { return }
        print("window from the storyboard:", window?.rootViewController is UINavigationController)
    }
}
