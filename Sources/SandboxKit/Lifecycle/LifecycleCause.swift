/// Why the framework made a call: a short phrase and the rule of docs/lifecycle-rules.md that made it.
/// Rendered as `"forwarded by a (R4)"`.
public struct LifecycleCause: Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    /// The rule, or nil when no rule applies (a call made by app code).
    public var rule: LifecycleRule?
    /// The controller the cause names, when it names one: the parent that forwarded (R4), the parent
    /// `addChild` took the child from (R1). The reason's text carries its name for display.
    public var controller: ControllerReference?

    public init(_ reason: String, rule: LifecycleRule?, concerning controller: ControllerReference? = nil) {
        self.reason = reason
        self.rule = rule
        self.controller = controller
    }

    public var description: String { rule.map { "\(reason) (\($0))" } ?? reason }

    /// Equal when they read the same: the text is what a log keeps.
    public static func == (a: LifecycleCause, b: LifecycleCause) -> Bool { a.reason == b.reason && a.rule == b.rule }

    // The causes the framework uses, in one place so the wording stays consistent.
    static let addChild = LifecycleCause("addChild", rule: .r1)
    static let removeFromParent = LifecycleCause("removeFromParent", rule: .r1)
    static let viewAccessed = LifecycleCause("view accessed", rule: .r2)
    static let viewEnteredWindow = LifecycleCause("view entered window via addSubview", rule: .r3)
    static let viewLeftWindow = LifecycleCause("view left window via removeFromSuperview", rule: .r3)
    static let windowRoot = LifecycleCause("window root", rule: .r3)
    static let windowRootReplaced = LifecycleCause("window root replaced", rule: .r3)
    static let viewMove = LifecycleCause("root view moved", rule: .r3)
    static let transition = LifecycleCause("transition", rule: .r5)
    static let manualAppearance = LifecycleCause("begin/end appearance", rule: .r6)
    static let layoutPass = LifecycleCause("layout pass", rule: .r9)
    static let traitChange = LifecycleCause("traits changed", rule: .r9)
    static let laidOutBySuperview = LifecycleCause("in the window, laid out by its superview", rule: .r9)
    static let appearanceEndsBeforeLayout = LifecycleCause("appearance ends before a layout pass", rule: .r9)
    static let memoryWarning = LifecycleCause("memory warning", rule: .r10)
    static let checker = LifecycleCause("checker", rule: .r11)
    /// App code called the method itself (e.g. `didMove(toParent:)` after `addChild`).
    static let appCode = LifecycleCause("called by app code", rule: nil)

    @MainActor static func forwarded(by parent: UIViewController) -> LifecycleCause {
        LifecycleCause(forwardedBy + parent.debugName, rule: .r4, concerning: ControllerReference(parent))
    }
    @MainActor static func movedFromParent(_ parent: UIViewController) -> LifecycleCause {
        LifecycleCause(movedFrom + parent.debugName, rule: .r1, concerning: ControllerReference(parent))
    }

    // The reasons that end with a controller's name.
    private static let forwardedBy = "forwarded by ", movedFrom = "addChild moved it from "

    /// The controller a reason names, by name, for a cause read back from a log (which keeps only the
    /// text): `"forwarded by a"` → `a`.
    public static func namedController(inReason reason: String) -> ControllerReference? {
        [forwardedBy, movedFrom].first { reason.hasPrefix($0) }.map { ControllerReference(name: String(reason.dropFirst($0.count))) }
    }
}
