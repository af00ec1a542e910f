import Foundation
import SandboxKit

/// What the window tells the device over the control socket (one datagram each, a line of text).
public enum HostMessage: Equatable, Sendable {
    /// Pointer and keys, in device points, for the device's next turn.
    case input(InputEvent)
    /// The window has read a newer frame: the device may write into `buffer` again.
    case release(buffer: Int)
    /// Are you turning? (answered with `DeviceMessage.pong`; no answer for long means the device hangs)
    case ping(Int)
    /// The sandbox's animation controls: slow-motion factor (1 is normal speed), pause, one step.
    case slowFactor(Double)
    case paused(Bool)
    case step
    case memoryWarning
    /// The Simulator's Toggle Appearance: the device turns dark (true) or light.
    case appearance(dark: Bool)
    /// The device's text size, as its place among `UIContentSizeCategory.allCategories`.
    case textSize(Int)
    /// The view inspector asks for the window's view tree (answered with `DeviceMessage.views`).
    case viewTree
    /// The view inspector's outline around a rectangle of the window (device points), or none.
    case outline(CGRect?)
    /// End the device's run loop: the window is closing or replacing it.
    case quit

    public var encoded: String {
        func n(_ v: CGFloat) -> String { String(Double(v)) }
        switch self {
        case .input(let e):
            switch e {
            case .pointerDown(let p): return "down \(n(p.x)) \(n(p.y))"
            case .pointerMoved(let p): return "move \(n(p.x)) \(n(p.y))"
            case .pointerUp(let p): return "up \(n(p.x)) \(n(p.y))"
            case .pointerHovered(let p): return "hover \(n(p.x)) \(n(p.y))"
            case .pointerExited: return "exit"
            case .scrollWheel(let p, let d): return "wheel \(n(p.x)) \(n(p.y)) \(n(d.x)) \(n(d.y))"
            // A key's name has no space or newline (`InputEvent.key`); anything after "key " is the name.
            case .key(let name): return "key \(name)"
            }
        case .release(let b): return "release \(b)"
        case .ping(let k): return "ping \(k)"
        case .slowFactor(let f): return "slow \(f)"
        case .paused(let p): return p ? "pause" : "resume"
        case .step: return "step"
        case .memoryWarning: return "memory-warning"
        case .appearance(let dark): return "appearance \(dark ? 1 : 0)"
        case .textSize(let index): return "text-size \(index)"
        case .viewTree: return "views"
        case .outline(let r?): return "outline \(n(r.minX)) \(n(r.minY)) \(n(r.width)) \(n(r.height))"
        case .outline(nil): return "outline"
        case .quit: return "quit"
        }
    }

    public init?(encoded text: String) {
        if text.hasPrefix("key ") {
            let name = String(text.dropFirst(4))
            guard !name.isEmpty else { return nil }
            self = .input(.key(name))
            return
        }
        let words = text.split(separator: " ")
        let nums = words.dropFirst().compactMap { Double($0) }
        guard let verb = words.first, nums.count == words.count - 1, nums.allSatisfy(\.isFinite) else { return nil }
        func point(_ i: Int) -> CGPoint { CGPoint(x: nums[i], y: nums[i + 1]) }
        switch (verb, nums.count) {
        case ("down", 2): self = .input(.pointerDown(point(0)))
        case ("move", 2): self = .input(.pointerMoved(point(0)))
        case ("up", 2): self = .input(.pointerUp(point(0)))
        case ("hover", 2): self = .input(.pointerHovered(point(0)))
        case ("exit", 0): self = .input(.pointerExited)
        case ("wheel", 4): self = .input(.scrollWheel(point(0), delta: point(2)))
        case ("release", 1) where nums[0] == 0 || nums[0] == 1: self = .release(buffer: Int(nums[0]))
        case ("ping", 1): self = .ping(Int(nums[0]))
        case ("slow", 1) where nums[0] >= 1: self = .slowFactor(nums[0])
        case ("pause", 0): self = .paused(true)
        case ("resume", 0): self = .paused(false)
        case ("step", 0): self = .step
        case ("memory-warning", 0): self = .memoryWarning
        case ("appearance", 1) where nums[0] == 0 || nums[0] == 1: self = .appearance(dark: nums[0] == 1)
        case ("text-size", 1) where nums[0] >= 0 && nums[0] < Double(UIContentSizeCategory.allCategories.count) && nums[0] == nums[0].rounded():
            self = .textSize(Int(nums[0]))
        case ("views", 0): self = .viewTree
        case ("outline", 0): self = .outline(nil)
        case ("outline", 4) where nums[2] >= 0 && nums[3] >= 0: self = .outline(CGRect(x: nums[0], y: nums[1], width: nums[2], height: nums[3]))
        case ("quit", 0): self = .quit
        default: return nil
        }
    }
}
