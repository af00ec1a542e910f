import Foundation

/// The stages of a spring-loaded control's look while a drag hovers over it (drag and drop is not
/// simulated, so controls never reach them).
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    case inactive = 0
    case possible = 1
    case activating = 2
    case activated = 3
}
