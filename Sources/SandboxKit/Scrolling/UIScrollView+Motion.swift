import Foundation

// Dragging, momentum, bounce and the animated offset: the pan's actions and one motion step a frame.
extension UIScrollView {
    /// UIKit's rubber band: `overshoot` points past the edge of a view `length` points long show as this.
    static func rubberBand(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        let c: CGFloat = 0.55
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * c / length + 1)) * length
        return overshoot < 0 ? -banded : banded
    }

    /// UIKit's ease-in-out curve over 0.3 s for `setContentOffset(_:animated: true)`.
    static let offsetAnimationDuration: TimeInterval = 0.3

    // MARK: Touches

    /// A finger landed: moving content stops under it.
    func touchDidLand() {
        isTracking = true
        touchStoppedScrolling = isDecelerating || offsetAnimation != nil
        if isDecelerating {
            // UIKit stops the content where it is, on whole pixels; a bounce in progress springs back
            // once the finger lifts (or is dragged from where it is).
            stopMotion()
            setOffset(pixelAligned(contentOffset))
        } else if offsetAnimation != nil {
            stopMotion()
        }
    }

    func touchDidLift() {
        isTracking = false
        if !isDragging && !isDecelerating && isOutOfBounds { startDeceleration(velocity: .zero) }
    }

    var isOutOfBounds: Bool {
        let o = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        return o.x < lo.x - 1e-9 || o.y < lo.y - 1e-9 || o.x > hi.x + 1e-9 || o.y > hi.y + 1e-9
    }

    // MARK: The pan's actions

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let isWheel = pan.numberOfTouches == 0
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStart = (contentOffset, isWheel ? .zero : pan.translation(in: nil))
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode != .none, !isWheel { window?.endEditing(true) }
            follow(pan, clamped: isWheel)
            if isWheel { endDrag(velocity: .zero) }
        case .changed:
            follow(pan, clamped: false)
        case .ended:
            guard isDragging else { return }
            let v = pan.velocity(in: nil)
            endDrag(velocity: CGPoint(x: canScrollHorizontally || alwaysBounceHorizontal ? -v.x : 0,
                                      y: canScrollVertically || alwaysBounceVertical ? -v.y : 0))
        case .cancelled:
            guard isDragging else { return }
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// Moves the content with the finger: the offset the drag asks for, rubber-banded past the edges
    /// (or held at them without `bounces`, and for the wheel).
    private func follow(_ pan: UIPanGestureRecognizer, clamped: Bool) {
        guard let start = dragStart else { return }
        let t = pan.translation(in: nil)
        let horizontal = canScrollHorizontally || alwaysBounceHorizontal
        let vertical = canScrollVertically || alwaysBounceVertical
        var raw = start.offset
        if horizontal { raw.x -= t.x - start.translation.x }
        if vertical { raw.y -= t.y - start.translation.y }
        let lo = minimumContentOffset, hi = maximumContentOffset
        func band(_ value: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ length: CGFloat) -> CGFloat {
            if value < lo { return clamped || !bounces ? lo : lo + UIScrollView.rubberBand(value - lo, length: length) }
            if value > hi { return clamped || !bounces ? hi : hi + UIScrollView.rubberBand(value - hi, length: length) }
            return value
        }
        // an offset already past the edge when the drag began (a caught bounce) keeps its place
        let x = band(raw.x, min(lo.x, start.offset.x), max(hi.x, start.offset.x), bounds.width)
        let y = band(raw.y, min(lo.y, start.offset.y), max(hi.y, start.offset.y), bounds.height)
        setOffset(pixelAligned(CGPoint(x: x, y: y)))
    }

    /// The finger lifted with `velocity` (content-offset points per second): UIKit's end-of-drag
    /// sequence, then momentum if there is any to have.
    private func endDrag(velocity: CGPoint) {
        isDragging = false
        let startOffset = dragStart?.offset ?? contentOffset
        dragStart = nil
        let rate = Double(decelerationRate.rawValue)
        let lo = minimumContentOffset, hi = maximumContentOffset
        func rest(_ p: CGFloat, _ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            min(max(CGFloat(ScrollAxisMotion.restingPoint(position: Double(p), velocity: Double(v), rate: rate)), lo), hi)
        }
        let o = contentOffset
        let momentumRest = CGPoint(x: rest(o.x, velocity.x, lo.x, hi.x), y: rest(o.y, velocity.y, lo.y, hi.y))
        var natural = momentumRest
        if isPagingEnabled {
            natural = CGPoint(x: Self.page(from: startOffset.x, at: o.x, velocity: velocity.x, size: bounds.width, lo: lo.x, hi: hi.x),
                              y: Self.page(from: startOffset.y, at: o.y, velocity: velocity.y, size: bounds.height, lo: lo.y, hi: hi.y))
        }
        var target = natural
        _ = withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0) }
        var v = velocity
        if target != momentumRest {
            // paging or the delegate moved the target: the momentum that comes to rest exactly there
            let k = -1000 * log(rate)
            v = CGPoint(x: (target.x - o.x) * CGFloat(k), y: (target.y - o.y) * CGFloat(k))
        }
        let moving = abs(natural.x - o.x) >= 0.5 || abs(natural.y - o.y) >= 0.5 || target != natural
        let decelerate = moving || isOutOfBounds
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate { startDeceleration(velocity: v) }
    }

    /// The page offset a paging drag ends on along one axis: one page on from the page the drag began on
    /// when the finger went past half of it or flicked (faster than 300 points a second) that way, else
    /// back; never more than one page from the start, as UIKit pages.
    static func page(from start: CGFloat, at offset: CGFloat, velocity: CGFloat, size: CGFloat, lo: CGFloat, hi: CGFloat) -> CGFloat {
        guard size > 0, hi > lo else { return min(max(offset, lo), hi) }
        let startPage = (start / size).rounded()
        var page = (offset / size).rounded()
        if velocity > 300 { page = startPage + 1 } else if velocity < -300 { page = startPage - 1 }
        page = min(max(page, startPage - 1), startPage + 1)
        return min(max(page * size, lo), hi)
    }

    // MARK: Momentum

    func startDeceleration(velocity: CGPoint) {
        let rate = Double(decelerationRate.rawValue)
        let lo = minimumContentOffset, hi = maximumContentOffset, o = contentOffset
        motion = (ScrollAxisMotion(position: Double(o.x), velocity: Double(velocity.x), minimum: Double(lo.x), maximum: Double(hi.x),
                                   rate: rate, bounces: bounces),
                  ScrollAxisMotion(position: Double(o.y), velocity: Double(velocity.y), minimum: Double(lo.y), maximum: Double(hi.y),
                                   rate: rate, bounces: bounces))
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard window?.application != nil else {
            // not on screen: no frames to move in; the content comes to rest at once
            while let m = motion, !(m.x.isFinished && m.y.isFinished) { motionStep(1.0 / 60) }
            finishMotion()
            return
        }
        startMotionFrames()
    }

    /// Stops momentum or an offset animation where it is, without its ending callbacks.
    func stopMotion() {
        motionGeneration += 1
        motion = nil
        offsetAnimation = nil
        isDecelerating = false
    }

    func startMotionFrames() {
        guard let animator = window?.application?.animator else { return }
        animator.syncClock()
        motionGeneration += 1
        lastMotionTime = animator.clock.time
        scheduleMotionFrame(animator, generation: motionGeneration)
    }

    private func scheduleMotionFrame(_ animator: Animator, generation: Int) {
        animator.runNextTurn { [weak self, weak animator] in
            guard let self, let animator, self.motionGeneration == generation else { return }
            self.motionFrame(animator, generation: generation)
        }
    }

    /// One frame of momentum, bounce or offset animation, at the animation clock's time.
    private func motionFrame(_ animator: Animator, generation: Int) {
        let now = animator.clock.time
        let dt = now - lastMotionTime
        lastMotionTime = now
        if let a = offsetAnimation {
            let p = min(max((now - a.start) / UIScrollView.offsetAnimationDuration, 0), 1)
            let e = CGFloat(p < 0.5 ? 4 * p * p * p : 1 - pow(-2 * p + 2, 3) / 2)
            setOffset(CGPoint(x: a.from.x + (a.to.x - a.from.x) * e, y: a.from.y + (a.to.y - a.from.y) * e))
            if p >= 1 {
                offsetAnimation = nil
                motionGeneration += 1
                delegate?.scrollViewDidEndScrollingAnimation(self)
                return
            }
        } else if motion != nil {
            motionStep(dt)
            if let m = motion, m.x.isFinished && m.y.isFinished {
                finishMotion()
                return
            }
        } else {
            return
        }
        guard motionGeneration == generation else { return }
        scheduleMotionFrame(animator, generation: generation)
    }

    private func motionStep(_ dt: Double) {
        guard var m = motion else { return }
        m.x.advance(by: dt)
        m.y.advance(by: dt)
        motion = m
        let p = CGPoint(x: CGFloat(m.x.position), y: CGFloat(m.y.position))
        setOffset(pixelAligned(p))
    }

    private func finishMotion() {
        motion = nil
        motionGeneration += 1
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
