import Foundation
import Raster

/// The system overlay on a window's picture: the status bar, the sensor housing, the home indicator and
/// the display's rounded corners, as the device `UIScreen.device` names shows them over every app. Kept
/// out of the window's own frame buffer (`UIWindow.framebuffer`), so the app's pictures and the golden
/// images of its views stay the app's alone; what a person sees (the desktop window, `sandbox`'s
/// screenshots) asks for `framebufferWithSystemChrome`, or lays `systemChromeOverlay` over the frames it
/// sends.
extension UIWindow {
    /// The window's picture with the system overlay drawn over it (`SystemChrome`). A window that does
    /// not cover its screen, or a screen that is a plain rectangle, gets its picture unchanged.
    public var framebufferWithSystemChrome: Bitmap {
        var bitmap = framebuffer
        systemChromeOverlay?.draw(over: &bitmap)
        return bitmap
    }

    /// The system overlay for the window as it is now, made again only when its look changes; nil for
    /// a window that does not cover its screen or a screen that is a plain rectangle.
    package var systemChromeOverlay: SystemChromeOverlay? { SystemChrome.overlay(for: self) }
}

/// Lays the overlay (SystemChromeView) out for a window and makes its picture (`SystemChromeOverlay`).
@MainActor
enum SystemChrome {
    static func overlay(for window: UIWindow) -> SystemChromeOverlay? {
        guard let app = window.application else { return nil }
        let screen = app.screen, device = screen.device
        guard window.bounds.size == screen.bounds.size, device.statusBarHeight > 0 || device.cornerRadius > 0 else { return nil }
        let orientation = app.interfaceOrientation
        let hidden = app.statusBarIsHidden(in: window)
        var style = app.statusBarStyle(in: window)
        // Over a dark picture `.default` content turns white, as iOS picks the contrasting colour for the
        // default style (it samples what is under the bar; here the top row's middle pixel).
        let (width, height, dark) = window.withFramebufferPixels { ($1, $2, isDark($0, width: $1, height: $2)) }
        if style == .default, dark { style = .lightContent }
        let look = SystemChromeOverlay.Look(device: device.name, width: width, height: height, orientation: orientation,
                                            style: style, hidden: hidden)
        if let kept = window.systemChromeKept, kept.look == look { return kept }
        let chrome = SystemChromeView(frame: window.bounds)
        chrome.configure(device: device, size: window.bounds.size, orientation: orientation, style: style, hidden: hidden)
        let overlay = SystemChromeOverlay(look: look, chrome: chrome.snapshotBitmap(scale: screen.scale),
                                          cornerRadius: device.cornerRadius * screen.scale)
        window.systemChromeKept = overlay
        return overlay
    }

    private static func isDark(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> Bool {
        guard height > 2, width > 0 else { return false }
        let c = pixels[2 * width + width / 2]
        let r = (c >> 16) & 0xFF, g = (c >> 8) & 0xFF, b = c & 0xFF
        return (r * 299 + g * 587 + b * 114) / 1000 < 110
    }
}
