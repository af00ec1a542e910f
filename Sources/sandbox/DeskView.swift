import Foundation
import SandboxKit

/// The desktop window's own view tree, drawn by our compositor like everything else: the device
/// frame around the device screen and the overlay panel on the right. The device screen itself is a
/// separate window drawn on top, in the hole of the frame.
final class DeskView: UIView {
    let bezel = UIView()
    let overlay = OverlayPanel()
    var showsOverlay = true {
        didSet { overlay.isHidden = !showsOverlay; setNeedsLayout() }
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
    }

    var deskLayout: DeskLayout { DeskLayout(size: bounds.size, showsOverlay: showsOverlay) }

    override func layoutSubviews() {
        let l = deskLayout
        bezel.frame = l.bezelFrame
        overlay.frame = l.overlayFrame
    }
}
