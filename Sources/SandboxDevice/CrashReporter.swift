import Foundation
import Glibc
@_implementationOnly import DeviceLink

/// Tells the host why the device stops when it stops abnormally, in the last moments it has: a trap
/// (nil unwrap, `fatalError`, index out of range: SIGILL/SIGTRAP), a bad access or a stack overflow
/// (SIGSEGV/SIGBUS, told apart by the faulting address), an abort; and SIGUSR1, which the host sends at
/// `--timeout`. Each handler writes one `DeviceReport` to the event pipe (preceded by a newline, so a
/// line it interrupts is cut off and cannot swallow it) with the scenario line running, then the device
/// dies of the signal (or exits 3 for SIGUSR1). The handlers run on an alternate stack (set on each
/// thread), so a stack overflow can still be reported. They write only bytes prepared here, each report
/// encoded at install without its line (which the wire format keeps last): no allocation.
///
/// A scenario that ends itself is told of too, with its line: `exit(N)` (an `atexit` handler reports
/// `exited`) and a termination signal it raises or is sent (SIGTERM, SIGINT, SIGHUP, SIGQUIT: `killed`,
/// then it dies of the signal).
enum CrashReporter {
    nonisolated(unsafe) static var fd: Int32 = 3
    nonisolated(unsafe) static var stacks: [(low: UInt, high: UInt)] = []
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    /// The scenario line running, written by `ScenarioLines` and read here (a plain word: no lock, no
    /// allocation). Raw memory rather than a `static var`: the handler runs on the thread it
    /// interrupts, often in the middle of a write here, and Swift's exclusivity checking would abort
    /// that read as a simultaneous access. Signal-handler state, like `fd` and `stacks`: no actor
    /// can cover a handler.
    nonisolated(unsafe) static let lastLine: UnsafeMutablePointer<Int> = {
        let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        word.initialize(to: 0)
        return word
    }()

    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    static let terminationSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]
    /// Each signal's report, encoded at install without the line and without its closing brace.
    nonisolated(unsafe) static var reports: [(signal: Int32, stackOverflow: Bool, bytes: UnsafeMutablePointer<UInt8>, count: Int)] = []

    /// The report for `signal`, as the handler will write it before the line.
    private static func prepare(_ report: DeviceReport, for signal: Int32, stackOverflow: Bool = false) {
        let text = Array(report.encoded.utf8.dropLast())
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: text.count)
        bytes.initialize(from: text, count: text.count)
        reports.append((signal, stackOverflow, bytes, text.count))
    }

    static func install(fd: Int32) {
        self.fd = fd
        // Made now, not lazily on first use inside a handler (which must not allocate).
        _ = (buffer, lastLine)
        for signal in crashSignals {
            prepare(.ending(.crashed(signal: signal, stackOverflow: false, line: nil)), for: signal)
            prepare(.ending(.crashed(signal: signal, stackOverflow: true, line: nil)), for: signal, stackOverflow: true)
        }
        for signal in terminationSignals { prepare(.ending(.killed(signal: signal, line: nil)), for: signal) }
        prepare(.ending(.stopped(line: nil)), for: SIGUSR1)
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        prepareThread()
        atexit { CrashReporter.reportExit() }
        for s in crashSignals + terminationSignals + [SIGUSR1] {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in CrashReporter.handle(signal, info) }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(s, &action, nil)
        }
    }

    /// Each thread that runs scenario code: an alternate signal stack, and its stack's range (to tell a
    /// stack overflow from another bad access).
    static func prepareThread(stackSize: UInt? = nil) {
        let altSize = 1 << 16
        var alt = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: altSize, alignment: 16), ss_flags: 0, ss_size: altSize)
        sigaltstack(&alt, nil)
        // The stack grows down from about here, at most `size` bytes (the main thread's limit is
        // RLIMIT_STACK; the run loop's is set when it is made), plus its guard below.
        var here = 0
        let top = withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) }
        let size = stackSize ?? {
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
            return limit.rlim_cur == rlim_t.max ? UInt(8 << 20) : UInt(limit.rlim_cur)
        }()
        let low = top > size + (1 << 20) ? top - size - (1 << 20) : 0
        stacks.append((low, top + (1 << 16)))
    }

    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        var overflow = false
        if signal == SIGSEGV || signal == SIGBUS, let info {
            let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
            overflow = stacks.contains { address >= $0.low && address < $0.high }
        }
        var n = 0
        func put(_ s: StaticString) {
            s.withUTF8Buffer { for b in $0 where n < 250 { buffer[n] = b; n += 1 } }
        }
        func putNumber(_ value: Int) {
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var v = max(0, value), count = 0
            withUnsafeMutableBytes(of: &digits) { d in
                repeat { d[count] = UInt8(48 + v % 10); v /= 10; count += 1 } while v > 0 && count < 10
                while count > 0 && n < 250 { count -= 1; buffer[n] = d[count]; n += 1 }
            }
        }
        put("\n")
        if let report = reports.first(where: { $0.signal == signal && $0.stackOverflow == overflow }) {
            for i in 0..<report.count where n < 200 { buffer[n] = report.bytes[i]; n += 1 }
        }
        let line = CrashReporter.lastLine.pointee
        if line > 0 { put(",\"line\":"); putNumber(line) }
        put("}\n")
        _ = Glibc.write(fd, buffer, n)
        if signal == SIGUSR1 { _exit(3) }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }

    /// At `exit`: the scenario line that called it (nothing when the top level had ended, line 0).
    private static func reportExit() {
        let line = lastLine.pointee
        guard line > 0 else { return }
        let text = Array("\n\(DeviceReport.ending(.exited(line: line)).encoded)\n".utf8)
        _ = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}
