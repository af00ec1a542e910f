import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a device process ended, for every host (the commands' and the window's): how the process went
/// (`kind`), what the device said of it on its event pipe (`report`), and the runtime's reason from its
/// standard error (`detail`). Two wordings read it: `reason`, the window's line under the device screen,
/// and `endReason`, the commands' `ended` event and error line.
public struct DeviceEnd: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// It returned from `main` or called `exit`.
        case exited(Int32)
        /// A signal ended it: a crash (SIGILL/SIGTRAP from a Swift runtime trap, SIGSEGV…) or a kill.
        case signalled(Int32)
        /// It stopped answering the window for `seconds`; the window killed it (as iOS's watchdog does).
        case hung(seconds: Double)
        /// The window asked it to quit (closing, reloading, switching away).
        case quit
        /// It ran past the host's wall-clock limit and was stopped.
        case timedOut(seconds: TimeInterval)
        /// The host was interrupted (SIGINT, SIGTERM) and stopped it.
        case interrupted
    }

    public var kind: Kind
    /// What the device last wrote to stderr that explains the end (`detail(fromStderr:)`).
    public var detail: String?
    /// The device's own last word on how it ended (settled, crashed, stopped…), nil when it said none.
    public var report: DeviceEnding?

    public init(kind: Kind, detail: String? = nil, report: DeviceEnding? = nil) {
        self.kind = kind
        self.detail = detail
        self.report = report
    }

    /// The scenario line that was running, when the device said.
    public var line: Int? { report?.line }

    /// True when the device ended by itself or was killed, not because the window asked.
    public var isFailure: Bool {
        switch kind {
        case .exited(let code): return code != 0
        case .signalled, .hung, .timedOut, .interrupted: return true
        case .quit: return false
        }
    }

    // MARK: The window's wording

    /// One line: "crashed: Fatal error: Index out of range (SIGILL)", "killed (SIGKILL)", …
    public var reason: String {
        switch kind {
        case .exited(0): return "the device ended (exit status 0)"
        case .exited(let code): return "the device exited with status \(code)" + (detail.map { ": \($0)" } ?? "")
        case .signalled(let s):
            let name = Self.signalName(s)
            if let detail { return "crashed: \(detail) (\(name))" }
            if s == SIGKILL { return "killed (SIGKILL): by a user, or by the system for using too much memory" }
            if s == SIGTERM || s == SIGINT || s == SIGHUP { return "stopped (\(name))" }
            return "crashed (\(name))"
        case .hung(let seconds):
            return String(format: "not responding for %g s (an endless loop, a deadlock, a blocked main thread?): killed", seconds)
        case .quit: return "quit"
        case .timedOut, .interrupted: return endReason ?? "stopped"
        }
    }

    // MARK: The commands' wording

    /// A run that ended as it should: settled, or returned with status 0 without saying otherwise.
    public var isSuccess: Bool { endReason == nil }

    /// The `ended` event's text, nil for a normal end.
    public var endReason: String? {
        switch report {
        case .settled?: return nil
        case .unsettled(let message)?: return message
        case .crashed(let signal, let overflow, _)?:
            // The runtime stops a program with a trap (or an abort) right after its message: a bad
            // access after some line of that shape on stderr is not explained by it.
            if [SIGILL, SIGTRAP, SIGABRT].contains(signal), let failure = runtimeFailure {
                // An allocation the heap's cap refused (`DeviceMemoryLimit`): said as what it is.
                if failure.hasPrefix("Fatal error: failed to allocate") { return "crashed: out of memory (the heap limit, --memory-limit): \(failure)" }
                return "crashed: \(failure)"
            }
            if overflow { return "crashed: stack overflow (\(Self.signalName(signal)))" }
            return "crashed: \(Self.describe(signal))"
        default:
            switch kind {
            case .timedOut(let s): return "timed out after \(s == s.rounded() ? String(Int(s)) : String(s)) s of wall-clock time (--timeout)"
            case .interrupted: return "interrupted"
            case .hung: return reason
            case .signalled(let s): return "crashed: the device was killed by \(Self.signalName(s))"
            case .exited(let code) where code != 0: return "crashed: the scenario exited with status \(code)"
            case .exited, .quit: return nil
            }
        }
    }

    /// It did not end in time: it never settled, or ran past the host's wall-clock limit (and did not
    /// crash meanwhile).
    public var isTimeout: Bool {
        switch report {
        case .unsettled?: return true
        case .crashed?, .settled?: return false
        default: if case .timedOut = kind { return true } else { return false }
        }
    }

    /// The host stopped it because the host itself was interrupted (and it had not ended otherwise).
    public var isInterruption: Bool {
        switch report {
        case .settled?, .unsettled?, .crashed?: return false
        default: return kind == .interrupted
        }
    }

    /// The runtime's own reason (`Fatal error: …`), when `detail` is one (`RuntimeFailureLine`).
    public var runtimeFailure: String? { detail.flatMap { RuntimeFailureLine.message(in: $0) } }

    /// What a crash signal usually means, for a device that died of it with no runtime message.
    static func describe(_ signal: Int32) -> String {
        let name = signalName(signal)
        switch signal {
        case SIGSEGV, SIGBUS: return "bad memory access (\(name))"
        case SIGILL, SIGTRAP: return "a run-time trap (\(name))"
        case SIGABRT: return "aborted (SIGABRT)"
        case SIGFPE: return "arithmetic error (SIGFPE)"
        default: return name
        }
    }

    // MARK: Signals and stderr

    /// The one table of signal names, for every host and the device's crash reports.
    static let signalNames: [Int32: String] = [
        SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
        SIGFPE: "SIGFPE", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE", SIGQUIT: "SIGQUIT",
        SIGUSR1: "SIGUSR1",
    ]

    public static func signalName(_ s: Int32) -> String { signalNames[s] ?? "signal \(s)" }

    /// The signal `signalName` names, nil for a name it never gives.
    public static func signalNumber(named name: String) -> Int32? {
        signalNames.first { $0.value == name }?.key
    }

    /// What in `stderr` says why a Swift program stopped: its last line that is not a backtrace's, which
    /// is the runtime's `RuntimeFailureLine` when the runtime stopped it (the runtime writes it just
    /// before the trap). A line of that shape written earlier (a scenario printing a log to stderr, then
    /// going on) is not the reason for whatever ends the program later.
    public static func detail(fromStderr text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let meaningful = lines.filter { !$0.hasPrefix("💣") && !$0.hasPrefix("Current stack trace") && !$0.hasPrefix("Stack dump") && !($0.first?.isNumber ?? false) }
        guard let last = meaningful.last else { return nil }
        // From the kind on, as the headless commands say it: the runtime's `Scenario/live.swift:5: ` named
        // the compiled module's file, not the user's (the scenario's line is told apart, "at line 5").
        return RuntimeFailureLine.message(in: last) ?? String(last.prefix(300))
    }
}
