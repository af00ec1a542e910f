import Foundation
import SandboxKit

/// Wall-clock time of each phase of every frame the window ran (`sandbox --stats`): input, main-queue
/// work (with the host's own work after the frame, the sandbox's status line), animation tick, commit
/// and composite summed over the applications that turned, and present (uploading the damaged pixels,
/// drawing and showing them; the host never waits for vertical blank, so this is work, not waiting).
/// Printed at exit as percentiles per phase, with the number of frames whose work took longer than a
/// 60 Hz frame.
///
/// Each phase is also timed in the main thread's CPU time: on a busy machine the wall clock counts the
/// time other processes had the CPU, the CPU time only the frame's own work (what a frame would take on
/// an idle machine). A frame is counted late by either.
///
/// A frame's work under the budget does not prove the frame was shown on time (the process may not
/// have been scheduled), so the report also gives the interval from one frame's start to the next
/// while frames follow each other, and how many intervals exceeded one and a half refresh periods:
/// each such interval is at least one refresh that showed the previous frame again.
public struct PhaseStatistics {
    /// The phases reported, in the order of a turn.
    package static let phases: [FramePhase] = [.input, .mainQueue, .animation, .commit, .composite, .present]
    /// A frame longer than this misses a 60 Hz refresh.
    public static let frameBudget: TimeInterval = 1.0 / 60

    /// Seconds per frame, one array per phase of `phases` (same index: the frame).
    public private(set) var samples: [[TimeInterval]] = Array(repeating: [], count: PhaseStatistics.phases.count)
    /// Each frame's total work.
    public private(set) var totals: [TimeInterval] = []
    /// The same in the main thread's CPU time (`cpuTotals`: each frame's).
    public private(set) var cpuSamples: [[TimeInterval]] = Array(repeating: [], count: PhaseStatistics.phases.count)
    public private(set) var cpuTotals: [TimeInterval] = []
    /// Start-to-start times of consecutive frames (not counting a frame after an idle wait).
    public private(set) var intervals: [TimeInterval] = []

    public init() {}

    /// Adds one frame's times (seconds by phase, wall clock and CPU; a phase that did not run counts 0).
    package mutating func record(_ frame: [FramePhase: TimeInterval], cpu: [FramePhase: TimeInterval] = [:]) {
        var total = 0.0, cpuTotal = 0.0
        for (i, p) in Self.phases.enumerated() {
            let t = frame[p] ?? 0, c = cpu[p] ?? 0
            samples[i].append(t)
            cpuSamples[i].append(c)
            total += t
            cpuTotal += c
        }
        totals.append(total)
        cpuTotals.append(cpuTotal)
    }

    /// Adds `seconds` (wall clock) and `cpu` (CPU time) of `phase` to the last frame recorded (work the
    /// host does after the turn).
    package mutating func addToLastFrame(_ phase: FramePhase, _ seconds: TimeInterval, cpu: TimeInterval = 0) {
        guard let i = Self.phases.firstIndex(of: phase), !totals.isEmpty else { return }
        samples[i][samples[i].count - 1] += seconds
        totals[totals.count - 1] += seconds
        cpuSamples[i][cpuSamples[i].count - 1] += cpu
        cpuTotals[cpuTotals.count - 1] += cpu
    }

    /// Presents that showed nothing because the X server was still copying the previous frame (the
    /// window-surface path): the damage waits for the next present, and the frame is never seen.
    public private(set) var deferredPresents = 0

    public mutating func recordDeferredPresent() { deferredPresents += 1 }

    /// Adds the time from the previous frame's start to this one's, the previous frame having had work.
    public mutating func recordInterval(_ seconds: TimeInterval) { intervals.append(seconds) }

    public var frameCount: Int { totals.count }
    /// Intervals longer than one and a half 60 Hz periods: a refresh passed without a new frame.
    public var missedRefreshCount: Int { intervals.filter { $0 > Self.frameBudget * 1.5 }.count }
    public var slowFrameCount: Int { totals.filter { $0 > Self.frameBudget }.count }
    /// Frames whose work took longer than a 60 Hz frame in CPU time.
    public var slowCPUFrameCount: Int { cpuTotals.filter { $0 > Self.frameBudget }.count }

    /// The q-quantile (0...1) of `values` by the nearest-rank method; 0 for none.
    static func quantile(_ values: [TimeInterval], _ q: Double) -> TimeInterval {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    /// One line a phase (p50, p99, max in milliseconds: wall clock, then CPU time), then the whole frame,
    /// the intervals and the slow frames.
    public var report: String {
        func figures(_ v: [TimeInterval]) -> String {
            String(format: "p50 %7.2f  p99 %7.2f  max %7.2f",
                   Self.quantile(v, 0.5) * 1000, Self.quantile(v, 0.99) * 1000, (v.max() ?? 0) * 1000)
        }
        func row(_ name: String, _ v: [TimeInterval], _ cpu: [TimeInterval]?) -> String {
            name.padding(toLength: 10, withPad: " ", startingAt: 0) + figures(v) + (cpu.map { "   | " + figures($0) } ?? "")
        }
        var lines = ["frame statistics: \(frameCount) frames (ms; wall clock | main thread's CPU time)"]
        for (i, p) in Self.phases.enumerated() { lines.append(row(Self.name(p), samples[i], cpuSamples[i])) }
        lines.append(row("frame", totals, cpuTotals))
        lines.append(row("interval", intervals, nil))
        lines.append(String(format: "frames over %.1f ms: %d of %d (wall clock), %d of %d (CPU time)", Self.frameBudget * 1000,
                            slowFrameCount, frameCount, slowCPUFrameCount, frameCount))
        lines.append(contentsOf: slowestFrames)
        lines.append("presents deferred while the X server copied the previous frame: \(deferredPresents)")
        lines.append(String(format: "intervals over %.1f ms (a refresh without a new frame): %d of %d",
                            Self.frameBudget * 1500, missedRefreshCount, intervals.count))
        return lines.joined(separator: "\n")
    }

    /// How many of the late frames the report lists.
    static let listedSlowFrames = 8

    /// The slowest late frames (wall clock), with their number and each phase's share, so one can see
    /// which phase made each one late: a transition's first frame and an animation's are late differently.
    var slowestFrames: [String] {
        let late = totals.indices.filter { totals[$0] > Self.frameBudget }.sorted { totals[$0] > totals[$1] }
        guard !late.isEmpty else { return [] }
        let header = "slowest frames (ms):" + Self.phases.map { " " + Self.name($0) }.joined()
        return [header] + late.prefix(Self.listedSlowFrames).map { i in
            String(format: "  #%-5d %7.2f =", i + 1, totals[i] * 1000)
                + Self.phases.indices.map { String(format: " %@ %.2f", Self.name(Self.phases[$0]), samples[$0][i] * 1000) }.joined()
        }
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
        private(set) var cpuTimes: [FramePhase: TimeInterval] = [:]
        private var current: FramePhase = .idle
        private var since: TimeInterval = 0, cpuSince: TimeInterval = 0

        /// The turn entered `phase` (`.idle`: the turn ended).
        func enter(_ phase: FramePhase) {
            let now = Self.now(), cpu = Self.cpuNow()
            if current != .idle {
                times[current, default: 0] += now - since
                cpuTimes[current, default: 0] += cpu - cpuSince
            }
            current = phase
            since = now
            cpuSince = cpu
        }

        /// Times `body` as part of `phase`.
        func measure(_ phase: FramePhase, _ body: () -> Void) {
            let start = Self.now(), cpu = Self.cpuNow()
            body()
            times[phase, default: 0] += Self.now() - start
            cpuTimes[phase, default: 0] += Self.cpuNow() - cpu
        }

        static func now() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        /// The calling thread's CPU time.
        static func cpuNow() -> TimeInterval {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return TimeInterval(t.tv_sec) + TimeInterval(t.tv_nsec) / 1e9
        }
    }
}
