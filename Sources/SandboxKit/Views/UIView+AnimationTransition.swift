import Foundation

extension UIView {
    /// The old (iOS 2) block-less animation API's transitions; `transition(with:duration:options:...)`
    /// with `.transitionFlipFromLeft` and the like is how they are run today.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }
}
