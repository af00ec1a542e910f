import Foundation
import SandboxKit
import SandboxMedia

/// Saves what a window shows as a PNG (the scenario built-in `screenshot("name.png")`): the window's frame
/// buffer as of the turn's composite.
@MainActor
enum Screenshot {
    static func save(_ window: UIWindow, to url: URL) throws {
        try PNGFile.write(window.framebuffer, to: url.path)
    }
}
