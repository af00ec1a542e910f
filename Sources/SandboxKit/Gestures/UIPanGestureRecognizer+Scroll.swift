import Foundation

extension UIPanGestureRecognizer {
    /// How far one wheel notch moves the translation, in window points.
    static let pointsPerWheelNotch: CGFloat = 40

    /// One notch (or several, in one event) of a mouse wheel, as one whole gesture: `began` with the
    /// translation already holding the scroll, then `ended`. UIKit groups the notches of one flick into a
    /// longer gesture after a pause it times; a gesture per wheel event needs no timer and gives a
    /// handler that applies and resets the translation (`setTranslation(.zero, in:)`) the same result.
    /// The translation follows the content, as a finger would drag it: turning the wheel away from the
    /// user (to see what is above) gives a positive y.
    func performScroll(at p: CGPoint, delta: CGPoint) {
        lastLocationInWindow = p
        let t = CGPoint(x: -delta.x * Self.pointsPerWheelNotch, y: delta.y * Self.pointsPerWheelNotch)
        reference = CGPoint(x: p.x - t.x, y: p.y - t.y)
        state = .began
        if state == .began { state = .ended }
    }
}
