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
        public init(_ name: String, _ value: Value) { self.name = name; self.value = value }
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
    public var rule: String?
    /// For findings: the one-line fix.
    public var fix: String?
    /// The scenario line that was running (`LifecycleEventStream.currentLine`).
    public var line: Int?
    /// The controller itself, for in-process subscribers (the checker, the overlay). Weak: the stream
    /// never keeps a controller alive.
    public weak var subject: UIViewController?

    public init(seq: Int = 0, frame: Int = 0, time: TimeInterval = 0, controller: String?, method: LifecycleMethod,
                args: [Argument] = [], state: AppearanceState? = nil, cause: LifecycleCause? = nil,
                message: String? = nil, rule: String? = nil, fix: String? = nil, line: Int? = nil,
                subject: UIViewController? = nil) {
        self.seq = seq; self.frame = frame; self.time = time
        self.controller = controller; self.method = method; self.args = args; self.state = state
        self.cause = cause; self.message = message; self.rule = rule; self.fix = fix; self.line = line
        self.subject = subject
    }

    public func argument(_ name: String) -> Argument.Value? { args.first { $0.name == name }?.value }

    /// `animated` of an appearance callback.
    public var animated: Bool? { if case .bool(let b)? = argument("animated") { return b }; return nil }
}
