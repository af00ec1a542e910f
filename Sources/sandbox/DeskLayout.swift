import Foundation
import SandboxKit

/// Where things go in the desktop window: the device screen on the left, scaled to fit the window's
/// height inside a simple device frame, and the overlay panel filling the rest on the right. All in
/// desktop-window points.
struct DeskLayout: Equatable {
    static let deviceSize = UIScreen.iPhoneSize
    static let margin: CGFloat = 16
    static let bezel: CGFloat = 12

    var size: CGSize
    /// Whether the overlay panel is shown; without it the device is centred.
    var showsOverlay = true

    /// The device screen's pixels per point in the desktop window.
    var deviceScale: CGFloat {
        let byHeight = (size.height - 2 * (Self.margin + Self.bezel)) / Self.deviceSize.height
        let byWidth = (size.width - 2 * (Self.margin + Self.bezel)) / Self.deviceSize.width
        return max(0.1, showsOverlay ? byHeight : min(byHeight, byWidth))
    }

    var deviceFrame: CGRect {
        let w = Self.deviceSize.width * deviceScale, h = Self.deviceSize.height * deviceScale
        let x = showsOverlay ? Self.margin + Self.bezel : ((size.width - w) / 2).rounded()
        return CGRect(x: x, y: ((size.height - h) / 2).rounded(), width: w, height: h)
    }

    /// The device frame drawn around the screen.
    var bezelFrame: CGRect { deviceFrame.insetBy(dx: -Self.bezel, dy: -Self.bezel) }

    var overlayFrame: CGRect {
        guard showsOverlay else { return .zero }
        let x = bezelFrame.maxX + Self.margin
        return CGRect(x: x, y: Self.margin, width: max(0, size.width - x - Self.margin),
                      height: max(0, size.height - 2 * Self.margin))
    }
}
