import Foundation

/// The animations one `UIView.animate` call started, and its completion handler. The handler runs exactly
/// once, after the last of them ended: `finished` is true only if every one ran to its end.
@MainActor
final class AnimationCompletionGroup {
    private var remaining = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    /// Creation order, so completions that become due in the same tick run in the order of their calls.
    let order: Int

    init(order: Int, completion: ((Bool) -> Void)?) {
        self.order = order
        self.completion = completion
    }

    func add(_ animation: LayerAnimation, animator: Animator) {
        remaining += 1
        animation.onEnd = { [self] finished, natural in
            remaining -= 1
            if !finished { allFinished = false }
            guard remaining == 0 else { return }
            if natural { animator.completeInThisTick(self) } else { animator.completeNextTurn(self) }
        }
    }

    /// Runs the handler (at most once).
    func complete() {
        let work = completion
        completion = nil
        work?(allFinished)
    }
}
