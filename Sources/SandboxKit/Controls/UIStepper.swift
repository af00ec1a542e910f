import Foundation

/// UIKit's stepper (the iOS 13–17 look): a 94×32-point grey rounded rectangle split into a "−" half and
/// a "+" half by a short divider. A half that cannot step (the value at its limit, without `wraps`) is
/// drawn dimmed; the half under the finger is drawn darker.
///
/// Behaviour as UIKit's: touching down on a half steps `value` by `stepValue` at once (clamped to
/// `minimumValue...maximumValue`, or past a limit round to the other when `wraps`) and sends
/// `valueChanged`, or, when `isContinuous` is false, sends it when the finger lifts; a half at its limit
/// does nothing and sends nothing. `value` and the limits set in code clamp the value and send no event.
/// It is drawn at its fixed size whatever the frame (UIKit keeps the size). Where the sandbox is
/// simpler: `autorepeat` is kept but not modelled (holding a half steps once; UIKit repeats, faster
/// and faster), there are no custom images or dividers, and no haptics.
open class UIStepper: UIControl {
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Double = 0 { didSet { if storedValue != oldValue { setNeedsDisplay() } } }

    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
            setNeedsDisplay()
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
            setNeedsDisplay()
        }
    }
    /// The step; a value of zero or less is ignored (UIKit raises an exception).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Stepping past one limit lands on the other (and neither half is ever dimmed).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Kept for source compatibility; holding a half steps once.
    open var autorepeat = true
    /// Send `valueChanged` as each step happens (true) or once when the finger lifts.
    open var isContinuous = true

    static let size = CGSize(width: 94, height: 32)

    private enum Half { case minus, plus }
    /// The half being held, drawn darker.
    private var pressed: Half? { didSet { if pressed != oldValue { setNeedsDisplay() } } }
    /// The half the touch stepped.
    private var trackedHalf: Half?
    private var valueAtTouchDown: Double = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private func clamped(_ v: Double) -> Double { v.isNaN ? minimumValue : min(max(v, minimumValue), maximumValue) }

    private func canStep(_ half: Half) -> Bool {
        wraps || (half == .minus ? storedValue > minimumValue : storedValue < maximumValue)
    }

    /// `value` after one step on `half`.
    private func stepped(_ half: Half) -> Double {
        let next = half == .minus ? storedValue - stepValue : storedValue + stepValue
        if wraps {
            if next > maximumValue { return minimumValue }
            if next < minimumValue { return maximumValue }
        }
        return clamped(next)
    }

    private func half(at p: CGPoint) -> Half? {
        let r = CGRect(origin: bounds.origin, size: Self.size)
        guard r.contains(p) else { return nil }
        return p.x < r.midX ? .minus : .plus
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = storedValue
        guard let h = half(at: touch.location(in: self)), canStep(h) else { return false }
        trackedHalf = h
        pressed = h
        storedValue = stepped(h)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // the held half stays dark while the finger is over it
        pressed = half(at: touch.location(in: self)) == trackedHalf ? trackedHalf : nil
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressed = nil
        trackedHalf = nil
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { endTracking(nil, with: event) }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = CGRect(origin: bounds.origin, size: Self.size)
        let shape = UIBezierPath(roundedRect: r, cornerRadius: 8)
        UIColor.tertiarySystemFill.setFill()
        shape.fill()
        let halves: [(Half, CGRect)] = [
            (.minus, CGRect(x: r.minX, y: r.minY, width: r.width / 2, height: r.height)),
            (.plus, CGRect(x: r.midX, y: r.minY, width: r.width / 2, height: r.height)),
        ]
        if let pressed, let f = halves.first(where: { $0.0 == pressed })?.1 {
            // the held half darkens, its outer corners rounded with the shape
            ctx.saveGState()
            ctx.clip(to: f)
            UIColor(rgb: 0x787880, alpha: 0.16).setFill()
            shape.fill()
            ctx.restoreGState()
        }
        UIColor.separator.setFill()
        ctx.fill(CGRect(x: r.midX - 0.5, y: r.minY + 8, width: 1, height: r.height - 16))
        for (h, f) in halves {
            ctx.setFillColor((isEnabled && canStep(h) ? UIColor.label : .tertiaryLabel).cgColor)
            let c = CGPoint(x: f.midX.rounded(), y: f.midY.rounded())
            // SF Symbols' minus and plus at the stepper's size: 14-point strokes, 2 points thick
            ctx.fill(CGRect(x: c.x - 7, y: c.y - 1, width: 14, height: 2))
            if h == .plus { ctx.fill(CGRect(x: c.x - 1, y: c.y - 7, width: 2, height: 14)) }
        }
    }
}
