import Foundation
import SandboxKit

/// Sends pointer events to the window drawn under the pointer, in that window's points. A press belongs
/// to the window it began in until it ends, as a touch stays with its view in UIKit, even when the
/// pointer leaves the window's area.
struct PointerRouter {
    private var captured: UIWindow?

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
        case .key, .resized, .exposed, .quit:
            return nil
        }
    }
}
