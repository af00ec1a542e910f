/// What a device says of how its run went (`DeviceReport.ending`): settled, or how it is about to end.
/// The host keeps the last one it heard as part of the end (`DeviceEnd.report`).
public enum DeviceEnding: Equatable, Sendable {
    /// The top level has ended and the application has settled (headless: the run's normal end; a
    /// window's device goes on, input may still come).
    case settled
    /// The run did not settle within its limit (then the device exits 3).
    case unsettled(message: String)
    /// Dying of `signal` (a trap, a bad access, an abort), written from its handler; `stackOverflow`
    /// when the faulting address was on a thread's stack guard.
    case crashed(signal: Int32, stackOverflow: Bool, line: Int?)
    /// The answer to SIGUSR1, the host's stop (its wall-clock limit, or an interrupted command).
    case stopped(line: Int?)
    /// A termination signal the scenario raised or was sent (SIGTERM, SIGINT, SIGHUP, SIGQUIT).
    case killed(signal: Int32, line: Int?)
    /// The scenario called `exit(N)` at `line` (the status is the process's own).
    case exited(line: Int)

    /// The scenario line the device was running, when it said.
    public var line: Int? {
        switch self {
        case .crashed(_, _, let line), .stopped(let line), .killed(_, let line): return line
        case .exited(let line): return line
        case .settled, .unsettled: return nil
        }
    }
}
