import DeviceLink
import SandboxKit

/// The scenario line running now, for each lifecycle event's `line` (and the crash report). The
/// rewrite marks every statement with its line (`__sandboxLine(12);`) and every function and
/// closure body with `__sandboxEnter(); defer { __sandboxLeave() };`, so after a callback returns
/// into SandboxKit the events carry the caller's line again: a stack, innermost last, as the running
/// Swift code's own call stack.
///
/// In an app the marks also carry the file's number (`SourceLine`): the stack and the crash report keep
/// the whole mark, so a crash names its file; the events' `line` is the line alone.
@MainActor
final class ScenarioLines {
    private var stack: [Int?] = [nil]
    private let stream: LifecycleEventStream

    init(stream: LifecycleEventStream) { self.stream = stream }

    func set(_ mark: Int) {
        stack[stack.count - 1] = mark
        stream.currentLine = SourceLine.split(mark).line
        CrashReporter.lastLine.pointee = mark
    }

    func enter() { stack.append(stack.last ?? nil) }

    func leave() {
        if stack.count > 1 { stack.removeLast() }
        stream.currentLine = (stack.last ?? nil).map { SourceLine.split($0).line }
        if let mark = stack.last ?? nil { CrashReporter.lastLine.pointee = mark }
    }

    /// Sets the line aside while the top level is suspended (the run loop's own events carry no line),
    /// and gives it back when it resumes.
    func suspend() -> [Int?] {
        let saved = stack
        stack = [nil]
        stream.currentLine = nil
        return saved
    }

    func resume(_ saved: [Int?]) {
        stack = saved
        stream.currentLine = (stack.last ?? nil).map { SourceLine.split($0).line }
        if let mark = stack.last ?? nil { CrashReporter.lastLine.pointee = mark }
    }
}
