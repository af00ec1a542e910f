import Foundation
import Raster

/// The system overlay on a window's picture: the status bar, the sensor housing, the home indicator and
/// the display's rounded corners, as the device `UIScreen.device` names shows them over every app. Kept
/// out of the window's own frame buffer (`UIWindow.framebuffer`), so the app's pictures and the golden
/// images of its views stay the app's alone; what a person sees (the desktop window, `sandbox`'s
/// screenshots) asks for `framebufferWithSystemChrome`.
extension UIWindow {
    /// The window's picture with the system overlay drawn over it (`SystemChrome`). A window that does
    /// not cover its screen, or a screen that is a plain rectangle, gets its picture unchanged.
    public var framebufferWithSystemChrome: Bitmap {
        var bitmap = framebuffer
        guard let app = application else { return bitmap }
        SystemChrome.draw(over: &bitmap, window: self, application: app)
        return bitmap
    }
}

/// Draws the overlay (SystemChromeView) over a window's picture, then blackens what the rounded
/// corners of the display cut off.
@MainActor
enum SystemChrome {
    static func draw(over bitmap: inout Bitmap, window: UIWindow, application app: UIApplication) {
        let screen = app.screen, device = screen.device
        guard window.bounds.size == screen.bounds.size, device.statusBarHeight > 0 || device.cornerRadius > 0 else { return }
        let chrome = SystemChromeView(frame: window.bounds)
        let orientation = app.interfaceOrientation
        let style = app.statusBarStyle(in: window)
        chrome.configure(device: device, size: window.bounds.size, orientation: orientation, style: style,
                         hidden: app.statusBarIsHidden(in: window))
        // Over a dark picture `.default` content turns white, as iOS picks the contrasting colour for the
        // default style (it samples what is under the bar; here the top row's middle pixel).
        if style == .default, isDark(bitmap, at: (bitmap.width / 2, 2)) {
            chrome.configure(device: device, size: window.bounds.size, orientation: orientation, style: .lightContent,
                             hidden: app.statusBarIsHidden(in: window))
        }
        let overlay = chrome.snapshotBitmap(scale: screen.scale)
        bitmap.composite(overlay, atX: 0, y: 0)
        roundCorners(&bitmap, radius: device.cornerRadius * screen.scale)
    }

    private static func isDark(_ bitmap: Bitmap, at p: (Int, Int)) -> Bool {
        guard p.0 < bitmap.width, p.1 < bitmap.height else { return false }
        let c = bitmap[p.0, p.1].argb
        let r = (c >> 16) & 0xFF, g = (c >> 8) & 0xFF, b = c & 0xFF
        return (r * 299 + g * 587 + b * 114) / 1000 < 110
    }

    /// Blackens the pixels outside a rounded rectangle of `radius` pixels, antialiased at the edge.
    private static func roundCorners(_ bitmap: inout Bitmap, radius: CGFloat) {
        guard radius > 0 else { return }
        let w = bitmap.width, h = bitmap.height, r = Double(radius)
        let n = min(Int(r.rounded(.up)), w / 2, h / 2)
        for y in 0..<n {
            for x in 0..<n {
                // distance from the corner circle's centre to the pixel's centre
                let dx = r - (Double(x) + 0.5), dy = r - (Double(y) + 0.5)
                let outside = (dx * dx + dy * dy).squareRoot() - r + 0.5
                guard outside > 0 else { continue }
                let cover = min(1, outside)
                for (px, py) in [(x, y), (w - 1 - x, y), (x, h - 1 - y), (w - 1 - x, h - 1 - y)] {
                    let c = bitmap[px, py].argb
                    let keep = 1 - cover
                    func ch(_ shift: UInt32) -> UInt32 { UInt32((Double((c >> shift) & 0xFF) * keep).rounded()) << shift }
                    bitmap[px, py] = PremultipliedColor(argb: 0xFF00_0000 | ch(16) | ch(8) | ch(0))
                }
            }
        }
    }
}
