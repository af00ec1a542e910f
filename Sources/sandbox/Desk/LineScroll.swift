import Foundation
import SandboxKit

/// Turns a pan's movement (a drag, the wheel) into whole lines of a list: the overlay's event list and
/// view inspector scroll by rows, and what is not yet worth a row is kept for the next movement (and
/// dropped when the direction turns).
@MainActor
struct LineScroll {
    private var pending: CGFloat = 0

    /// The lines `g` moved since the last call (positive: the content moved down), resetting its
    /// translation; 0 outside a pan.
    mutating func lines(from g: UIPanGestureRecognizer, in view: UIView, rowHeight: CGFloat) -> Int {
        guard g.state == .began || g.state == .changed else { return 0 }
        let dy = g.translation(in: view).y
        g.setTranslation(.zero, in: view)
        if (dy > 0) != (pending > 0) { pending = 0 }
        pending += dy
        let lines = Int(pending / rowHeight)
        pending -= CGFloat(lines) * rowHeight
        return lines
    }
}
