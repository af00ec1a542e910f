import Foundation

/// Hover and the scroll wheel: pointer input that is not a touch. Neither reaches the views' touch
/// methods; each goes to the recognizers of the view under the pointer and of its superviews.
extension InputRouter {
    func pointerHovered(at p: CGPoint, in window: UIWindow, time: TimeInterval) {
        let hit = window.hitTest(p, with: UIEvent(timestamp: time))
        let now: [UIHoverGestureRecognizer] = recognizers(from: hit)
        for g in hovering where !now.contains(where: { $0 === g }) { g.hover(at: p, inside: false) }
        for g in now { g.hover(at: p, inside: true) }
        hovering = now.filter { $0.state.isActive }
    }

    /// The pointer left the window: every hover ends where it was last seen.
    func pointerExited(time: TimeInterval) {
        for g in hovering { g.hover(at: nil, inside: false) }
        hovering = []
    }

    /// The wheel goes to the innermost pan that accepts a mouse wheel (`.discrete`); none while a touch
    /// is down.
    func scrollWheel(at p: CGPoint, delta: CGPoint, in window: UIWindow, time: TimeInterval) {
        guard touch == nil else { return }
        let pans: [UIPanGestureRecognizer] = recognizers(from: window.hitTest(p, with: UIEvent(timestamp: time)))
        pans.first { $0.allowedScrollTypesMask.contains(.discrete) && $0.state == .possible }?
            .performScroll(at: p, delta: delta)
    }

    /// The enabled recognizers of type `R` on `view` and its superviews, innermost first.
    private func recognizers<R: UIGestureRecognizer>(from view: UIView?) -> [R] {
        var result: [R] = []
        var v = view
        while let cur = v {
            result += cur.attachedGestureRecognizers.compactMap { $0.isEnabled ? $0 as? R : nil }
            v = cur.superview
        }
        return result
    }
}
