import Foundation
import SandboxKit

/// The panel on the right of the device: the sandbox's status and, with the lifecycle work, the live
/// event list, the controllers' states and the controls.
final class OverlayPanel: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x2B2C30)
        layer.cornerRadius = 10
    }
}
