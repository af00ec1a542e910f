import Foundation
import SandboxKit

/// Saves what a window shows as a PNG (the scenario built-in `screenshot("name.png")`).
enum Screenshot {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "screenshots need the compositor, which this build does not have yet" }
    }

    static func save(_ window: UIWindow, to url: URL) throws {
        throw Unavailable()
    }
}
