import Foundation
import SandboxKit

/// Sends pointer events to the window (or external surface) drawn under the pointer, in its points. A press belongs
/// to the window it began in until it ends, as a touch stays with its view in UIKit, even when the
/// pointer leaves the window's area. Hover goes to the window under the pointer, and the window it
/// leaves hears that it left; the wheel goes to the window under the pointer.
@MainActor
struct PointerRouter {
    private var captured: AnyObject?
    private var hovered: AnyObject?

    /// The target that receives `event` and the event in its points, or nil when none does.
    mutating func route(_ event: HostEvent, through targets: [PointerTarget]) -> (AnyObject, InputEvent)? {
        switch event {
        case .pointerDown(let p):
            // The target drawn last is on top.
            guard let hit = targets.last(where: { $0.frame.contains(p) }) else { return nil }
            captured = hit.object
            return (hit.object, .pointerDown(hit.point(fromHostPoint: p)))
        case .pointerMoved(let p):
            guard let w = captured, let target = targets.last(where: { $0.object === w }) else { return nil }
            return (w, .pointerMoved(target.point(fromHostPoint: p)))
        case .pointerUp(let p):
            guard let w = captured else { return nil }
            captured = nil
            guard let target = targets.last(where: { $0.object === w }) else { return nil }
            return (w, .pointerUp(target.point(fromHostPoint: p)))
        case .wheel(let p, let delta):
            guard captured == nil, let hit = targets.last(where: { $0.frame.contains(p) }) else { return nil }
            return (hit.object, .scrollWheel(hit.point(fromHostPoint: p), delta: delta))
        case .pointerHovered, .pointerLeft, .key, .modifiedKey, .text, .resized, .exposed, .quit, .wake:
            return nil
        }
    }

    /// The events a hover (or the pointer leaving the desktop window) gives: an exit for the target the
    /// pointer was over, when it changed, then a hover for the target under it.
    mutating func routeHover(_ event: HostEvent, through targets: [PointerTarget]) -> [(AnyObject, InputEvent)] {
        var point: CGPoint?
        if case .pointerHovered(let p) = event { point = p }
        let hit = point.flatMap { p in targets.last(where: { $0.frame.contains(p) }) }
        var out: [(AnyObject, InputEvent)] = []
        if let old = hovered, old !== hit?.object { out.append((old, .pointerExited)) }
        hovered = hit?.object
        if let hit, let point { out.append((hit.object, .pointerHovered(hit.point(fromHostPoint: point)))) }
        return out
    }

    /// `route` over placed windows only.
    mutating func route(_ event: HostEvent, through placements: [SurfacePlacement]) -> (UIWindow, InputEvent)? {
        route(event, through: placements.map(PointerTarget.init)).map { ($0.0 as! UIWindow, $0.1) }
    }

    /// `routeHover` over placed windows only.
    mutating func routeHover(_ event: HostEvent, through placements: [SurfacePlacement]) -> [(UIWindow, InputEvent)] {
        routeHover(event, through: placements.map(PointerTarget.init)).map { ($0.0 as! UIWindow, $0.1) }
    }
}
