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
            switch animation.kind {
            case .property(let property, let from, let to):
                guard !animation.isFinishedNow else { continue }
                state.interpolate(property, from: from, to: to, progress: animation.progress)
            case .keyPath(let keyPath, let from, let to, let additive):
                guard animation.isShowing else { continue }
                var value = from.interpolated(to: to, animation.progress)
                if additive, let base = model.value(forKeyPath: keyPath), let sum = base.adding(value) { value = sum }
                state.set(value, forKeyPath: keyPath)
            case .transition: continue
            }
        }
        return state
    }

    /// The value an explicit animation of `keyPath` shows now (the last one added wins), or nil when
    /// none is showing: layer kinds read their own animatable properties through it.
    func presentedValue(forKeyPath keyPath: String) -> AnimatedValue? {
        guard !animationList.isEmpty else { return nil }
        var value: AnimatedValue?
        for animation in animationList {
            guard case .keyPath(let k, let from, let to, _) = animation.kind, k == keyPath, animation.isShowing else { continue }
            value = from.interpolated(to: to, animation.progress)
        }
        return value
    }

    func presentedNumber(_ keyPath: String, _ model: CGFloat) -> CGFloat {
        presentedValue(forKeyPath: keyPath)?.number.map { CGFloat($0) } ?? model
    }

    func presentedColor(_ keyPath: String, _ model: CGColor?) -> CGColor? {
        if case .color(let c)? = presentedValue(forKeyPath: keyPath) { return c }
        return model
    }

    /// A copy of the layer as currently on screen (Core Animation's presentation layer), of the same kind.
    public func presentation() -> CALayer? {
        let copy = copyForPresentation()
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
