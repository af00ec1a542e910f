/// A rule of docs/lifecycle-rules.md: what UIKit does, by number. The overlay, the logs and the findings
/// print its id (`R4`); the raw value is that id, so the event log's `rule` field and a cause's `(R4)`
/// are unchanged by the type.
public enum LifecycleRule: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case r1 = "R1", r2 = "R2", r3 = "R3", r4 = "R4", r5 = "R5", r6 = "R6", r7 = "R7"
    case r8 = "R8", r9 = "R9", r10 = "R10", r11 = "R11", r12 = "R12", r13 = "R13", r14 = "R14", r15 = "R15"
    case r16 = "R16", r17 = "R17"

    /// The id as printed: `R4`.
    public var id: String { rawValue }
    public var description: String { rawValue }

    /// The rule's number, for ordering (`R2` before `R10`).
    public var number: Int { Int(rawValue.dropFirst()) ?? 0 }

    /// What the rule is about, in a few words (the bold lead of its section in docs/lifecycle-rules.md).
    public var title: String {
        switch self {
        case .r1: return "addChild and removeFromParent"
        case .r2: return "Loading"
        case .r3: return "A controller's view entering or leaving a window"
        case .r4: return "Automatic forwarding"
        case .r5: return "transition(from:to:duration:options:animations:completion:)"
        case .r6: return "Manual appearance"
        case .r7: return "Containers"
        case .r8: return "Moving flags"
        case .r9: return "Layout callbacks"
        case .r10: return "Memory warnings"
        case .r11: return "Misuse the checker reports"
        case .r12: return "Presentation"
        case .r13: return "The transition coordinator and size changes"
        case .r14: return "UIPageViewController"
        case .r15: return "The app and scene life cycle"
        case .r16: return "UISplitViewController"
        case .r17: return "Preferred content size"
        }
    }

    public static func < (a: LifecycleRule, b: LifecycleRule) -> Bool { a.number < b.number }
}
