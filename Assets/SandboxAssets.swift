import Foundation

/// Where the package's own files live at run time. Fonts, images and example scenarios are SwiftPM
/// resources of this target, so nothing is ever read from a system path.
public enum SandboxAssets {
    /// The folder holding `fonts/`, `images/` and `scenarios/`.
    public static var root: URL { Bundle.module.resourceURL ?? Bundle.module.bundleURL }

    public static func font(_ name: String) -> URL { root.appendingPathComponent("fonts").appendingPathComponent(name) }
    public static func image(_ name: String) -> URL { root.appendingPathComponent("images").appendingPathComponent(name) }
    public static var scenarios: URL { root.appendingPathComponent("scenarios") }

    /// DejaVu Sans, regular and bold, and DejaVu Sans Mono (licence in fonts/LICENSE-DejaVu.txt).
    public static var regularFont: URL { font("DejaVuSans.ttf") }
    public static var boldFont: URL { font("DejaVuSans-Bold.ttf") }
    public static var monospacedFont: URL { font("DejaVuSansMono.ttf") }
}
