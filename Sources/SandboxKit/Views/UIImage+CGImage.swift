import Foundation
import Raster

extension UIImage {
    /// How an image's pixels are turned when shown (the camera's way of saying "rotated").
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The image's pixels as a Core Graphics image (no scale: a 2x image's is twice its size in points).
    public var cgImage: CGImage? {
        bitmap.width > 0 && bitmap.height > 0 ? CGImage(bitmap: bitmap) : nil
    }

    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage.bitmap)
    }

    /// An image of `cgImage`'s pixels at `scale`. The orientation is kept and turns `size`; an image
    /// that is not `.up` is drawn unturned (reported once as not simulated).
    @MainActor
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if orientation != .up { NotSimulated.record("UIImage.init(cgImage:scale:orientation:) drawing turned") }
        self.init(bitmap: cgImage.bitmap, scale: scale, orientation: orientation)
    }

    /// The image with cap insets kept (`capInsets`, `resizingMode`). Image views and buttons draw it
    /// stretched whole, not by its caps (reported once as not simulated unless the insets are zero).
    @MainActor
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    @MainActor
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        if capInsets != .zero { NotSimulated.record("UIImage.resizableImage(withCapInsets:) drawn by its caps") }
        return with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// An image that is a sequence of frames: `images` and `duration` read back, and it shows as its
    /// first frame; the frames do not play (reported once as not simulated).
    @MainActor
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        NotSimulated.record("UIImage.animatedImage(with:duration:) playing")
        return UIImage(bitmap: first.bitmap, scale: first.scale, renderingMode: first.renderingMode,
                       images: images, duration: duration)
    }

    /// The sandbox lays out left to right only, so the image is never flipped; the same image.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// iOS 13's standard symbols, as `UIImage(systemName:)` draws them.
    @MainActor public static var add: UIImage { UIImage(systemName: "plus")! }
    @MainActor public static var remove: UIImage { UIImage(systemName: "minus")! }
    @MainActor public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    @MainActor public static var actions: UIImage { UIImage(systemName: "ellipsis")! }
    @MainActor public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }
}
