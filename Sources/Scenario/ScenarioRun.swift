import Foundation
import SandboxKit

/// One run of a scenario against a fresh application: a 390×844-point window, visible from the start,
/// the top level in turn 0, then turns until the application settles (at most `settleLimit` virtual
/// seconds). Headless runs call `run()`; the window drives `step()` itself, one turn a frame.
public final class ScenarioRun {
    public let source: ScenarioSource
    public let application: UIApplication
    public let window: UIWindow
    /// Every lifecycle event of the run, from before turn 0 (the canonical trace is its `traceLines`).
    public let recorder: LifecycleTraceRecorder
    let interpreter: Interpreter
    private let top: TopLevel

    /// The error that stopped the run, if one did.
    public private(set) var error: ScenarioError?
    public private(set) var topLevelFinished = false
    /// A run that has not settled this long after its top level ends stops with an error.
    public var settleLimit: TimeInterval = 60
    /// Saves `screenshot("name.png")`: called after the turn's composite with the name and the window.
    public var screenshotHandler: ((String, UIWindow) throws -> Void)?
    /// Hears each `print` line as it happens (the trace has it too).
    public var printHandler: (String) -> Void {
        get { interpreter.printHandler }
        set { interpreter.printHandler = newValue }
    }
    private var pendingScreenshots: [String] = []
    private var settleStart: TimeInterval?

    /// Parses and prepares a run; scenario classes and top-level functions are checked here, before any
    /// statement runs.
    public convenience init(source: ScenarioSource, profile: LifecycleProfile = .iOS6AndLater, clock: Clock = VirtualClock()) throws {
        let application = UIApplication(clock: clock, screen: .iPhone)
        application.lifecycleProfile = profile
        let window = application.makeWindow()
        window.makeKeyAndVisible()
        try self.init(source: source, application: application, window: window)
    }

    /// Runs the scenario in an application someone else drives (the desktop window: `sandbox open`):
    /// the top level is queued on its main queue for the next turn; whoever turns the run loop calls
    /// `poll()` after each turn (or `step()` to turn it here).
    public init(source: ScenarioSource, application: UIApplication, window: UIWindow) throws {
        self.source = source
        self.application = application
        self.window = window
        recorder = LifecycleTraceRecorder(application.lifecycleEvents)
        interpreter = try Interpreter(source: source, application: application, window: window)
        top = TopLevel(source.tree.statements, env: Env(scope: interpreter.globals, context: nil))
        application.mainQueue.enqueue(at: application.clock.now) { [weak self] in self?.continueTopLevel() }
    }

    public var isFinished: Bool { error != nil || (topLevelFinished && application.isSettled) }

    /// Runs to the end: the top level, then turns until settled. Returns the error that stopped it.
    @discardableResult
    public func run() -> ScenarioError? {
        while !isFinished { step() }
        return error
    }

    /// Runs one turn of the run loop, then checks for errors, screenshots and the settle limit.
    public func step() {
        guard error == nil else { return }
        application.runTurn()
        poll()
    }

    /// After a turn: picks up an error raised in a callback, saves screenshots, applies the settle limit.
    public func poll() {
        if let failure = interpreter.failure { error = error ?? failure }
        for name in pendingScreenshots {
            do { try screenshotHandler?(name, window) }
            catch { self.error = self.error ?? ScenarioError(file: source.fileName, message: "screenshot \(name): \(error)") }
        }
        pendingScreenshots.removeAll()
        guard error == nil, topLevelFinished, !application.isSettled else { return }
        let start = settleStart ?? application.clock.now
        settleStart = start
        if application.clock.now - start >= settleLimit {
            error = ScenarioError(file: source.fileName, message: "the scenario did not settle within \(Int(settleLimit)) virtual seconds (\(unsettledReason))")
        }
    }

    private var unsettledReason: String {
        if !application.mainQueue.isEmpty { return "work is still queued on the main queue" }
        return "something is still animating or waiting for a frame"
    }

    private func continueTopLevel() {
        guard error == nil, interpreter.failure == nil else { return }
        do {
            guard let suspension = try interpreter.resume(top) else { topLevelFinished = true; return }
            schedule(suspension)
        } catch let e as ScenarioError {
            error = error ?? e
        } catch {
            self.error = self.error ?? ScenarioError(file: source.fileName, message: "\(error)")
        }
    }

    /// Queues the rest of the top level after a suspending built-in, on the application's main queue.
    private func schedule(_ suspension: Suspension) {
        let queue = application.mainQueue
        let clock = application.clock
        let resume: () -> Void = { [weak self] in self?.continueTopLevel() }
        switch suspension {
        case .wait(let seconds):
            queue.enqueue(at: clock.now + seconds, resume)
        case .nextTurn:
            queue.enqueue(at: clock.now, resume)
        case .screenshot(let name):
            pendingScreenshots.append(name)
            queue.enqueue(at: clock.now, resume)
        case .tap(let p):
            // Down in the next turn's input phase, up in the one after, then the scenario continues.
            application.post(.pointerDown(p))
            queue.enqueue(at: clock.now) { [weak self] in
                self?.application.post(.pointerUp(p))
                queue.enqueue(at: clock.now, resume)
            }
        case .drag(let from, let to, let duration):
            application.post(.pointerDown(from))
            let moves = max(1, Int((duration * 60).rounded()))
            func step(_ i: Int) {
                queue.enqueue(at: clock.now) { [weak self] in
                    guard let self else { return }
                    if i <= moves {
                        let f = CGFloat(i) / CGFloat(moves)
                        self.application.post(.pointerMoved(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
                        step(i + 1)
                    } else {
                        self.application.post(.pointerUp(to))
                        queue.enqueue(at: clock.now, resume)
                    }
                }
            }
            step(1)
        }
    }
}
