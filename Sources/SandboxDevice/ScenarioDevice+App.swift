import Foundation
import SandboxKit

extension ScenarioDevice {
    /// Makes `UIApplicationMain` (what `@main` on an app delegate calls) launch the app in this device:
    /// the device starts, the app's classes are registered (Swift on Linux cannot make a class from its
    /// name: the build lists them), and the app is launched from its Info.plist as iOS launches it (the
    /// delegate's launch calls, then its scene's). It then runs as a scenario's top level would have:
    /// until it has settled (headless) or until the window quits it.
    ///
    /// Called by the app's build (a generated `sandbox_app_prepare`) before the app's `main` runs.
    /// `infoPlistJSON` is the app's Info.plist as JSON (its values expanded).
    /// `interfaceDocuments`: the app's storyboards and xibs by name (`UIApplication.interfaceDocuments`).
    /// `assetsJSON`: its asset catalogs' images and colours (`AppAssets`).
    /// `stringsJSON`: its strings tables in the device's language (`AppStrings`).
    /// `drive`: a script (`--drive FILE`) run once the app has launched, as a scenario's top level runs:
    /// its built-ins (`tap("Add")`, `wait`, `typeText`, `screenshot`) turn the run loop.
    public static func prepareApp(infoPlistJSON: String, assetsJSON: String = "{}", stringsJSON: String = "{}", interfaceDocuments: [String: String],
                                  drive: (@MainActor () -> Void)? = nil,
                                  register: @escaping @MainActor (ClassRegistry) -> Void) {
        UIApplicationMainHost.run = { _, delegateClassName in
            start()
            // The app makes its own window (its scene delegate or app delegate): the scenario's steps aside.
            current.window.isHidden = true
            let app = current.application
            register(app.classRegistry)
            app.interfaceDocuments = interfaceDocuments
            app.assets = AppAssets(json: assetsJSON)
            AppStrings.current = AppStrings(json: stringsJSON)
            let infoPlist = (try? JSONSerialization.jsonObject(with: Data(infoPlistJSON.utf8))) as? [String: Any] ?? [:]
            app.launch(delegateClassName: delegateClassName, infoPlist: infoPlist)
            drive?()
            finishTopLevel()
        }
    }
}
