import Foundation
import SandboxKit

/// Sends pointer events to the window drawn under the pointer, in that window's points. A press belongs
/// to the window it began in until it ends, as a touch stays with its view in UIKit, even when the
/// pointer leaves the window's area. Hover goes to the window under the pointer, and the window it
/// leaves hears that it left; the wheel goes to the window under the pointer.
struct PointerRouter {
    private var captured: UIWindow?
    private var hovered: UIWindow?

    /// The window that receives `event` and the event in its points, or nil when none does.
    mutating func route(_ event: HostEvent, through placements: [SurfacePlacement]) -> (UIWindow, InputEvent)? {
        switch event {
        case .pointerDown(let p):
            // The placement drawn last is on top.
            guard let hit = placements.last(where: { $0.frame.contains(p) }) else { return nil }
            captured = hit.window
            return (hit.window, .pointerDown(hit.windowPoint(fromHostPoint: p)))
        case .pointerMoved(let p):
            guard let w = captured, let placement = placements.last(where: { $0.window === w }) else { return nil }
            return (w, .pointerMoved(placement.windowPoint(fromHostPoint: p)))
        case .pointerUp(let p):
            guard let w = captured else { return nil }
            captured = nil
            guard let placement = placements.last(where: { $0.window === w }) else { return nil }
            return (w, .pointerUp(placement.windowPoint(fromHostPoint: p)))
        case .wheel(let p, let delta):
            guard captured == nil, let hit = placements.last(where: { $0.frame.contains(p) }) else { return nil }
            return (hit.window, .scrollWheel(hit.windowPoint(fromHostPoint: p), delta: delta))
        case .pointerHovered, .pointerLeft, .key, .resized, .exposed, .quit:
            return nil
        }
    }

    /// The events a hover (or the pointer leaving the desktop window) gives: an exit for the window the
    /// pointer was over, when it changed, then a hover for the window under it.
    mutating func routeHover(_ event: HostEvent, through placements: [SurfacePlacement]) -> [(UIWindow, InputEvent)] {
        var point: CGPoint?
        if case .pointerHovered(let p) = event { point = p }
        let hit = point.flatMap { p in placements.last(where: { $0.frame.contains(p) }) }
        var out: [(UIWindow, InputEvent)] = []
        if let old = hovered, old !== hit?.window { out.append((old, .pointerExited)) }
        hovered = hit?.window
        if let hit, let point { out.append((hit.window, .pointerHovered(hit.windowPoint(fromHostPoint: point)))) }
        return out
    }
}
