import Foundation

/// One event of the lifecycle stream (docs/architecture.md "The event path", docs/event-log.md).
public struct LifecycleEvent {
    /// An argument of the call, in the order the Swift call spells them.
    public struct Argument: Equatable, Sendable {
        public enum Value: Equatable, Sendable {
            case bool(Bool)
            case number(Double)
            /// A controller by its name, or nil (`didMove(toParent: nil)`).
            case controller(String?)
            case string(String)
        }
        public var name: String
        public var value: Value
        /// For a controller argument recorded in process: the controller itself (weakly).
        public var reference: ControllerReference?
        public init(_ name: String, _ value: Value) { self.name = name; self.value = value }

        /// A controller argument: its name for the log, the controller for in-process subscribers.
        @MainActor public static func controller(_ name: String, _ c: UIViewController?) -> Argument {
            var a = Argument(name, .controller(c?.debugName))
            a.reference = c.map(ControllerReference.init)
            return a
        }

        /// Equal when they read the same (the reference is not part of the log).
        public static func == (a: Argument, b: Argument) -> Bool { a.name == b.name && a.value == b.value }
    }

    /// Position in the stream, from 1; numbers are given at emission, so delivery order is seq order.
    public var seq: Int
    /// `UIApplication.frameNumber` when it happened.
    public var frame: Int
    /// `clock.now` when it happened, in seconds.
    public var time: TimeInterval
    /// The controller's name (`debugName`), nil for messages that concern no controller (e.g. `print`).
    public var controller: String?
    public var method: LifecycleMethod
    public var args: [Argument]
    /// The controller's appearance state after the call (nil for events without a controller).
    public var state: AppearanceState?
    public var cause: LifecycleCause?
    /// The text of a warning, violation, finding or print.
    public var message: String?
    /// For findings: the rule broken. (Other events carry their rule in `cause`.)
    public var rule: LifecycleRule?
    /// For warnings, violations and findings recorded in process: what the message is about. Not in the
    /// log (a log read back has only the text).
    public var problem: LifecycleProblem?
    /// For warnings, violations and findings: the other controllers the message names (the event's own
    /// controller is `subject`), weakly.
    public var concerns: [ControllerReference] = []
    /// For findings: the one-line fix.
    public var fix: String?
    /// The scenario line that was running (`LifecycleEventStream.currentLine`).
    public var line: Int?
    /// The controller itself, for in-process subscribers (the checker, the overlay). Weak: the stream
    /// never keeps a controller alive.
    public weak var subject: UIViewController?

    public init(seq: Int = 0, frame: Int = 0, time: TimeInterval = 0, controller: String?, method: LifecycleMethod,
                args: [Argument] = [], state: AppearanceState? = nil, cause: LifecycleCause? = nil,
                message: String? = nil, rule: LifecycleRule? = nil, fix: String? = nil, line: Int? = nil,
                subject: UIViewController? = nil, problem: LifecycleProblem? = nil, concerns: [ControllerReference] = []) {
        self.seq = seq; self.frame = frame; self.time = time
        self.controller = controller; self.method = method; self.args = args; self.state = state
        self.cause = cause; self.message = message; self.rule = rule; self.fix = fix; self.line = line
        self.subject = subject; self.problem = problem; self.concerns = concerns
    }

    public func argument(_ name: String) -> Argument.Value? { args.first { $0.name == name }?.value }

    /// The controller passed as argument `name`, while it lives (in-process events only).
    public func controllerArgument(_ name: String) -> UIViewController? {
        args.first { $0.name == name }?.reference?.controller
    }

    /// `animated` of an appearance callback.
    public var animated: Bool? { if case .bool(let b)? = argument("animated") { return b }; return nil }
}
