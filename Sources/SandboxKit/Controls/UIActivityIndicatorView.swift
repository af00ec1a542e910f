import Foundation

/// UIKit's spinner: eight spokes round a centre, one bright and the ones behind it fading, the bright
/// one stepping a spoke clockwise every eighth of a second (a turn a second) while animating.
///
/// As in UIKit: `.medium` is 20×20 points and `.large` 37×37 (the intrinsic size, whatever the frame);
/// the default colour is grey (`.white`/`.whiteLarge` of iOS 12 and earlier are white); a new indicator
/// is stopped, and with `hidesWhenStopped` (the default) it is hidden until `startAnimating()` and hidden
/// again by `stopAnimating()` (Apple's documentation of `hidesWhenStopped`: "the receiver sets its
/// isHidden property to true when receiver is not animating"). The spokes follow the animation clock (slowed and paused with it) only
/// while the indicator is in a window; spinning does not keep a scenario from settling (iOS spins it in
/// the render server, the app being idle), see `ClockDrivenView`.
open class UIActivityIndicatorView: UIView, ClockDrivenView {
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }

    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    open var color: UIColor! {
        get { ownColor ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
        set { ownColor = newValue; setNeedsDisplay() }
    }
    private var ownColor: UIColor?

    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    /// The spoke that is brightest (0 at twelve o'clock, counting clockwise), and the clock time the
    /// animation started at (the first tick's).
    public private(set) var leadingSpoke = 0
    private var startTime: TimeInterval?
    static let spokes = 8
    static let stepsPerSecond = 8.0

    public init(style: Style) {
        self.style = style
        let side = Self.side(style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    static func side(_ style: Style) -> CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.side(style), height: Self.side(style)) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = nil
        leadingSpoke = 0
        setNeedsDisplay()
        if let app = window?.application { app.startClockDriven(self) }
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        window?.application?.stopClockDriven(self)
        if hidesWhenStopped { isHidden = true }
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        window?.application?.stopClockDriven(self)
        if isAnimating, let app = newWindow?.application { app.startClockDriven(self) }
    }

    func clockDidTick(_ time: TimeInterval) {
        let start = startTime ?? time
        startTime = start
        let spoke = Int(((time - start) * Self.stepsPerSecond + 1e-9).rounded(.down)) % Self.spokes
        if spoke != leadingSpoke {
            leadingSpoke = spoke
            setNeedsDisplay()
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height, Self.side(style))
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        // UIKit's proportions: spokes from 45% to 100% of the radius, a tenth of the side thick, round
        let outer = side / 2, inner = side * 0.22, width = max(side * 0.1, 1.5)
        for i in 0..<Self.spokes {
            // how many steps behind the leading spoke this one is
            let behind = (leadingSpoke - i + Self.spokes) % Self.spokes
            let alpha = 1 - 0.7 * CGFloat(behind) / CGFloat(Self.spokes - 1)
            let a = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / CGFloat(Self.spokes)
            let d = CGPoint(x: cos(a), y: sin(a))
            let r = width / 2
            let p0 = CGPoint(x: c.x + d.x * (inner + r), y: c.y + d.y * (inner + r))
            let p1 = CGPoint(x: c.x + d.x * (outer - r), y: c.y + d.y * (outer - r))
            ctx.setFillColor(color.withAlphaComponent(color.color.alpha * alpha).cgColor)
            // a capsule, as one path so its parts do not blend twice
            ctx.beginPath()
            ctx.move(to: CGPoint(x: p0.x - d.y * r, y: p0.y + d.x * r))
            ctx.addArc(center: p1, radius: r, startAngle: a + .pi / 2, endAngle: a - .pi / 2, clockwise: false)
            ctx.addArc(center: p0, radius: r, startAngle: a - .pi / 2, endAngle: a - 3 * .pi / 2, clockwise: false)
            ctx.closePath()
            ctx.fillPath()
        }
    }
}
