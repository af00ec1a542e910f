import Foundation

/// UIKit's progress bar (the iOS 14–17 look): a 4-point light grey track with rounded ends, filled from
/// the left in `progressTintColor` (the tint, system blue) up to `progress`.
///
/// `progress` is clamped to 0...1. The intrinsic height is the style's (4 points for `.default`, 2.5
/// for `.bar`, UIKit's) and there is no intrinsic width; a taller frame draws a thicker bar, as iOS 14
/// and later do. The `.bar` style has square ends and a clear track, for use under a navigation bar. It
/// takes no touches. Where the sandbox is simpler: `setProgress(_:animated:)` moves the fill at once,
/// `observedProgress` (Foundation's `Progress`) and track or progress images are not modelled.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0, bar = 1
    }

    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The filled part; nil: the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled part; nil: light grey (`.default`) or clear (`.bar`).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = Self.height(style)
    }

    static func height(_ style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }

    /// Clamps `progress` to 0...1 and redraws. `animated` is accepted and ignored: the fill moves at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(progressViewStyle))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(progressViewStyle))
    }

    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func draw(_ rect: CGRect) {
        let rounded = progressViewStyle == .default
        let radius = rounded ? bounds.height / 2 : 0
        let track = trackTintColor ?? (rounded ? UIColor(rgb: 0x787880, alpha: 0.2) : .clear)
        track.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        let width = bounds.width * CGFloat(storedProgress)
        guard width > 0 else { return }
        (progressTintColor ?? tintColor ?? .systemBlue).setFill()
        let fill = CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        UIBezierPath(roundedRect: fill, cornerRadius: min(radius, width / 2)).fill()
    }
}
