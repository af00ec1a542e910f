import Foundation

/// The animation block currently open (`UIView.animate` is running its closure): it records the first old
/// value of each animatable property that the block changes, and when the block returns it turns each into
/// a property animation from that value to the new model value.
///
/// Block animations here are not additive: a new animation of a property replaces the one running on it,
/// which ends with `finished == false`, as Core Animation's `add(_:forKey:)` does and as UIKit's
/// completions report interruption. Without `.beginFromCurrentState` the new animation starts from the old
/// model value, i.e. where the interrupted one was heading (UIKit: "in-flight animations are allowed to
/// finish"); with it, from the value on screen now. (iOS 8 and later blend position/bounds/transform
/// additively instead; the visible difference is the jump without `.beginFromCurrentState`.)
@MainActor
final class AnimationTransaction {
    /// The innermost open block. The one ambient value in SandboxKit: UIKit's block API has no other way
    /// to tell a property setter which animation it belongs to. Main-actor state, as UIKit's is.
    static var current: AnimationTransaction?

    let timing: AnimationTiming
    /// The block's delay, for timing the animations of a layer on another application's animator.
    private let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// The block's animator: the application code is running for.
    private let animator: Animator
    private var recorded: [(layer: CALayer, property: LayerProperty, from: LayerState)] = []
    private var seen: Set<RecordKey> = []

    private struct RecordKey: Hashable { let layer: ObjectIdentifier; let property: LayerProperty }

    init(timing: AnimationTiming, delay: TimeInterval, options: UIView.AnimationOptions, animator: Animator) {
        self.timing = timing
        self.delay = delay
        self.options = options
        self.animator = animator
    }

    func layer(_ layer: CALayer, didChange property: LayerProperty, from old: LayerState) {
        guard LayerState.animatableProperties.contains(property),
              seen.insert(RecordKey(layer: ObjectIdentifier(layer), property: property)).inserted else { return }
        // The model already holds the new value, but a running animation of this property still decides
        // what is on screen, so the presentation state gives the current value of `property` only then.
        let fromCurrent = options.contains(.beginFromCurrentState) && layer.animation(forKey: property.rawValue) != nil
        recorded.append((layer, property, fromCurrent ? layer.presentationState : old))
    }

    /// Turns the recorded changes into animations sharing one completion, each on the animator of its
    /// layer's application (a block may change views of two applications: the desktop's overlay and the
    /// device). With nothing to animate, the completion runs on the next turn with `finished == true`.
    func commit(completion: ((Bool) -> Void)?) {
        let group = animator.makeGroup(completion: completion)
        var count = 0
        for (layer, property, from) in recorded {
            let to = layer.model
            guard !from.hasSameValue(property, as: to) else { continue }
            let owner = layer.view?.window?.application?.animator ?? animator
            var timing = timing
            if owner !== animator {
                owner.syncClock()
                timing.beginTime = owner.clock.time + delay
            }
            let animation = LayerAnimation(key: property.rawValue, kind: .property(property, from: from, to: to),
                                           timing: timing, allowsUserInteraction: options.contains(.allowUserInteraction),
                                           animator: owner)
            group.add(animation, animator: owner)
            owner.add(animation, to: layer)
            count += 1
        }
        recorded.removeAll()
        if count == 0 { animator.completeNextTurn(group) }
    }
}
