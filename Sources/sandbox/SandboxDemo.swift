import ArgumentParser
import SandboxKit

/// The demos the device screen can show (`--demo NAME`).
enum SandboxDemo: String, CaseIterable, ExpressibleByArgument {
    /// The seed's custom container: four tabs whose children change with curl, flip and dissolve
    /// transitions (keys 1–4).
    case tabs
    /// Issue 2's view gallery: labels, buttons, rounded, bordered, translucent, rotated and clipped views.
    case views

    static var defaultDemo: SandboxDemo { .tabs }

    /// Builds the demo's content in the device window; returns the tabs container when there is one.
    func install(in window: UIWindow) -> TabsContainerController? {
        switch self {
        case .views:
            ViewGallery.install(in: window)
            return nil
        case .tabs:
            let tabs = TabsContainerController()
            tabs.debugName = "tabs"
            window.rootViewController = tabs
            return tabs
        }
    }
}
