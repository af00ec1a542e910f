import Foundation

/// Several animations run together on one layer: adding the group adds each of its animations, each
/// starting at the group's begin time plus its own, and taking the group's duration when it has none of
/// its own. As in Core Animation, a child does not run past the group's duration.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

extension CALayer {
    /// Adds each child of `group` under its own key (the group's key and its index), timed within the
    /// group; the children are restored afterwards, since adding reads what an animation says at once.
    func addGroup(_ group: CAAnimationGroup, forKey key: String?) {
        let animator = (hostView?.window?.application ?? UIApplication.current).animator
        animator.syncClock()
        let groupDuration = group.duration > 0 ? group.duration : CATransaction.defaults.duration
        let start = group.beginTime > 0 ? group.beginTime : animator.clock.time
        let name = key ?? "group#\(ObjectIdentifier(group).hashValue)"
        for (i, child) in (group.animations ?? []).enumerated() {
            let saved = (child.beginTime, child.duration)
            let offset = max(0, child.beginTime)
            guard offset < groupDuration else { continue }
            let own = child.duration > 0 ? child.duration : groupDuration
            child.duration = min(own, groupDuration - offset)
            child.beginTime = start + offset
            add(child, forKey: "\(name).\(i)")
            (child.beginTime, child.duration) = saved
        }
    }
}
