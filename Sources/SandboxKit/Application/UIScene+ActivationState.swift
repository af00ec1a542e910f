/// Where a scene is in its life: not connected, in the foreground (taking events or not), in the
/// background. Source: https://developer.apple.com/documentation/uikit/uiscene/activationstate
extension UIScene {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
}
