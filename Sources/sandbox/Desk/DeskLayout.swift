import Foundation
import SandboxKit

/// Where things go in the desktop window: the device screen on the left, scaled to fit the window's
/// height inside a simple device frame, and the overlay panel filling the rest on the right. All in
/// desktop-window points.
///
/// Turned to landscape (the rotate key), the screen keeps the scale it has upright, as the Simulator
/// keeps a device's size when it rotates it, unless that would leave the overlay less than
/// `overlayMinimumWidth`; while it turns, its size passes through the sizes in between, and so does the
/// frame around it.
struct DeskLayout: Equatable {
    /// The device model the window shows (`open --device`; by default the iPhone 14), chosen once at start.
    nonisolated(unsafe) static var model = DeviceModel.default
    /// Its screen upright.
    static var deviceSize: CGSize { model.portraitSize }
    static let margin: CGFloat = 16
    static let bezel: CGFloat = 12

    /// The narrowest the overlay gets when the device screen is wider than tall.
    static let overlayMinimumWidth: CGFloat = 400

    var size: CGSize
    /// Whether the overlay panel is shown; without it the device is centred.
    var showsOverlay = true
    /// The device screen's size in points: `deviceSize` upright, 844×390 in landscape.
    var screenSize = Self.deviceSize

    /// The device screen's pixels per point in the desktop window.
    var deviceScale: CGFloat {
        let frame = 2 * (Self.margin + Self.bezel)
        let byHeight = (size.height - frame) / screenSize.height
        guard showsOverlay else { return max(0.1, min(byHeight, (size.width - frame) / screenSize.width)) }
        let upright = (size.height - frame) / Self.deviceSize.height
        let byWidth = (size.width - frame - Self.margin - Self.overlayMinimumWidth) / screenSize.width
        // Upright (or narrower) it is `upright`; wider, at least as wide as upright, so it never shrinks as it turns.
        return max(0.1, min(upright, byHeight, max(byWidth, upright * Self.deviceSize.width / screenSize.width)))
    }

    var deviceFrame: CGRect {
        let w = screenSize.width * deviceScale, h = screenSize.height * deviceScale
        let x = showsOverlay ? Self.margin + Self.bezel : ((size.width - w) / 2).rounded()
        return CGRect(x: x, y: ((size.height - h) / 2).rounded(), width: w, height: h)
    }

    /// The device frame drawn around the screen.
    var bezelFrame: CGRect { deviceFrame.insetBy(dx: -Self.bezel, dy: -Self.bezel) }

    var overlayFrame: CGRect {
        guard showsOverlay else { return .zero }
        // on a whole point: the device's width is a fraction of one, and an overlay on a fraction would
        // put every line of its text between pixels (resampled each time it is composited, and blurred)
        let x = (bezelFrame.maxX + Self.margin).rounded(.up)
        return CGRect(x: x, y: Self.margin, width: max(0, size.width - x - Self.margin),
                      height: max(0, size.height - 2 * Self.margin))
    }
}
