import Foundation
import Raster

/// The system overlay of one window as one picture: the status bar, the sensor housing and the home
/// indicator (`SystemChromeView`) with the display's rounded corners folded in (black, covering what
/// the corners cut off), premultiplied and transparent wherever the app shows through. Drawn source-over
/// the window's picture it gives what a person sees on the device. Made once per look (device,
/// orientation, status bar style and visibility, scale) and kept by the window, so a frame pays only
/// for the pixels it redraws: `draw(over:width:height:in:)` touches the overlay's drawn spans inside
/// the rectangle asked for, so a device can lay it over the damaged part of each frame it sends.
package struct SystemChromeOverlay: Equatable, Sendable {
    /// What the overlay depends on; a window remakes its overlay when this changes.
    struct Look: Equatable, Sendable {
        let device: String
        let width: Int, height: Int
        let orientation: UIInterfaceOrientation
        let style: UIStatusBarStyle
        let hidden: Bool
    }

    let look: Look
    public let bitmap: Bitmap

    /// Two overlays of the same look are the same picture (so comparing never walks the pixels).
    public static func == (a: SystemChromeOverlay, b: SystemChromeOverlay) -> Bool { a.look == b.look }
    /// The columns the overlay draws on in each row (nil: none), so transparent rows and the
    /// transparent middle of most rows cost nothing.
    let spans: [Range<Int>?]

    init(look: Look, chrome: Bitmap, cornerRadius: CGFloat) {
        self.look = look
        var bitmap = chrome
        Self.foldCorners(into: &bitmap, radius: Double(cornerRadius))
        self.bitmap = bitmap
        spans = (0..<bitmap.height).map { y in
            let row = bitmap.pixels[(y * bitmap.width)..<((y + 1) * bitmap.width)]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { return nil }
            return (first - y * bitmap.width)..<(last - y * bitmap.width + 1)
        }
    }

    /// Draws the overlay source-over `pixels` (a frame of the overlay's size, rows of `width`) inside `rect`.
    public func draw(over pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, in rect: IntRect) {
        guard width == bitmap.width, height == bitmap.height else { return }
        let r = rect.intersection(bitmap.bounds)
        guard !r.isEmpty else { return }
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in r.minY..<r.maxY {
                guard let span = spans[y] else { continue }
                let x0 = max(span.lowerBound, r.minX), x1 = min(span.upperBound, r.maxX)
                guard x0 < x1 else { continue }
                let row = y * width
                for x in x0..<x1 {
                    let s = src[row + x]
                    if s == 0 { continue }
                    pixels[row + x] = s >> 24 == 255 ? s : s &+ scalePixel(pixels[row + x], by: 255 &- (s >> 24))
                }
            }
        }
    }

    /// The whole overlay over a picture of its size.
    public func draw(over picture: inout Bitmap) {
        let (w, h) = (picture.width, picture.height)
        picture.pixels.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            draw(over: base, width: w, height: h, in: IntRect(x: 0, y: 0, width: w, height: h))
        }
    }

    /// Folds the display's rounded corners into the overlay: what lies outside a rounded rectangle of
    /// `radius` pixels turns black by the share of the pixel it covers, over the chrome already there
    /// (the result over a picture equals the chrome over it, then the corners blackened).
    private static func foldCorners(into bitmap: inout Bitmap, radius r: Double) {
        guard r > 0 else { return }
        let w = bitmap.width, h = bitmap.height
        let n = min(Int(r.rounded(.up)), w / 2, h / 2)
        for y in 0..<n {
            for x in 0..<n {
                // distance from the corner circle's centre to the pixel's centre
                let dx = r - (Double(x) + 0.5), dy = r - (Double(y) + 0.5)
                let outside = (dx * dx + dy * dy).squareRoot() - r + 0.5
                guard outside > 0 else { continue }
                let keep = 1 - min(1, outside)
                for (px, py) in [(x, y), (w - 1 - x, y), (x, h - 1 - y), (w - 1 - x, h - 1 - y)] {
                    let c = bitmap[px, py].argb
                    func ch(_ shift: UInt32) -> UInt32 { UInt32((Double((c >> shift) & 0xFF) * keep).rounded()) << shift }
                    let alpha = 255 - UInt32((Double(255 - (c >> 24)) * keep).rounded())
                    bitmap[px, py] = PremultipliedColor(argb: alpha << 24 | ch(16) | ch(8) | ch(0))
                }
            }
        }
    }
}
