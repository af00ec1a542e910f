import Foundation

/// UIKit's page dots (the iOS 14–17 look): one 7-point dot per page, 9 points apart, centred in the
/// bounds; the current page's dot in `currentPageIndicatorTintColor` (the label colour) and the others
/// in `pageIndicatorTintColor` (a light grey, tertiary label), the colours iOS 14 and later use on a
/// light background (iOS 13 and earlier had white dots).
///
/// Behaviour as UIKit's: a tap (touch up inside) on the left half goes back a page and on the right half
/// forward a page, sending `valueChanged`; at the first or last page such a tap does nothing. Setting
/// `currentPage` or `numberOfPages` in code clamps the current page into range and sends no event. With
/// `hidesForSinglePage`, a control with one page (or none) draws nothing and ignores taps.
/// Where the sandbox is simpler: no scrubbing along the dots, no background platter while touched, no
/// custom indicator images, and when the dots do not fit the width they are all drawn (UIKit shrinks and
/// scrolls them).
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other pages' dots; nil: a light grey.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot; nil: the label colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The capsule behind the dots (iOS 14): kept; the dots are drawn without it (reported once when
    /// asked to be shown).
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { if backgroundStyle == .prominent { NotSimulated.record("UIPageControl.backgroundStyle (.prominent)") } }
    }
    open var allowsContinuousInteraction = true

    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    static let dot: CGFloat = 7
    static let spacing: CGFloat = 9
    static let height: CGFloat = 26
    /// Space left and right of the dots.
    static let padding: CGFloat = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    private var showsDots: Bool { numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1) }

    /// The size that shows `pageCount` dots: their row with 12 points each side, 26 points tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        let dots = n > 0 ? n * Self.dot + (n - 1) * Self.spacing : 0
        return CGSize(width: dots + 2 * Self.padding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each page's dot in the bounds, left to right.
    public func indicatorFrames() -> [CGRect] {
        let n = CGFloat(numberOfPages)
        let row = n * Self.dot + max(n - 1, 0) * Self.spacing
        let x0 = (bounds.midX - row / 2).rounded()
        let y = (bounds.midY - Self.dot / 2).rounded()
        return (0..<numberOfPages).map { i in
            CGRect(x: x0 + CGFloat(i) * (Self.dot + Self.spacing), y: y, width: Self.dot, height: Self.dot)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard showsDots, let p = touch?.location(in: self), bounds.contains(p) else { return }
        let next = p.x < bounds.midX ? currentPage - 1 : currentPage + 1
        guard next >= 0 && next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard showsDots else { return }
        let others = pageIndicatorTintColor ?? .tertiaryLabel
        let current = currentPageIndicatorTintColor ?? .label
        for (i, f) in indicatorFrames().enumerated() {
            (i == currentPage ? current : others).setFill()
            UIBezierPath(ovalIn: f).fill()
        }
    }
}
