import Foundation

/// Where a `UIViewPropertyAnimator`'s animations ended, as its completion handlers hear it (UIKit's raw
/// values): at their end values, back at their start values, or wherever they were when stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
