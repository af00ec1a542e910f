import Foundation
import Raster

/// A tab bar item's icon: the image's shape (its alpha) filled with the item's colour, as UIKit draws
/// tab bar images (template rendering). The tinted pixels become the layer's contents directly.
final class TabBarIconView: UIView {
    func show(_ image: UIImage?, tint: UIColor) {
        isHidden = image == nil
        guard let image else { layer.contents = nil; return }
        let color = tint.color.premultiplied
        let pixels = image.bitmap.pixels.map { p -> UInt32 in
            let a = p >> 24
            let scale = { (c: UInt8) in div255(UInt32(c) * a) }
            return scale(color.alpha) << 24 | scale(color.red) << 16 | scale(color.green) << 8 | scale(color.blue)
        }
        layer.contents = Bitmap(width: image.bitmap.width, height: image.bitmap.height, pixels: pixels)
        setNeedsComposite()
    }
}
