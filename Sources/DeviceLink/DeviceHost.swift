import DeviceFork
import EventLog
import Foundation
import Raster
import SandboxKit
#if canImport(Glibc)
import Glibc
#endif

/// The window's end of the link: a `DeviceProcess` (the one way a device is started and read, with
/// its end) and, on top of it, what a shown device adds: the control socket (input in, frames and the
/// controller table out), the shared frame memory, the watchdog, and an inbox the window takes from.
///
/// A background thread reads the device (so it never waits long on a full pipe, however much it prints)
/// and calls `wake` when something arrived; the window's main thread then calls `poll()`. A ping every
/// half second that goes unanswered for `hangTimeout` means the device's main thread is stuck: the host
/// kills it, as iOS's watchdog kills an app that stops answering. When the process has ended, `poll()`
/// reports it after the last event it wrote; the latest frame stays readable.
public final class DeviceHost: @unchecked Sendable {
    public let pid: pid_t
    public let frames: SharedFrames
    public let hangTimeout: TimeInterval
    private let control: LinkSocket
    private let inbox: Inbox
    private let running: DeviceProcess.Running
    /// The buffer holding the frame shown last (the device does not write into it).
    private var shownBuffer: Int?
    private var pendingDamage = IntRect.zero
    public private(set) var latestFrame: FrameNotice?
    public private(set) var end: DeviceEnd?

    /// The device's screen is its launch's model's (`DeviceLaunchSettings.deviceModel`, by default 390×844
    /// points) at `scale` (1 to 3); its heap may grow to `memoryLimit`
    /// megabytes (default: half the machine's memory, at most 8 GB).
    public init(launch: DeviceLaunch, scale: Int, hangTimeout: TimeInterval = 5, memoryLimit: Int = DeviceHost.defaultMemoryLimit,
                wake: @escaping @Sendable () -> Void) throws {
        precondition((1...3).contains(scale), "scale 1 to 3")
        self.hangTimeout = hangTimeout
        let screen = launch.settings.deviceModel.flatMap(DeviceModel.named)?.portraitSize ?? UIScreen.iPhoneSize
        frames = try SharedFrames.create(capacity: Int(screen.width * screen.height) * scale * scale)
        let (mine, theirs) = try LinkSocket.pair()
        control = mine
        var process = DeviceProcess(launch: launch)
        process.launch.settings.link = DeviceLinkDescriptor(scale: scale)
        process.launch.settings.memoryLimitMegabytes = memoryLimit
        process.descriptors = [(theirs.descriptor, DeviceDescriptor.control), (frames.descriptor, DeviceDescriptor.frames)]
        let inbox = Inbox(wake: wake)
        // What the device prints reaches the terminal the window runs in, as a Simulator app's output
        // reaches Xcode's console. Best effort: a window whose own output is gone (a closed terminal)
        // keeps showing the device.
        let stdout = OutputFile(descriptor: STDOUT_FILENO, path: "standard output", what: "the device's output")
        let stderr = OutputFile(descriptor: STDERR_FILENO, path: "standard error", what: "the device's output")
        process.onOutput = { try? stdout.write($0 + "\n") }
        process.onErrorOutput = { try? stderr.write($0 + "\n") }
        running = try process.start()
        pid = running.pid
        _ = theirs // closed when it goes out of scope (its descriptor was duplicated into the device)
        self.inbox = inbox
        startThreads()
    }

    /// Half the machine's memory in megabytes, at most 8 GB (`DeviceMemoryLimit`).
    public static var defaultMemoryLimit: Int { DeviceMemoryLimit.defaultMegabytes }

    deinit {
        if end == nil { running.kill() }
    }

    /// Sends a message to the device (input, controls, quit); lost silently once it has ended.
    public func send(_ message: HostMessage) { control.send(message.encoded) }

    /// Asks the device to quit, and kills it if it has not ended within `grace` seconds.
    public func stop(grace: TimeInterval = 0.5) {
        guard end == nil else { return }
        inbox.quitAsked()
        send(.quit)
        let running = self.running, inbox = self.inbox
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
            if !inbox.hasEnded { running.kill() }
        }
    }

    /// Kills the device at once (SIGKILL).
    public func kill() { running.kill() }

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

    // MARK: Threads

    private func startThreads() {
        let inbox = self.inbox, control = self.control, running = self.running, hangTimeout = self.hangTimeout
        let controlDone = DispatchSemaphore(value: 0)
        Self.thread("device-control") {
            while case .message(let text) = control.receive(wait: true) {
                if let m = DeviceMessage(encoded: text) {
                    if case .pong = m { inbox.pong() } else { inbox.add(message: m) }
                }
            }
            controlDone.signal()
        }
        Self.thread("device-reader") {
            // Event lines wait in the inbox while it is full: the device then waits on its pipe.
            var end = running.readToEnd(decodesEvents: false) { lines in inbox.add(lines: lines.map(\.line)) }
            // The last frames and the controller table come on the socket, which closes with the device.
            _ = controlDone.wait(timeout: .now() + 0.5)
            if let hung = inbox.hungAfter { end.kind = .hung(seconds: hung) } else if inbox.wasAskedToQuit { end.kind = .quit }
            inbox.finish(end)
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
                    running.kill()
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
