import Foundation

// The presentation layer: what is on screen now, the model with running animations applied.
extension CALayer {
    /// The values the compositor draws this frame: the model with each running property animation's value
    /// at the current animation time. An animation that has reached its end shows the model, even before
    /// the tick removes it.
    public var presentationState: LayerState {
        guard !animationList.isEmpty else { return model }
        var state = model
        for animation in animationList {
            guard case .property(let property, let from, let to) = animation.kind, !animation.isFinishedNow else { continue }
            state.interpolate(property, from: from, to: to, progress: animation.progress)
        }
        return state
    }

    /// A copy of the layer as currently on screen (Core Animation's presentation layer).
    public func presentation() -> CALayer? {
        let copy = CALayer()
        copy.model = presentationState
        copy.contents = contents
        return copy
    }

    /// The view transition drawn in place of this layer's view this frame, if one runs.
    public var runningTransition: ViewTransition? {
        for animation in animationList {
            if case .transition(let t) = animation.kind, !animation.isFinishedNow { return t }
        }
        return nil
    }
}
