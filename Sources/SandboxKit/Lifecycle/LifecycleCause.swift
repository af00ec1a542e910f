/// Why the framework made a call: a short phrase and the rule of docs/lifecycle-rules.md that made it.
/// Rendered as `"forwarded by a (R4)"`.
public struct LifecycleCause: Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    /// The rule id (`R1`…`R11`), or nil when no rule applies (a call made by app code).
    public var rule: String?

    public init(_ reason: String, rule: String?) {
        self.reason = reason
        self.rule = rule
    }

    public var description: String { rule.map { "\(reason) (\($0))" } ?? reason }

    // The causes the framework uses, in one place so the wording stays consistent.
    static let addChild = LifecycleCause("addChild", rule: "R1")
    static let removeFromParent = LifecycleCause("removeFromParent", rule: "R1")
    static let viewAccessed = LifecycleCause("view accessed", rule: "R2")
    static let viewEnteredWindow = LifecycleCause("view entered window via addSubview", rule: "R3")
    static let viewLeftWindow = LifecycleCause("view left window via removeFromSuperview", rule: "R3")
    static let windowRoot = LifecycleCause("window root", rule: "R3")
    static let windowRootReplaced = LifecycleCause("window root replaced", rule: "R3")
    static let viewMove = LifecycleCause("root view moved", rule: "R3")
    static let transition = LifecycleCause("transition", rule: "R5")
    static let manualAppearance = LifecycleCause("begin/end appearance", rule: "R6")
    static let layoutPass = LifecycleCause("layout pass", rule: "R9")
    static let laidOutBySuperview = LifecycleCause("in the window, laid out by its superview", rule: "R9")
    static let appearanceEndsBeforeLayout = LifecycleCause("appearance ends before a layout pass", rule: "R9")
    static let memoryWarning = LifecycleCause("memory warning", rule: "R10")
    static let checker = LifecycleCause("checker", rule: "R11")
    /// App code called the method itself (e.g. `didMove(toParent:)` after `addChild`).
    static let appCode = LifecycleCause("called by app code", rule: nil)

    @MainActor static func forwarded(by parent: UIViewController) -> LifecycleCause {
        LifecycleCause("forwarded by \(parent.debugName)", rule: "R4")
    }
    @MainActor static func movedFromParent(_ parent: UIViewController) -> LifecycleCause {
        LifecycleCause("addChild moved it from \(parent.debugName)", rule: "R1")
    }
}
