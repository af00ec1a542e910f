import Foundation
import Raster

/// A tab bar item's icon: the image's shape (its alpha) filled with the item's colour, as UIKit draws
/// tab bar images (template rendering) unless the image is `.alwaysOriginal`. The tinted pixels become the layer's contents directly.
final class TabBarIconView: UIView {
    func show(_ image: UIImage?, tint: UIColor) {
        isHidden = image == nil
        guard let image else { layer.contents = nil; return }
        layer.contents = image.renderingMode == .alwaysOriginal ? image.bitmap : image.tinted(tint)
        setNeedsComposite()
    }
}
