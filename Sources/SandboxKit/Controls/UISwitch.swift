import Foundation

/// UIKit's switch: a 51×31-point capsule, green (`onTintColor`, system green) with the white knob on the
/// right when on, light grey with the knob on the left when off.
///
/// A tap (touch up inside) flips it and sends `valueChanged` once; `isOn = …` and `setOn(_:animated:)` in
/// code send nothing, as in UIKit. It is drawn at its fixed size whatever the frame (UIKit keeps the size). Where the sandbox
/// is simpler: the knob moves at once, and it cannot be dragged.
open class UISwitch: UIControl {
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    static let size = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        let track = CGRect(x: bounds.minX, y: bounds.minY, width: Self.size.width, height: Self.size.height)
        (isOn ? onTintColor ?? .systemGreen : UIColor(rgb: 0x787880, alpha: 0.16)).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let knob = CGRect(x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        // a hairline ring stands in for UIKit's knob shadow
        UIColor(white: 0, alpha: 0.08).setFill()
        UIBezierPath(ovalIn: knob.insetBy(dx: -0.5, dy: -0.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: knob).fill()
        if !isEnabled {
            UIColor(white: 1, alpha: 0.5).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
    }
}
