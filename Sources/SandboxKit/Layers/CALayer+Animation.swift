import Foundation

// Core Animation's per-layer animation API.
extension CALayer {
    /// The keys of the running animations, in the order they were added.
    public func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    public func animation(forKey key: String) -> LayerAnimation? {
        animationList.first { $0.key == key }
    }

    /// Removes every animation: each ends unfinished (block completions get `false`, on the next turn).
    public func removeAllAnimations() {
        animationList.first?.animator?.remove(from: self) { _ in true }
    }

    public func removeAnimation(forKey key: String) {
        animation(forKey: key)?.animator?.remove(from: self) { $0.key == key }
    }

    /// True while an animation that was started without `.allowUserInteraction` runs on this layer.
    var blocksUserInteraction: Bool {
        animationList.contains { !$0.allowsUserInteraction && !$0.isFinishedNow }
    }
}
