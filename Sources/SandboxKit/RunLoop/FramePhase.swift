/// The phases of one run-loop turn, in the order they run (docs/architecture.md, "One frame").
package enum FramePhase: Int, CaseIterable, Comparable, Sendable {
    case idle, input, mainQueue, animation, commit, composite, present
    public static func < (a: FramePhase, b: FramePhase) -> Bool { a.rawValue < b.rawValue }
}
