import Foundation
import SandboxKit

/// The desktop window's own view tree, drawn by our compositor like everything else: the device
/// frame around the device screen and the overlay panel on the right. The device screen itself is a
/// separate window drawn on top, in the hole of the frame.
final class DeskView: UIView {
    let bezel = UIView()
    let overlay = OverlayPanel()
    /// In place of the device screen: why there is no device (a compile error, how the device ended).
    let deviceMessage = UILabel()
    var showsOverlay = true {
        didSet { overlay.isHidden = !showsOverlay; setNeedsLayout() }
    }
    /// The device screen's size in points as shown now (turning while the device rotates).
    var screenSize = DeskLayout.deviceSize {
        didSet { if screenSize != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x202124)
        bezel.backgroundColor = UIColor(rgb: 0x0B0B0D)
        bezel.layer.cornerRadius = 28
        bezel.layer.borderWidth = 2
        bezel.layer.borderColor = UIColor(rgb: 0x5F6368).cgColor
        addSubview(bezel)
        addSubview(overlay)
        deviceMessage.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        deviceMessage.textColor = UIColor(rgb: 0xFF8A80)
        deviceMessage.backgroundColor = UIColor(rgb: 0x1A1A1E)
        deviceMessage.numberOfLines = 0
        deviceMessage.isHidden = true
        addSubview(deviceMessage)
    }

    /// Shows `text` where the device screen is, or the device again when nil.
    func showDeviceMessage(_ text: String?) {
        deviceMessage.text = text
        deviceMessage.isHidden = text == nil
    }

    var deskLayout: DeskLayout { DeskLayout(size: bounds.size, showsOverlay: showsOverlay, screenSize: screenSize) }

    override func layoutSubviews() {
        let l = deskLayout
        bezel.frame = l.bezelFrame
        overlay.frame = l.overlayFrame
        deviceMessage.frame = l.deviceFrame.insetBy(dx: 10, dy: 10)
    }
}
