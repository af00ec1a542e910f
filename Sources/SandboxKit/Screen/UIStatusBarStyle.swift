import Foundation

/// The colour of the status bar's content, with UIKit's raw values. `.default` is dark content in light
/// mode (the sandbox has no dark mode), for a light background.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3

    /// Whether the content is drawn white.
    var isLight: Bool { self == .lightContent }
}
