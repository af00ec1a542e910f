import ArgumentParser
import SandboxKit

/// The demos the device screen can show (`--demo NAME`).
enum SandboxDemo: String, CaseIterable, ExpressibleByArgument {
    /// Issue 2's view gallery: labels, buttons, rounded, bordered, translucent, rotated and clipped views.
    case views

    static var defaultDemo: SandboxDemo { .views }

    /// Builds the demo's content in the device window.
    func install(in window: UIWindow) {
        switch self {
        case .views: ViewGallery.install(in: window)
        }
    }
}
