import Foundation

/// The animation block currently open (`UIView.animate` is running its closure). Owned by the animation
/// engine (issue 3); this is the hook every model change reports to.
final class AnimationTransaction {
    /// The innermost open block. The one ambient value in SandboxKit: UIKit's block API has no other way
    /// to tell a property setter which animation it belongs to. Only touched on the main thread.
    nonisolated(unsafe) static var current: AnimationTransaction?

    func layer(_ layer: CALayer, didChange property: LayerProperty, from old: LayerState) {}
}
