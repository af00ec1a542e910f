import Foundation

// Core Animation's explicit animations on a layer, run by the application's animator like UIView's
// block animations (same clock, same tick), so slow animations, pause and a virtual clock apply to both.
extension CALayer {
    /// Adds `anim` under `key`, replacing (stopping, unfinished) an animation under the same key. What
    /// the animation says is read now; its delegate hears the start when its begin time comes and the
    /// stop at its end, or `finished == false` if it is removed first.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let group = anim as? CAAnimationGroup {
            addGroup(group, forKey: key)
            return
        }
        guard let basic = anim as? CABasicAnimation, let keyPath = basic.keyPath else { return }
        let animator = (hostView?.window?.application ?? UIApplication.current).animator
        animator.syncClock()
        let defaults = CATransaction.defaults
        let current = presentedValue(forKeyPath: keyPath) ?? presentationState.value(forKeyPath: keyPath) ?? modelValue(forKeyPath: keyPath)
        let by = AnimatedValue(basic.byValue)
        var from = AnimatedValue(basic.fromValue), to = AnimatedValue(basic.toValue)
        if from == nil, let to, let by, let start = to.adding(by.negated) { from = start }
        if to == nil, let f = from ?? current, let by { to = f.adding(by) }
        // Nothing to animate between (an unknown key path): the animation still runs its time, so its
        // delegate and transaction hear of it.
        let start = from ?? current ?? .number(0)
        let end = to ?? modelValue(forKeyPath: keyPath) ?? start

        let duration = basic.duration > 0 ? basic.duration : defaults.duration
        let speed = basic.speed > 0 ? Double(basic.speed) : 1
        var timing = AnimationTiming(beginTime: basic.beginTime > 0 ? basic.beginTime : animator.clock.time,
                                     duration: duration / speed,
                                     curve: .timingFunction(basic.timingFunction ?? defaults.timingFunction ?? CAMediaTimingFunction(name: .linear)),
                                     repeats: basic.repeatCount.isInfinite || basic.repeatCount >= Float.greatestFiniteMagnitude,
                                     autoreverses: basic.autoreverses)
        if !timing.repeats {
            timing.repeatCount = basic.repeatDuration > 0 && duration > 0
                ? basic.repeatDuration / (timing.cycleDuration) : Double(max(basic.repeatCount, 0))
        }
        let animation = LayerAnimation(key: key ?? "\(keyPath)#\(ObjectIdentifier(basic).hashValue)",
                                       kind: .keyPath(keyPath, from: start, to: end, additive: basic.isAdditive),
                                       timing: timing, allowsUserInteraction: true, animator: animator)
        animation.fillsBackwards = basic.fillMode == .backwards || basic.fillMode == .both
        animation.staysAfterEnd = !basic.isRemovedOnCompletion
        animation.fillsForwards = basic.fillMode == .forwards || basic.fillMode == .both
        animation.source = basic
        animation.onEnd = { [weak basic] finished, _ in basic?.notifyStop(finished: finished) }
        CATransaction.track(animation)
        animator.add(animation, to: self)
    }

    /// The view whose layer this is, or whose layer this one is (through superlayers) a sublayer or mask of.
    var hostView: UIView? {
        var l: CALayer? = self
        var depth = 0
        while let cur = l, depth < 10_000 {
            if let v = cur.view { return v }
            l = cur.parentLayer ?? cur.maskedLayer
            depth += 1
        }
        return nil
    }
}

extension AnimatedValue {
    /// The opposite change, for a `byValue` with only a `toValue`.
    var negated: AnimatedValue {
        switch self {
        case .number(let n): return .number(-n)
        case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): return .size(CGSize(width: -s.width, height: -s.height))
        default: return self
        }
    }
}
