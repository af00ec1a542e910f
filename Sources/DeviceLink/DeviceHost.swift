import Foundation
import Raster
import SandboxKit
#if canImport(Glibc)
import Glibc
#endif

/// The window's end of the link: starts the device process, reads its events, frames and controller
/// table, sends it input, and notices when it ends, however it ends.
///
/// Background threads read the device (so it never waits long on a full pipe, however much it prints)
/// and call `wake` when something arrived; the window's main thread then calls `poll()`. A ping every
/// half second that goes unanswered for `hangTimeout` means the device's main thread is stuck: the host
/// kills it, as iOS's watchdog kills an app that stops answering. When the process has ended, `poll()`
/// reports it after the last event it wrote; the latest frame stays readable.
public final class DeviceHost: @unchecked Sendable {
    public let pid: pid_t
    public let frames: SharedFrames
    public let hangTimeout: TimeInterval
    private let control: LinkSocket
    private let inbox: Inbox
    /// The buffer holding the frame shown last (the device does not write into it).
    private var shownBuffer: Int?
    private var pendingDamage = IntRect.zero
    public private(set) var latestFrame: FrameNotice?
    public private(set) var end: DeviceEnd?

    /// The device's screen is 390×844 points at `scale` (1 to 3); its heap may grow to `memoryLimit`
    /// megabytes (default: half the machine's memory, at most 8 GB).
    public init(launch: DeviceLaunch, scale: Int, hangTimeout: TimeInterval = 5, memoryLimit: Int = DeviceHost.defaultMemoryLimit,
                wake: @escaping @Sendable () -> Void) throws {
        precondition((1...3).contains(scale), "scale 1 to 3")
        self.hangTimeout = hangTimeout
        frames = try SharedFrames.create(capacity: Int(UIScreen.iPhoneSize.width * UIScreen.iPhoneSize.height) * scale * scale)
        let (mine, theirs) = try LinkSocket.pair()
        control = mine
        let events = try Self.pipe(), out = try Self.pipe(), err = try Self.pipe()
        let link = DeviceLinkDescriptor(controlDescriptor: 3, framesDescriptor: 4, eventsDescriptor: 5, scale: scale,
                                        memoryLimitMegabytes: memoryLimit)
        var env = ProcessInfo.processInfo.environment.merging(launch.environment) { $1 }
        env[DeviceLinkDescriptor.environmentKey] = link.environmentValue
        // The runtime's "Fatal error" line is the reason shown; a backtrace would take seconds to print.
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=no" }
        pid = try Self.spawn(launch, environment: env,
                             descriptors: [(out.write, 1), (err.write, 2), (theirs.descriptor, 3), (frames.descriptor, 4), (events.write, 5)])
        // The device has its own copies; the window keeps only its reading ends.
        for fd in [events.write, out.write, err.write] { close(fd) }
        _ = theirs // closed when it goes out of scope (its descriptor was duplicated into the device)
        inbox = Inbox(wake: wake)
        startThreads(events: events.read, stdout: out.read, stderr: err.read)
    }

    /// Half the machine's memory in megabytes, at most 8 GB (`DeviceMemoryLimit`).
    public static var defaultMemoryLimit: Int { DeviceMemoryLimit.defaultMegabytes }

    deinit {
        if end == nil { Glibc.kill(pid, SIGKILL) }
    }

    /// Sends a message to the device (input, controls, quit); lost silently once it has ended.
    public func send(_ message: HostMessage) { control.send(message.encoded) }

    /// Asks the device to quit, and kills it if it has not ended within `grace` seconds.
    public func stop(grace: TimeInterval = 0.5) {
        guard end == nil else { return }
        inbox.quitAsked()
        send(.quit)
        let pid = self.pid, inbox = self.inbox
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
            if !inbox.hasEnded { Glibc.kill(pid, SIGKILL) }
        }
    }

    /// Kills the device at once (SIGKILL).
    public func kill() { Glibc.kill(pid, SIGKILL) }

    /// What arrived since the last call. A new frame is passed to `show` (its pixels, their size, the
    /// part changed since the last frame shown) before the older buffer is handed back to the device.
    /// At most `maxLines` event lines are taken (`DeviceUpdate.moreLines` says when some are left).
    public func poll(maxLines: Int = .max, show: (_ pixels: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int, _ damage: IntRect) -> Void = { _, _, _, _ in }) -> DeviceUpdate {
        let taken = inbox.take(maxLines: maxLines)
        var update = DeviceUpdate()
        update.eventLines = taken.lines
        update.moreLines = taken.more
        var notices: [FrameNotice] = []
        for m in taken.messages {
            switch m {
            case .frame(let f): notices.append(f)
            case .controllers(let rows): update.controllers = rows
            case .views(let tree): update.views = tree
            case .keyboard(let shown): update.keyboard = shown
            case .pong: break
            }
        }
        if let newest = notices.last {
            for n in notices { pendingDamage = pendingDamage.union(n.damage) }
            if newest.width * newest.height <= frames.capacity {
                let pixels = UnsafeBufferPointer(start: frames.pixels(newest.buffer), count: newest.width * newest.height)
                show(pixels, newest.width, newest.height, pendingDamage.intersection(IntRect(x: 0, y: 0, width: newest.width, height: newest.height)))
            }
            pendingDamage = .zero
            latestFrame = newest
            update.frame = newest
            // Every buffer but the one now shown goes back to the device.
            var released = Set(notices.map(\.buffer))
            if let s = shownBuffer { released.insert(s) }
            released.remove(newest.buffer)
            shownBuffer = newest.buffer
            if end == nil && taken.end == nil { for b in released.sorted() { send(.release(buffer: b)) } }
        }
        if let e = taken.end {
            end = e
            update.end = e
        }
        return update
    }

    /// The frame shown last, as a bitmap (tests, screenshots).
    public func latestFrameBitmap() -> Bitmap? {
        guard let f = latestFrame, f.width * f.height <= frames.capacity else { return nil }
        let pixels = Array(UnsafeBufferPointer(start: frames.pixels(f.buffer), count: f.width * f.height))
        return Bitmap(width: f.width, height: f.height, pixels: pixels)
    }

    /// Waits (for tests and headless use) until `condition` holds of the updates polled so far, at most
    /// `timeout` seconds; returns whether it did.
    public func pollUntil(timeout: TimeInterval, _ condition: (DeviceUpdate) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(poll()) { return true }
            if end != nil { return false }
            usleep(5_000)
        }
        return false
    }

    // MARK: Process

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        // (pipe2 is not in Swift's Glibc module; the window starts its devices from the main thread only.)
        guard Glibc.pipe(&fds) == 0 else { throw LinkError.system("cannot make a pipe to the device", errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// posix_spawn with `descriptors` (source, number in the device) and stdin from /dev/null, in a
    /// process group of its own (Ctrl-C in the terminal reaches the window, which then quits the device).
    private static func spawn(_ launch: DeviceLaunch, environment: [String: String],
                              descriptors: [(Int32, Int32)]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Duplicate the sources above every target first, so no dup2 overwrites a source not yet moved;
        // the duplicates are close-on-exec, the targets are not.
        var high: [Int32] = []
        defer { for fd in high { close(fd) } }
        for (source, target) in descriptors {
            let h = fcntl(source, F_DUPFD_CLOEXEC, 64)
            guard h >= 0 else { throw LinkError.system("cannot pass a descriptor to the device", errno) }
            high.append(h)
            posix_spawn_file_actions_adddup2(&actions, h, target)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw LinkError.system("cannot start the device \(launch.executable)", rc) }
        return pid
    }

    private func startThreads(events: Int32, stdout: Int32, stderr: Int32) {
        let inbox = self.inbox, control = self.control, pid = self.pid, hangTimeout = self.hangTimeout
        let eventsDone = DispatchSemaphore(value: 0), controlDone = DispatchSemaphore(value: 0)
        let stderrDone = DispatchSemaphore(value: 0)
        Self.thread("device-events") {
            var partial: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(events, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                var lines: [String] = []
                var start = 0
                for i in 0..<n where buffer[i] == 0x0A {
                    partial.append(contentsOf: buffer[start..<i])
                    lines.append(String(decoding: partial, as: UTF8.self))
                    partial.removeAll(keepingCapacity: true)
                    start = i + 1
                }
                partial.append(contentsOf: buffer[start..<n])
                if !lines.isEmpty { inbox.add(lines: lines) }
            }
            // A line without its newline was being written when the device died: it is not an event.
            close(events)
            eventsDone.signal()
        }
        Self.thread("device-control") {
            while case .message(let text) = control.receive(wait: true) {
                if let m = DeviceMessage(encoded: text) {
                    if case .pong = m { inbox.pong() } else { inbox.add(message: m) }
                }
            }
            controlDone.signal()
        }
        for (fd, ours, name) in [(stdout, STDOUT_FILENO, "standard output"), (stderr, STDERR_FILENO, "standard error")] {
            let isErr = fd == stderr
            Self.thread("device-output") {
                let target = OutputFile(descriptor: ours, path: name, what: "the device's output")
                var buffer = [UInt8](repeating: 0, count: 16384)
                while true {
                    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n < 0 && errno == EINTR { continue }
                    guard n > 0 else { break }
                    // What the device prints reaches the terminal the window runs in, as a Simulator app's
                    // output reaches Xcode's console. Best effort: a window whose own output is gone (a
                    // closed terminal) keeps showing the device, and stderr is kept below as well.
                    try? target.write(Data(buffer[0..<n]))
                    if isErr { inbox.addStderr(buffer[0..<n]) }
                }
                close(fd)
                if isErr { stderrDone.signal() }
            }
        }
        Self.thread("device-wait") {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            // Every event the device wrote is read before its end is reported: while the reader waits for
            // the window to take lines, it is still making progress.
            while eventsDone.wait(timeout: .now() + 2) == .timedOut, inbox.isFull {}
            _ = controlDone.wait(timeout: .now() + 0.5)
            // The runtime's last words ("Fatal error: …") are the end's detail: read to the end first.
            _ = stderrDone.wait(timeout: .now() + 1)
            let signalled = status & 0x7F != 0 && status & 0x7F != 0x7F
            let kind: DeviceEnd.Kind
            if let hung = inbox.hungAfter { kind = .hung(seconds: hung) }
            else if inbox.wasAskedToQuit { kind = .quit }
            else if signalled { kind = .signalled(status & 0x7F) }
            else { kind = .exited((status >> 8) & 0xFF) }
            let detail: String?
            switch kind {
            case .signalled, .exited: detail = DeviceEnd.detail(fromStderr: inbox.stderrTail)
            default: detail = nil
            }
            inbox.finish(DeviceEnd(kind: kind, detail: detail))
        }
        Self.thread("device-watchdog") {
            var n = 0
            while !inbox.hasEnded {
                n += 1
                control.send(HostMessage.ping(n).encoded)
                usleep(250_000)
                // A device blocked on a full pipe is writing, not stuck: the window is the slow one.
                if inbox.isFull { inbox.pong() }
                let silent = inbox.secondsSinceLastPong()
                if silent > hangTimeout && !inbox.hasEnded && !inbox.wasAskedToQuit {
                    inbox.markHung(after: hangTimeout)
                    Glibc.kill(pid, SIGKILL)
                    return
                }
            }
        }
    }

    private static func thread(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let t = Thread(block: body)
        t.name = name
        t.start()
    }
}

/// What the reading threads hand to the main thread, under a lock.
private final class Inbox: @unchecked Sendable {
    private let lock = NSCondition()
    private let wake: @Sendable () -> Void
    /// Event lines read and not yet taken, from `head` on (taken lines are dropped in bulk, not one
    /// by one: `removeFirst` on a flood's backlog was the window's whole time).
    private var lines: [String] = []
    private var head = 0
    /// Lines held before the reader waits: a device that prints faster than the window lists then
    /// waits on its pipe (the window's memory stays flat and it keeps drawing and answering keys).
    static let capacity = 20_000
    private var readerWaiting = false
    private var messages: [DeviceMessage] = []
    private var end: DeviceEnd?
    private var wakePending = false
    private var lastPong = DispatchTime.now().uptimeNanoseconds
    private var stderrBytes: [UInt8] = []
    private(set) var hungAfter: Double?
    private var quit = false
    private var ended = false

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    private func locked<T>(_ body: () -> T) -> T { lock.lock(); defer { lock.unlock() }; return body() }

    /// Wakes the main thread once for everything added until it takes it.
    private func added() {
        let needsWake = locked { () -> Bool in
            defer { wakePending = true }
            return !wakePending
        }
        if needsWake { wake() }
    }

    /// Waits while the inbox is full, unless the device has ended or the window asked it to quit.
    func add(lines new: [String]) {
        lock.lock()
        while lines.count - head >= Self.capacity && !ended && !quit {
            readerWaiting = true
            lock.wait()
        }
        readerWaiting = false
        lines += new
        lock.unlock()
        added()
    }

    /// The reader is waiting for room: the device is writing, the window is the slow one.
    var isFull: Bool { locked { readerWaiting } }
    func add(message: DeviceMessage) { locked { messages.append(message) }; added() }
    func addStderr(_ bytes: ArraySlice<UInt8>) {
        locked {
            stderrBytes += bytes
            if stderrBytes.count > 16384 { stderrBytes.removeFirst(stderrBytes.count - 16384) }
        }
    }
    var stderrTail: String { locked { String(decoding: stderrBytes, as: UTF8.self) } }
    func pong() { locked { lastPong = DispatchTime.now().uptimeNanoseconds } }
    func secondsSinceLastPong() -> Double { locked { Double(DispatchTime.now().uptimeNanoseconds - lastPong) / 1e9 } }
    func markHung(after seconds: Double) { locked { hungAfter = seconds } }
    func quitAsked() { locked { quit = true; lock.broadcast() } }
    var wasAskedToQuit: Bool { locked { quit } }
    var hasEnded: Bool { locked { ended } }
    func finish(_ e: DeviceEnd) { locked { end = e; ended = true; lock.broadcast() }; added() }

    /// At most `maxLines` lines, oldest first, and the messages; the end only once every line is taken
    /// (it comes after the last event). `more`: lines are left (the caller wakes itself again).
    func take(maxLines: Int) -> (lines: [String], messages: [DeviceMessage], end: DeviceEnd?, more: Bool) {
        locked {
            let n = min(maxLines, lines.count - head)
            let taken = Array(lines[head..<(head + n)])
            head += n
            if head == lines.count { lines = []; head = 0 } else if head > 4096, head * 2 > lines.count {
                lines.removeFirst(head)
                head = 0
            }
            let more = head < lines.count
            let e = more ? nil : end
            let m = messages
            messages = []
            if !more { end = nil }
            // With lines left the caller polls again by itself (a frame later): no wake-up per line read
            // meanwhile, or the window handles a growing heap of them and never draws.
            wakePending = more
            lock.broadcast()
            return (taken, m, e, more)
        }
    }
}
