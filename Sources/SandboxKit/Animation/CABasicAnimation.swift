import Foundation

/// Core Animation's animation between two values of a layer property. A missing `fromValue` starts
/// from the value on screen when added; a missing `toValue` ends at the model's value (set the model to
/// the end value too, or keep the animation with `fillMode = .forwards` and
/// `isRemovedOnCompletion = false`, as apps do). `byValue` adds to whichever end is missing.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?
}
