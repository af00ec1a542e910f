import Foundation

/// UIKit's slider (the iOS 7–17 look): a 4-point rounded track across the width, the part left of the
/// thumb in `minimumTrackTintColor` (the tint, system blue) and the rest in `maximumTrackTintColor`
/// (light grey), under a white 28-point round thumb with a soft shadow. 31 points tall (UIKit's); the
/// width is up to the layout, and the thumb's centre runs from 14 points in from the left edge to 14 in
/// from the right.
///
/// Behaviour as UIKit's: a touch that begins on the thumb drags it (the thumb keeps its offset from the
/// finger, even outside the bounds), changing `value` and sending `valueChanged` at every move that
/// changes it, or only once on touch up when `isContinuous` is false (if the value changed); a touch on
/// the track away from the thumb does nothing. `value`, `minimumValue` and `maximumValue` set in code
/// clamp the value into the range and send no event. Where the sandbox is simpler: `setValue(_:animated:)`
/// moves the thumb at once, there are no haptics, no track or thumb images and no
/// `minimumValueImage`/`maximumValueImage`; the shadow is a few translucent rings.
open class UISlider: UIControl {
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// Raising the minimum above the maximum raises the maximum with it (UIKit).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Lowering the maximum below the minimum lowers the minimum with it (UIKit).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Send `valueChanged` while dragging (true, the default) or once when the finger lifts.
    open var isContinuous = true

    /// The track left of the thumb; nil: the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track right of the thumb; nil: light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb; nil: white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    static let height: CGFloat = 31
    static let thumbSide: CGFloat = 28
    static let trackHeight: CGFloat = 4

    /// The thumb's centre minus the finger's x when the drag began.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Clamps `value` into `minimumValue...maximumValue` and redraws; sends no event. `animated` is
    /// accepted and ignored: the thumb moves at once.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.thumbSide), height: Self.height)
    }

    // MARK: Geometry (UIKit's override points)

    /// The track: 4 points tall, centred vertically, as wide as the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: (bounds.midY - Self.trackHeight / 2).rounded(),
               width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb for `value`: 28 points square, kept inside the bounds horizontally.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbSide)
        let x = rect.minX + travel * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - Self.thumbSide / 2, width: Self.thumbSide, height: Self.thumbSide)
    }

    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// The value whose thumb is centred at `x` (bounds coordinates), clamped.
    private func value(atThumbCentre x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbSide
        guard travel > 0 else { return minimumValue }
        let f = Float(min(max((x - track.minX - Self.thumbSide / 2) / travel, 0), 1))
        return minimumValue + f * (maximumValue - minimumValue)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = currentThumbRect
        // a little slop round the thumb, as UIKit's
        guard thumb.insetBy(dx: -4, dy: -4).contains(p) else { return false }
        grabOffset = thumb.midX - p.x
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let before = storedValue
        setValue(value(atThumbCentre: touch.location(in: self).x + grabOffset), animated: false)
        if isContinuous && storedValue != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }

    // MARK: Drawing

    open override func tintColorDidChange() { setNeedsDisplay() }

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let dim: CGFloat = isEnabled ? 1 : 0.5
        let minColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        let maxColor = maximumTrackTintColor ?? UIColor(rgb: 0x787880, alpha: 0.2)
        maxColor.withAlphaComponent(maxColor.color.alpha * dim).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        if filled.width > 0 {
            minColor.withAlphaComponent(minColor.color.alpha * dim).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: min(track.height, filled.width) / 2).fill()
        }
        // UIKit's soft shadow (black, offset down, blurred), as rings fading outwards, and a hairline edge
        for (grow, alpha) in [(3.0, 0.025), (2.0, 0.035), (1.0, 0.05)] as [(CGFloat, CGFloat)] {
            UIColor(white: 0, alpha: alpha).setFill()
            UIBezierPath(ovalIn: thumb.offsetBy(dx: 0, dy: 1.5).insetBy(dx: -grow, dy: -grow)).fill()
        }
        UIColor(white: 0, alpha: 0.06).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: -0.5, dy: -0.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
    }
}
