import Foundation

/// A pan that starts at an edge of the screen (the window's bounds): it begins only when the touch went
/// down within `edgeWidth` (20 pt) of one of `edges` and its first 10 pt of movement lead away from that
/// edge (more away from it than along it). Otherwise it fails, leaving the touch to other recognizers.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    static let edgeWidth: CGFloat = 20

    /// The edges among `edges` that `p` (window coordinates) is within `edgeWidth` of.
    private func edges(near p: CGPoint) -> UIRectEdge {
        guard let screen = view?.window?.bounds else { return [] }
        let w = Self.edgeWidth
        var near: UIRectEdge = []
        if p.x - screen.minX <= w { near.insert(.left) }
        if screen.maxX - p.x <= w { near.insert(.right) }
        if p.y - screen.minY <= w { near.insert(.top) }
        if screen.maxY - p.y <= w { near.insert(.bottom) }
        return near.intersection(edges)
    }

    override func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        let near = edges(near: start)
        let dx = point.x - start.x, dy = point.y - start.y
        return (near.contains(.left) && dx > abs(dy)) || (near.contains(.right) && -dx > abs(dy))
            || (near.contains(.top) && dy > abs(dx)) || (near.contains(.bottom) && -dy > abs(dx))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible && edges(near: downLocation).isEmpty { state = .failed }
    }
}
