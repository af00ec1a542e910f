import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a device process ended, and why in words a user can act on.
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
    }

    public var kind: Kind
    /// What the device last wrote to stderr that explains the end (the Swift runtime's "Fatal error: …").
    public var detail: String?

    public init(kind: Kind, detail: String? = nil) { self.kind = kind; self.detail = detail }

    /// True when the device ended by itself or was killed, not because the window asked.
    public var isFailure: Bool {
        switch kind {
        case .exited(let code): return code != 0
        case .signalled, .hung: return true
        case .quit: return false
        }
    }

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
        }
    }

    /// The one table of signal names, for the window's device and the headless commands' alike.
    public static func signalName(_ s: Int32) -> String {
        let names: [Int32: String] = [SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
                                      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGTERM: "SIGTERM",
                                      SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE"]
        return names[s] ?? "signal \(s)"
    }

    /// What in `stderr` says why a Swift program stopped: the runtime's last `RuntimeFailureLine`, else
    /// the last line that is not a backtrace's.
    static func detail(fromStderr text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // From the kind on, as the headless commands say it: the runtime's `Scenario/live.swift:5: ` named
        // the compiled module's file, not the user's (the scenario's line is told apart, "at line 5").
        if let fatal = lines.lazy.reversed().compactMap({ RuntimeFailureLine.message(in: $0) }).first { return fatal }
        let meaningful = lines.filter { !$0.hasPrefix("💣") && !$0.hasPrefix("Current stack trace") && !$0.hasPrefix("Stack dump") && !($0.first?.isNumber ?? false) }
        return meaningful.last.map { String($0.prefix(300)) }
    }
}
