import Foundation

/// UIKit's pull to refresh: a control set as a scroll view's (or table view's) `refreshControl`, sitting
/// above the content. Dragging the content down `triggerDistance` points past its top edge starts
/// refreshing: `isRefreshing` becomes true, `.valueChanged` is sent once, a spinner turns above the
/// content and the scroll view keeps `height` points of room there (added to `adjustedContentInset.top`,
/// as in iOS 11 and later) until `endRefreshing()` takes it away, content resting at the top moving back
/// up in the scroll view's 0.3 s offset animation. As in UIKit, `beginRefreshing()` starts refreshing
/// from code without sending `.valueChanged`, and a pull that started refreshing does not start another
/// until the finger lifts.
///
/// Simpler than UIKit: the spinner appears only once refreshing starts (UIKit draws its spokes one by
/// one as the content is pulled), there is no `attributedTitle`, and the content's moves to and from the
/// room are `setContentOffset(_:animated: true)`'s, so the delegate hears `scrollViewDidEndScrollingAnimation`.
open class UIRefreshControl: UIControl {
    /// The room kept above the content while refreshing, in points (UIKit's is about 60).
    public static let height: CGFloat = 60
    /// How far past the top edge the content must be pulled (on screen, after the rubber band) to start
    /// refreshing; UIKit triggers somewhere between 60 and 100 points, this picks 80.
    public static let triggerDistance: CGFloat = 80

    public private(set) var isRefreshing = false

    /// The spinner shown while refreshing.
    let spinner = UIActivityIndicatorView(style: .medium)
    /// This pull already started refreshing: no other starts until the finger lifts.
    private var pullStartedRefreshing = false
    private var ownTint: UIColor?

    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        addSubview(spinner)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
    }

    /// The spinner's colour (UIKit's default grey, not the inherited tint).
    open override var tintColor: UIColor! {
        get { ownTint ?? .systemGray }
        set { ownTint = newValue; spinner.color = newValue }
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the spinner and the room above the content, without `.valueChanged`.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.setRefreshInset(Self.height, animated: true)
    }

    /// Stops refreshing: the spinner goes and the content moves back up to its top edge.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.setRefreshInset(0, animated: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Places the control across `scrollView`, just above the room its insets keep over the content.
    func layoutAbove(_ scrollView: UIScrollView) {
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        frame = CGRect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
    }

    /// The scroll view moved: a drag pulled far enough starts refreshing.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        guard scrollView.isDragging else {
            pullStartedRefreshing = false
            return
        }
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        guard !isRefreshing, !pullStartedRefreshing, pulled >= Self.triggerDistance else { return }
        pullStartedRefreshing = true
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
