import EventLog
import Foundation
import SandboxKit
#if canImport(Glibc)
import Glibc
#endif

/// What a device process says on its event pipe, one JSON object a line: each lifecycle event as the
/// event log's own line, and what the runtime says of the run itself as a line with a `device` key
/// (`{"device":"crashed","signal":"SIGILL","line":12}`). The device writes only through `encoded`, and
/// every host reads only through `init?(line:)`.
///
/// `line` (the scenario line running), when there is one, is always the last field: a signal handler,
/// which may not allocate, writes a line encoded in advance and puts the number before its closing brace
/// (`CrashReporter` in the device runtime).
public enum DeviceReport {
    /// A lifecycle event, exactly the event log's line (`LifecycleEvent.jsonLine`).
    case event(LifecycleEvent)
    /// How the run went: settled, or how it is ending.
    case ending(DeviceEnding)
    /// The window's view tree as `recursiveDescription` text, at a `screenshot(...)` or at the end (nil).
    case views(screenshot: String?, text: String)
    /// A `screenshot(...)` that could not be saved, and why.
    case screenshotFailed(screenshot: String, message: String)
    /// A `screenshot(...)` a headless device did not save because no folder was given.
    case screenshotSkipped(screenshot: String)

    /// The same as its `ending`.
    public static var settled: DeviceReport { .ending(.settled) }

    /// The line, without its newline.
    public var encoded: String {
        switch self {
        case .event(let event): return event.jsonLine
        case .ending(.settled): return Self.control("settled", [])
        case .ending(.unsettled(let message)): return Self.control("unsettled", [("message", LifecycleEvent.quote(message))])
        case .ending(.crashed(let signal, let overflow, let line)):
            return Self.control("crashed", [("signal", LifecycleEvent.quote(DeviceEnd.signalName(signal)))]
                                + (overflow ? [("stackOverflow", "true")] : []), line: line)
        case .ending(.stopped(let line)): return Self.control("stopped", [], line: line)
        case .ending(.killed(let signal, let line)):
            return Self.control("killed", [("signal", LifecycleEvent.quote(DeviceEnd.signalName(signal)))], line: line)
        case .ending(.exited(let line)): return Self.control("exit", [], line: line)
        case .views(let screenshot, let text):
            return Self.control("views", (screenshot.map { [("screenshot", LifecycleEvent.quote($0))] } ?? [])
                                + [("text", LifecycleEvent.quote(text))])
        case .screenshotFailed(let screenshot, let message):
            return Self.control("screenshot-failed", [("screenshot", LifecycleEvent.quote(screenshot)), ("message", LifecycleEvent.quote(message))])
        case .screenshotSkipped(let screenshot):
            return Self.control("screenshot-skipped", [("screenshot", LifecycleEvent.quote(screenshot))])
        }
    }

    static func control(_ kind: String, _ fields: [(String, String)], line: Int? = nil) -> String {
        let all = [("device", LifecycleEvent.quote(kind))] + fields + (line.map { [("line", String($0))] } ?? [])
        return "{" + all.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A line that is not an event: what the runtime says of the run.
    public static func isControlLine(_ line: String) -> Bool { line.hasPrefix("{\"device\"") }

    /// The report a line holds; nil for a line that is neither an event nor a control line this
    /// version knows (a torn line, a line a forked child wrote half of).
    public init?(line: String) {
        guard Self.isControlLine(line) else {
            guard let event = LifecycleEvent(jsonLine: line) else { return nil }
            self = .event(event)
            return
        }
        guard let c = try? JSONDecoder().decode(ControlLine.self, from: Data(line.utf8)) else { return nil }
        let signal = c.signal.flatMap(DeviceEnd.signalNumber(named:))
        switch c.device {
        case "settled": self = .ending(.settled)
        case "unsettled": self = .ending(.unsettled(message: c.message ?? "the scenario did not settle"))
        case "crashed": self = .ending(.crashed(signal: signal ?? 0, stackOverflow: c.stackOverflow ?? false, line: c.line))
        case "stopped": self = .ending(.stopped(line: c.line))
        case "killed": self = .ending(.killed(signal: signal ?? 0, line: c.line))
        case "exit":
            guard let line = c.line else { return nil }
            self = .ending(.exited(line: line))
        case "views": self = .views(screenshot: c.screenshot, text: c.text ?? "")
        case "screenshot-failed":
            self = .screenshotFailed(screenshot: c.screenshot ?? "", message: c.message ?? "a screenshot could not be saved")
        case "screenshot-skipped": self = .screenshotSkipped(screenshot: c.screenshot ?? "")
        default: return nil
        }
    }

    /// Every field a control line may hold.
    private struct ControlLine: Decodable {
        var device: String
        var signal: String?
        var stackOverflow: Bool?
        var line: Int?
        var message: String?
        var screenshot: String?
        var text: String?
    }
}

extension DeviceReport: Equatable {
    /// Events are equal when their lines are (an event read back holds names, not controllers).
    public static func == (a: DeviceReport, b: DeviceReport) -> Bool { a.encoded == b.encoded }
}
