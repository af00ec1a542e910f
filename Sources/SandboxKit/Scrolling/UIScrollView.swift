import Foundation

/// UIKit's scroll view: a view whose bounds origin is the `contentOffset`, moved by its own pan gesture
/// recognizer, with momentum after a flick and a rubber-band bounce at the edges, all on the injected
/// clock (the animation clock, so slow animations and pause slow and stop scrolling too).
///
/// As in UIKit: `contentOffset` is `bounds.origin`; each change calls `scrollViewDidScroll` and asks for
/// `layoutSubviews` (a table view places its rows there); the offset ranges from −`adjustedContentInset.top`
/// to `contentSize.height + adjustedContentInset.bottom − bounds.height` (likewise across); past the
/// ends a drag moves the content by a rubber-band fraction (UIKit's (1 − 1/(x·0.55/d + 1))·d for x points
/// past the edge of a view d points long) and the release springs back. A touch that lands on moving
/// content stops it (without `scrollViewDidEndDecelerating`, as in UIKit) and is not a tap on the
/// content. Drags and decelerations land on whole pixels, as UIKit's do. There are no scroll indicators.
///
/// Choices where UIKit leaves room, written down here: `adjustedContentInset` adds the safe area (kept by
/// the layout engine for scroll views that take part in Auto Layout) to `contentInset` on the scrollable
/// axes for `.automatic`/`.scrollableAxes` and on both for `.always`; a scroll view that cannot scroll
/// along an axis (and does not `alwaysBounce` along it) lets a drag mostly along that axis fail, so
/// recognizers further out (a navigation controller's swipe back) get it. The mouse wheel scrolls too
/// (`panGestureRecognizer.allowedScrollTypesMask` is `.all`), clamped to the content, without momentum.
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsLayout()
            if autoLayout?.variables != nil { LayoutEngine.shared.scrollContentDidChange(self) }
        }
    }

    /// The guides behind `contentLayoutGuide` and `frameLayoutGuide` (UIScrollView+LayoutGuides.swift).
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// The zoom scale and its limits (UIScrollView+Zoom.swift).
    var zoom = ScrollViewZoom()

    /// The point of the content shown at the top left of the bounds: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    /// Extra room around the content (for bars over it, or for spacing); added to the scrollable range.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedInsetMayHaveChanged() } }
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedInsetMayHaveChanged() } }
    }

    /// `contentInset` plus the safe area the behaviour adds.
    public private(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// How fast momentum fades: the velocity is multiplied by `rawValue` every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var decelerationRate: DecelerationRate = .normal

    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Drags end on a whole page (a page is the scroll view's bounds): the next or previous one when the
    /// finger moved past half a page or flicked, else the one the drag began on.
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The indicators' insets: kept and read back as set (the sandbox draws no scroll indicators).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both at once; reads the vertical one, as UIKit's does.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// UIKit delays touches to the content so a scroll can claim them first; here a scroll that begins
    /// cancels the content's touches instead (kept for source compatibility).
    open var delaysContentTouches = true
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }
    open var scrollsToTop = true
    /// How a drag of the content treats the keyboard: `.onDrag` (and `.interactive`, without following
    /// the finger) ends editing in the scroll view's window when a drag begins, as UIKit's does.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    /// The pull-to-refresh control shown above the content (UIRefreshControl.swift); setting it adds it
    /// as a subview and removes the one before.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let control = refreshControl {
                addSubview(control)
                control.layoutAbove(self)
            }
            setRefreshInset(refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0, animated: false)
        }
    }

    /// The room a refreshing `refreshControl` keeps above the content, added to `adjustedContentInset.top`
    /// (as in iOS 11 and later, `contentInset` is left alone).
    private(set) var refreshInset: CGFloat = 0

    /// The recognizer that drags the content; other recognizers may `require(toFail:)` it.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// A finger is down on the content (possibly not yet dragging).
    public internal(set) var isTracking = false
    /// The content follows a finger.
    public internal(set) var isDragging = false
    /// The content moves on its own after the finger lifted (including a bounce back).
    public internal(set) var isDecelerating = false

    /// The momentum or bounce in progress, advanced once a frame (`UIScrollView+Motion.swift`).
    var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    /// The animation of `setContentOffset(_:animated: true)` in progress.
    var offsetAnimation: (from: CGPoint, to: CGPoint, start: TimeInterval)?
    /// The animation time of the last motion frame.
    var lastMotionTime: TimeInterval = 0
    /// Bumped whenever a motion starts or stops, so a frame scheduled for an older one does nothing.
    var motionGeneration = 0
    /// Where the drag began (the offset, and the pan's translation then).
    var dragStart: (offset: CGPoint, translation: CGPoint)?
    /// The touch in flight landed on moving content and stopped it: it is not a tap on the content.
    public internal(set) var touchStoppedScrolling = false

    public override init(frame: CGRect) {
        panGestureRecognizer = UIScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(self) { [weak self] g in
            if let pan = g as? UIPanGestureRecognizer { self?.handlePan(pan) }
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: The offset

    /// The smallest and largest offsets the content rests at.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    public var maximumContentOffset: CGPoint {
        let a = adjustedContentInset, b = bounds.size, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width + a.right - b.width),
                       y: max(minimum.y, contentSize.height + a.bottom - b.height))
    }

    /// Whether the content is larger than the view along the axis (with the insets).
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x + 1e-9 }
    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y + 1e-9 }

    /// Moves to `contentOffset`, at once or in UIKit's 0.3 s ease-in-out animation (which ends with
    /// `scrollViewDidEndScrollingAnimation`). Any momentum in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset, let animator = window?.application?.animator else {
            self.contentOffset = contentOffset
            return
        }
        animator.syncClock()
        offsetAnimation = (self.contentOffset, contentOffset, animator.clock.time)
        startMotionFrames()
    }

    /// Scrolls the least needed to show `rect` (content coordinates), if it is not fully shown already.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let b = bounds
        var o = b.origin
        if rect.minY < b.minY { o.y = rect.minY } else if rect.maxY > b.maxY { o.y = rect.maxY - b.height }
        if rect.minX < b.minX { o.x = rect.minX } else if rect.maxX > b.maxX { o.x = rect.maxX - b.width }
        let lo = minimumContentOffset, hi = maximumContentOffset
        o = CGPoint(x: min(max(o.x, lo.x), hi.x), y: min(max(o.y, lo.y), hi.y))
        setContentOffset(o, animated: animated)
    }

    /// The one place the offset changes: the bounds follow, the subviews are laid out again, and the
    /// delegate hears `scrollViewDidScroll`.
    func setOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
        setNeedsLayout()
        didScroll()
        refreshControl?.scrollViewDidMove(self)
    }

    /// The offset changed: the delegate hears it (a table view also places its rows here).
    func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    /// `offset` rounded to whole pixels of the screen.
    func pixelAligned(_ offset: CGPoint) -> CGPoint {
        let s = window?.application?.screen.scale ?? 1
        return CGPoint(x: (offset.x * s).rounded() / s, y: (offset.y * s).rounded() / s)
    }

    // MARK: Insets

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedInsetMayHaveChanged()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        adjustedInsetMayHaveChanged()
        refreshControl?.layoutAbove(self)
    }

    /// Keeps `inset` points above the content for a refreshing control; content resting at the top
    /// moves with the edge (in the 0.3 s offset animation when `animated` and on screen).
    func setRefreshInset(_ inset: CGFloat, animated: Bool) {
        guard inset != refreshInset else { return }
        refreshInset = inset
        adjustedInsetMayHaveChanged(animated: animated)
    }

    /// Called when `adjustedContentInset` changed. The base tells the delegate.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    private func adjustedInsetMayHaveChanged(animated: Bool = false) {
        let safe = safeAreaInsets
        var add = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: add = safe
        case .automatic, .scrollableAxes:
            let vertical = contentInsetAdjustmentBehavior == .automatic || alwaysBounceVertical
                || contentSize.height > bounds.height - safe.top - safe.bottom
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if vertical { add.top = safe.top; add.bottom = safe.bottom }
            if horizontal { add.left = safe.left; add.right = safe.right }
        }
        let i = contentInset
        let adjusted = UIEdgeInsets(top: i.top + add.top + refreshInset, left: i.left + add.left, bottom: i.bottom + add.bottom, right: i.right + add.right)
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        // content resting at the old top edge stays at the top edge (as UIKit moves a table under a bar)
        if !isDragging, !isDecelerating, abs(contentOffset.y + old.top) < 1e-6 {
            let top = CGPoint(x: contentOffset.x, y: -adjusted.top)
            if animated { setContentOffset(top, animated: true) } else { contentOffset = top }
        }
        adjustedContentInsetDidChange()
    }
}
