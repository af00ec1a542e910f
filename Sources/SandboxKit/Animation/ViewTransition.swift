import Foundation
import Raster

/// One running view transition (`UIView.transition(with:…)`, `UIView.transition(from:to:…)`): the container
/// whose look is replaced, while it runs, by a warp between a snapshot of its old look and one of its new
/// look. The model (the hierarchy, the properties changed in the block) is already in its final state; only
/// what is drawn moves. It is stored on the container's layer under the key "transition", so
/// `removeAllAnimations()` ends it and a new transition of the same container replaces it.
@MainActor
public final class ViewTransition {
    /// The seven effects, with the raw values of UIKit's transition option bits (20–23).
    public enum Effect: UInt, CaseIterable, Sendable {
        case flipFromLeft = 1, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom
    }

    public let container: UIView
    /// nil for `.transitionNone`: the new look shows at once, the completion waits for the duration.
    public let effect: Effect?
    /// The container's look before the block ran, in its bounds (captured at the call).
    public internal(set) var before: Bitmap? { didSet { flipPages = nil } }
    /// The container's look after the block ran, laid out (captured at the end of the commit after the call).
    public internal(set) var after: Bitmap? { didSet { flipPages = nil } }
    /// The snapshots prepared for turning about the vertical axis (`FlipPage`), made at the first frame of
    /// a flip from the left or right and kept for the others.
    var flipPages: (front: FlipPage, back: FlipPage)?
    /// The layer animation that times it (nil for a zero duration).
    public internal(set) var animation: LayerAnimation?
    public private(set) var hasEnded = false
    /// True while the container is being snapshotted, so the snapshot draws the container itself.
    var isCapturing = false
    /// Whether every pixel of each snapshot is opaque (checked once per snapshot, not per frame).
    var beforeIsOpaque = false
    var afterIsOpaque = false
    /// With `CompositingDemand.never`, which snapshots were stood in for (their views displayed, no pixels).
    var displayedInsteadOfBefore = false
    var displayedInsteadOfAfter = false

    /// Hierarchy work owed at the end (the from-view's removal for view-controller transitions).
    private var endSteps: (() -> Void)?
    private var completion: ((Bool) -> Void)?

    init(container: UIView, effect: Effect?, endSteps: (() -> Void)?, completion: ((Bool) -> Void)?) {
        self.container = container
        self.effect = effect
        self.endSteps = endSteps
        self.completion = completion
    }

    /// Curved progress of the transition now, 0...1.
    public var progress: Double { min(max(animation?.progress ?? 1, 0), 1) }

    /// Ends the transition now, as if it had run to its end: the owed hierarchy steps, then the
    /// completion with `finished == true`, inside this call. For a caller that must settle one transition
    /// before starting the next (UIViewController.transition, lifecycle rule R5).
    public func finish() {
        guard !hasEnded else { return }
        if let animation {
            animation.onEnd = nil
            animation.animator?.remove(from: container.layer) { $0 === animation }
        }
        end(finished: true, completeNow: true)
    }

    /// The hierarchy steps run at once; the completion runs now (a natural end, in the tick) or on the
    /// next turn (removal, replacement, zero duration).
    func end(finished: Bool, completeNow: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        before = nil
        after = nil
        container.setNeedsComposite()
        let steps = endSteps, work = completion
        endSteps = nil
        completion = nil
        steps?()
        if completeNow {
            work?(finished)
        } else if let work {
            (animation?.animator ?? UIView.animator(for: container)).runNextTurn { work(finished) }
        }
    }
}
