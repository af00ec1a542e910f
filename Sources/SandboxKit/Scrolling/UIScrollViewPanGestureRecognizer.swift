import Foundation

/// The scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer`): a touch that lands tells the
/// scroll view (moving content stops under the finger), and a drag along an axis the view cannot scroll
/// fails so that recognizers further out may take it.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidLand()
    }

    /// Runs at the end of every touch sequence, whether the pan began, failed or was cancelled (a failed
    /// recognizer hears no more touches, so the lift is noticed here).
    override func reset() {
        super.reset()
        scrollView?.touchDidLift()
    }

    override func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        guard let s = scrollView, s.isScrollEnabled else { return false }
        let vertical = s.canScrollVertically || s.alwaysBounceVertical
        let horizontal = s.canScrollHorizontally || s.alwaysBounceHorizontal
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        if dy >= dx { return vertical || (horizontal && dx > 0) }
        return horizontal || (vertical && dy > 0 && dy * 2 >= dx)
    }
}
