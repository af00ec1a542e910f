/// A window of a scene: made for it with `init(windowScene:)` (the scene delegate's usual first step), or
/// moved into it by setting `windowScene`. Source: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
extension UIWindow {
    /// A window filling the scene's screen, in the scene. Hidden until `makeKeyAndVisible()` in UIKit; here a
    /// window is visible from the start (as `UIApplication.makeWindow()`'s is), so the root controller set
    /// before `makeKeyAndVisible()` gets its `viewWillAppear` when it is set rather than at that call: both
    /// come inside `scene(_:willConnectTo:options:)`, so the trace is the same.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        // An initializer's own assignment does not run the property's observer.
        windowSceneDidChange()
    }

    /// A window joins its scene's application if it has none yet (a window stays with the application it
    /// was first added to: one application's windows never move to another's run loop).
    func windowSceneDidChange() {
        guard let app = windowScene?.application, application == nil else { return }
        app.addWindow(self)
    }
}
