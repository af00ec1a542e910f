import Foundation
import SandboxKit

/// Where one `UIWindow`'s frame buffer is drawn inside the desktop window, in desktop-window points
/// (SDL's window coordinates). The window's bounds are scaled to `frame`, so a 390×844-point device
/// screen can be shown at any height; pointer positions travel the inverse mapping.
@MainActor
public struct SurfacePlacement {
    public var window: UIWindow
    public var frame: CGRect

    public init(window: UIWindow, frame: CGRect) {
        self.window = window
        self.frame = frame
    }

    /// Desktop-window point → the window's own points.
    public func windowPoint(fromHostPoint p: CGPoint) -> CGPoint {
        let b = window.bounds
        let sx = frame.width > 0 ? b.width / frame.width : 1
        let sy = frame.height > 0 ? b.height / frame.height : 1
        return CGPoint(x: b.minX + (p.x - frame.minX) * sx, y: b.minY + (p.y - frame.minY) * sy)
    }

    /// The window's point → desktop-window point.
    public func hostPoint(fromWindowPoint p: CGPoint) -> CGPoint {
        let b = window.bounds
        let sx = b.width > 0 ? frame.width / b.width : 1
        let sy = b.height > 0 ? frame.height / b.height : 1
        return CGPoint(x: frame.minX + (p.x - b.minX) * sx, y: frame.minY + (p.y - b.minY) * sy)
    }
}
