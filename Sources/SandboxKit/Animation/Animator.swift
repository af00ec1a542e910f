import Foundation

/// The animation engine of one application (the ticker, in Flutter's terms): the layers with running
/// animations, the completions that are due, and the animation clock. The run loop calls `tick(now:)` in
/// the animation phase of every turn.
@MainActor
package final class Animator {
    public let clock = AnimationClock()
    private weak var application: UIApplication?
    /// Layers with at least one animation, in the order they started animating.
    private var layers: [CALayer] = []
    private var layerIDs: Set<ObjectIdentifier> = []
    /// Completions that ended naturally during the current tick.
    private var dueThisTick: [AnimationCompletionGroup] = []
    /// Work owed to the next turn (zero-duration and empty blocks, removed or replaced animations), each
    /// with the first turn it may run in.
    private var nextTurn: [(turn: Int, work: () -> Void)] = []
    private var groupCounter = 0

    init(application: UIApplication) {
        self.application = application
        if let virtual = application.clock as? VirtualClock { clock.frameDuration = virtual.frameDuration }
        clock.onChange = { [weak application] in application?.setNeedsFrame() }
    }

    /// Brings the animation clock to the run loop's time (the same value for the whole turn).
    func syncClock() {
        if let app = application { clock.sync(now: app.clock.now) }
    }

    /// Something is animating (and the clock is running), or completions are owed: another turn is needed.
    public var hasRunningAnimations: Bool {
        !nextTurn.isEmpty || clock.hasPendingStep || (!layers.isEmpty && !clock.isPaused)
    }

    /// Whether an animation that will end is running (or completions are owed). An animation that
    /// repeats forever (`.repeat`, `repeatCount = .infinity`) is left out: on iOS it runs in the render
    /// server while the app is idle, so, like a spinning activity indicator, it does not keep a scenario
    /// from settling (it still keeps the window drawing: `hasRunningAnimations`).
    public var hasEndingAnimations: Bool {
        !nextTurn.isEmpty || clock.hasPendingStep
            || (!clock.isPaused && layers.contains { $0.animationList.contains { $0.timing.endTime != nil || $0.playback.isHeldOrBackward } })
    }

    /// The number of layers with running animations.
    public var animatingLayerCount: Int { layers.count }

    /// The layers with running animations (the threaded composite takes transitions' snapshots from it).
    var animatingLayers: [CALayer] { layers }

    func makeGroup(completion: ((Bool) -> Void)?) -> AnimationCompletionGroup {
        groupCounter += 1
        return AnimationCompletionGroup(order: groupCounter, completion: completion)
    }

    // MARK: Adding and removing

    /// Attaches `animation` to `layer`, replacing (ending unfinished) any animation under the same key.
    /// Collectors of the animations added while they are open (innermost last), on any application's
    /// animator.
    private static var collectors: [[LayerAnimation]] = []

    /// Runs `body` and returns the animations it added (UIPercentDrivenInteractiveTransition and
    /// UIViewPropertyAnimator scrub them).
    static func collectingAnimations(_ body: () -> Void) -> [LayerAnimation] {
        collectors.append([])
        body()
        return collectors.removeLast()
    }

    func add(_ animation: LayerAnimation, to layer: CALayer) {
        if !Animator.collectors.isEmpty { Animator.collectors[Animator.collectors.count - 1].append(animation) }
        if let i = layer.animationList.firstIndex(where: { $0.key == animation.key }) {
            let old = layer.animationList.remove(at: i)
            old.end(finished: false, natural: false)
        }
        animation.layer = layer
        layer.animationList.append(animation)
        if layerIDs.insert(ObjectIdentifier(layer)).inserted { layers.append(layer) }
        layer.setNeedsComposite()
        application?.setNeedsFrame()
    }

    /// Removes the animations of `layer` for which `matching` holds; they end unfinished.
    func remove(from layer: CALayer, where matching: (LayerAnimation) -> Bool) {
        let removed = layer.animationList.filter(matching)
        guard !removed.isEmpty else { return }
        layer.animationList.removeAll(where: matching)
        if layer.animationList.isEmpty { forget(layer) }
        layer.setNeedsComposite()
        for a in removed { a.end(finished: false, natural: false) }
    }

    private func forget(_ layer: CALayer) {
        guard layerIDs.remove(ObjectIdentifier(layer)) != nil else { return }
        layers.removeAll { $0 === layer }
    }

    /// Tells the delegates of explicit animations whose begin time has come that they started.
    private func startExplicitAnimations(of layer: CALayer) {
        for a in layer.animationList where !a.didStart && a.source != nil && clock.time >= a.beginTime - 1e-9 {
            a.didStart = true
            a.source?.notifyStart()
        }
    }

    // MARK: Completions

    func completeInThisTick(_ group: AnimationCompletionGroup) { dueThisTick.append(group) }

    func completeNextTurn(_ group: AnimationCompletionGroup) { runNextTurn { group.complete() } }

    /// Runs `work` in the animation phase of the next turn (never inside the current call).
    public func runNextTurn(_ work: @escaping () -> Void) {
        let turn = (application?.frameNumber ?? 0) + 1
        nextTurn.append((turn, work))
        application?.setNeedsFrame()
    }

    // MARK: The tick

    /// One animation frame: advance the clock, damage every animating layer, end the animations that ran
    /// to their end, then run the completions that are due (natural ends in the order of their calls,
    /// after the work owed from earlier turns).
    func tick(now: TimeInterval) {
        clock.sync(now: now)
        let turn = application?.frameNumber ?? 0

        let owed = nextTurn.filter { $0.turn <= turn }
        nextTurn.removeAll { $0.turn <= turn }

        for layer in layers {
            // Every presentation change damages the compositor, including the last frame's return to the model.
            layer.setNeedsComposite()
            startExplicitAnimations(of: layer)
            let ended = layer.animationList.filter { $0.isFinishedNow && !$0.hasEnded }
            guard !ended.isEmpty else { continue }
            // Explicit animations kept after their end (`isRemovedOnCompletion == false`) stay on the layer.
            layer.animationList.removeAll { $0.isFinishedNow && !$0.staysAfterEnd }
            for a in ended { a.end(finished: true, natural: true) }
        }
        // A layer whose animations all ended (kept ones included) needs no more frames.
        for layer in layers where layer.animationList.allSatisfy({ $0.hasEnded }) { forget(layer) }

        for item in owed { item.work() }
        let due = dueThisTick.sorted { $0.order < $1.order }
        dueThisTick.removeAll()
        for group in due { group.complete() }
    }
}
