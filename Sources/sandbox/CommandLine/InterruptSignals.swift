import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a flag the run loop checks between turns, so a recording command can
/// stop cleanly: the log closed on a whole line, the Chrome trace written as one JSON document. The
/// signals are heard on a dispatch source (no work in a signal handler); a second signal while the
/// command is finishing is ignored too. SIGKILL cannot be caught; the per-event log writes cover it.
/// Sendable: its one mutable field is behind its lock (`check` asks it from every job's thread).
final class InterruptSignals: @unchecked Sendable {
    private let lock = NSLock()
    private var signal: Int32?
    private var sources: [DispatchSourceSignal] = []

    init(_ signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
        for s in signals {
            Foundation.signal(s, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: s, queue: .global())
            source.setEventHandler { [weak self] in self?.record(s) }
            source.resume()
            sources.append(source)
        }
    }

    deinit { for s in sources { s.cancel() } }

    private func record(_ s: Int32) {
        lock.lock(); defer { lock.unlock() }
        if signal == nil { signal = s }
    }

    /// The first signal received, if any.
    var received: Int32? {
        lock.lock(); defer { lock.unlock() }
        return signal
    }

    static func name(_ s: Int32) -> String {
        switch s {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(s)"
        }
    }
}
