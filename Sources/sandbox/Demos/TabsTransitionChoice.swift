import Foundation
import SandboxKit

/// The tabs demo's transition control: the effect (each tab's own, or one of UIKit's seven transition
/// options for every tab) and the duration, each cycled by an overlay button and a key (E, D).
struct TabsTransitionChoice {
    /// UIKit's seven transition options, in the order the effect control cycles through them.
    static let effects: [(name: String, option: UIView.AnimationOptions)] = [
        ("flip from left", .transitionFlipFromLeft), ("flip from right", .transitionFlipFromRight),
        ("curl up", .transitionCurlUp), ("curl down", .transitionCurlDown),
        ("cross-dissolve", .transitionCrossDissolve), ("flip from top", .transitionFlipFromTop),
        ("flip from bottom", .transitionFlipFromBottom),
    ]
    static let durations: [TimeInterval] = [0.25, 0.5, 1, 2]

    /// An index into `effects`, or nil for each tab's own effect (the default).
    var effect: Int?
    /// Seconds per transition (default 1 s).
    var duration: TimeInterval = 1

    /// The option every tab uses, or nil when each tab uses its own.
    var option: UIView.AnimationOptions? { effect.map { Self.effects[$0].option } }

    var effectName: String { effect.map { Self.effects[$0].name } ?? "per tab" }
    var durationName: String { "\(duration.formatted) s" }

    /// The overlay's Effect and Duration controls as they show the choice.
    var effectTitle: String { "Effect: \(effectName) (E)" }
    var durationTitle: String { "Duration: \(durationName) (D)" }

    /// Per tab → each of the seven → per tab.
    mutating func nextEffect() {
        let next = (effect ?? -1) + 1
        effect = next < Self.effects.count ? next : nil
    }

    /// 0.25 → 0.5 → 1 → 2 → 0.25 s.
    mutating func nextDuration() {
        let i = Self.durations.firstIndex(of: duration) ?? -1
        duration = Self.durations[(i + 1) % Self.durations.count]
    }
}

private extension TimeInterval {
    /// "0.25", "0.5", "1", "2".
    var formatted: String { self == rounded() ? String(Int(self)) : "\(self)" }
}
