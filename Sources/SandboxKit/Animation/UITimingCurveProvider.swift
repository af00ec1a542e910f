import Foundation

/// The timing parameters `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`
/// takes. Simpler than UIKit: SandboxKit has no `UICubicTimingParameters` or `UISpringTimingParameters`,
/// so the call is made with `nil` (keep the animator's curve), which is how interactive code usually
/// makes it.
@MainActor
public protocol UITimingCurveProvider: AnyObject {}
