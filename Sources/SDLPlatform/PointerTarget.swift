import Foundation
import SandboxKit

/// Something drawn in the desktop window that takes pointer events: a placed `UIWindow` or an
/// `ExternalSurface`, with where it is drawn and its own coordinate space.
@MainActor
struct PointerTarget {
    let object: AnyObject
    /// Where it is drawn, in desktop-window points.
    let frame: CGRect
    /// Its own bounds, in its points.
    let bounds: CGRect

    init(_ placement: SurfacePlacement) {
        object = placement.window
        frame = placement.frame
        bounds = placement.window.bounds
    }

    init(_ surface: ExternalSurface) {
        object = surface
        frame = surface.frame
        bounds = CGRect(origin: .zero, size: surface.pointSize)
    }

    /// Desktop-window point → its own points.
    func point(fromHostPoint p: CGPoint) -> CGPoint {
        let sx = frame.width > 0 ? bounds.width / frame.width : 1
        let sy = frame.height > 0 ? bounds.height / frame.height : 1
        return CGPoint(x: bounds.minX + (p.x - frame.minX) * sx, y: bounds.minY + (p.y - frame.minY) * sy)
    }
}
