import Foundation
import SandboxKit

/// Wall-clock time of each phase of every frame the window ran (`sandbox --stats`): input, main-queue
/// work, animation tick, commit and composite summed over the applications that turned, and present
/// (uploading the damaged pixels, drawing and showing them). Printed at exit as percentiles per phase,
/// with the number of frames whose work took longer than a 60 Hz frame.
public struct PhaseStatistics {
    /// The phases reported, in the order of a turn.
    public static let phases: [FramePhase] = [.input, .mainQueue, .animation, .commit, .composite, .present]
    /// A frame longer than this misses a 60 Hz refresh.
    public static let frameBudget: TimeInterval = 1.0 / 60

    /// Seconds per frame, one array per phase of `phases` (same index: the frame).
    public private(set) var samples: [[TimeInterval]] = Array(repeating: [], count: PhaseStatistics.phases.count)
    /// Each frame's total work.
    public private(set) var totals: [TimeInterval] = []

    public init() {}

    /// Adds one frame's times (seconds by phase; a phase that did not run counts 0).
    public mutating func record(_ frame: [FramePhase: TimeInterval]) {
        var total = 0.0
        for (i, p) in Self.phases.enumerated() {
            let t = frame[p] ?? 0
            samples[i].append(t)
            total += t
        }
        totals.append(total)
    }

    public var frameCount: Int { totals.count }
    public var slowFrameCount: Int { totals.filter { $0 > Self.frameBudget }.count }

    /// The q-quantile (0...1) of `values` by the nearest-rank method; 0 for none.
    static func quantile(_ values: [TimeInterval], _ q: Double) -> TimeInterval {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    /// One line a phase (p50, p99, max in milliseconds), then the whole frame and the slow frames.
    public var report: String {
        func row(_ name: String, _ v: [TimeInterval]) -> String {
            name.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms",
                         Self.quantile(v, 0.5) * 1000, Self.quantile(v, 0.99) * 1000, (v.max() ?? 0) * 1000)
        }
        var lines = ["frame statistics: \(frameCount) frames"]
        for (i, p) in Self.phases.enumerated() { lines.append(row(Self.name(p), samples[i])) }
        lines.append(row("frame", totals))
        lines.append(String(format: "frames over %.1f ms: %d of %d", Self.frameBudget * 1000, slowFrameCount, frameCount))
        return lines.joined(separator: "\n")
    }

    static func name(_ phase: FramePhase) -> String {
        switch phase {
        case .idle: return "idle"
        case .input: return "input"
        case .mainQueue: return "queue"
        case .animation: return "animation"
        case .commit: return "commit"
        case .composite: return "composite"
        case .present: return "present"
        }
    }
}

extension PhaseStatistics {
    /// Times one frame: each application's run loop reports the phases it enters (`phaseObserver`), and
    /// the host adds the time it spends presenting.
    final class FrameTimer {
        private(set) var times: [FramePhase: TimeInterval] = [:]
        private var current: FramePhase = .idle
        private var since: TimeInterval = 0

        /// The turn entered `phase` (`.idle`: the turn ended).
        func enter(_ phase: FramePhase) {
            let now = Self.now()
            if current != .idle { times[current, default: 0] += now - since }
            current = phase
            since = now
        }

        /// Times `body` as part of `phase`.
        func measure(_ phase: FramePhase, _ body: () -> Void) {
            let start = Self.now()
            body()
            times[phase, default: 0] += Self.now() - start
        }

        static func now() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    }
}
