import Foundation

/// Reading a colour's components back, as UIKit's `getRed`, `getWhite` and `getHue` give them (always
/// true here: every colour is RGBA).
extension UIColor {
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        // The luma UIKit reports for an RGB colour's white.
        white?.pointee = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        alpha?.pointee = color.alpha
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta + (g < b ? 6 : 0) }
            else if maximum == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = color.alpha
        return true
    }
}
