import Foundation
import Raster

/// An immutable image: premultiplied pixels and the scale they were made for (pixels per point).
///
/// Files are decoded by the application's image loader (`UIApplication.current.images`; SandboxMedia
/// installs SDL2_image's). `UIImage(named:)` asks the loader where a named asset is; a name ending in
/// "@2x"/"@3x" (before the extension) has that scale. The failable initialisers return nil on any
/// problem, as UIKit's do; `UIImage.load(contentsOfFile:)` throws the path and the reason instead.
///
/// An `NSObject` and sendable, as iOS's is (immutable, hence `@unchecked`). The initialisers that read a file or draw a symbol are main-actor here (on iOS
/// any thread may call them): they ask the application for its image loader and its screen's scale.
public final class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public let bitmap: Bitmap
    public let scale: CGFloat
    /// `.alwaysTemplate` draws the image's shape in the tint colour (image views, buttons, bars);
    /// `.automatic` is original in image views and template in bars, as UIKit decides.
    public let renderingMode: RenderingMode
    /// Made by `UIImage(systemName:)`.
    public let isSymbolImage: Bool
    /// How the pixels are to be turned when shown (`UIImage(cgImage:scale:orientation:)`); kept, and the
    /// size is the turned one, as UIKit's.
    public let imageOrientation: Orientation
    /// The parts of a resizable image that do not stretch (`resizableImage(withCapInsets:)`).
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The frames of an animated image (`animatedImage(with:duration:)`), nil for a still one.
    public let images: [UIImage]?
    /// An animated image's length in seconds, 0 for a still one.
    public let duration: TimeInterval

    public init(bitmap: Bitmap, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, isSymbolImage: Bool = false,
                orientation: Orientation = .up, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
                images: [UIImage]? = nil, duration: TimeInterval = 0) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.images = images
        self.duration = duration
    }

    /// The empty image, zero points wide and high.
    public convenience override init() {
        self.init(bitmap: Bitmap(width: 0, height: 0))
    }

    /// The same image with some of its properties changed.
    func with(bitmap: Bitmap? = nil, renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: ResizingMode? = nil) -> UIImage {
        UIImage(bitmap: bitmap ?? self.bitmap, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
                isSymbolImage: isSymbolImage, orientation: imageOrientation, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, images: images, duration: duration)
    }

    /// A system symbol (SF Symbols' name, e.g. "gear", "chevron.right") drawn for the screen's scale, or
    /// nil when the name is not one the sandbox draws (iOS returns nil for a name that does not exist).
    /// Symbol images are templates: they take the tint colour where they are shown (`SystemSymbol`).
    @MainActor
    public convenience init?(systemName name: String) {
        guard let image = SystemSymbol.image(named: name, scale: max(UIApplication.current.screen.scale, 1)) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode, isSymbolImage: true)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        with(renderingMode: mode)
    }

    /// The image's shape filled with `color` (what a template image looks like tinted), original from then on.
    public func withTintColor(_ color: UIColor) -> UIImage {
        with(bitmap: tinted(color), renderingMode: .alwaysOriginal)
    }

    /// The pixels with each one's alpha kept and its colour replaced by `color` (template rendering).
    func tinted(_ color: UIColor) -> Bitmap {
        let c = color.color.premultiplied
        let pixels = bitmap.pixels.map { p -> UInt32 in
            let a = p >> 24
            let scale = { (v: UInt8) in div255(UInt32(v) * a) }
            return scale(c.alpha) << 24 | scale(c.red) << 16 | scale(c.green) << 8 | scale(c.blue)
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// The size in points, turned by the orientation (a `.left` or `.right` image is as wide as its
    /// pixels are high).
    public var size: CGSize {
        let w = CGFloat(bitmap.width) / scale, h = CGFloat(bitmap.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    @MainActor
    public convenience init?(named name: String) {
        let app = UIApplication.current
        if let asset = app.assets.images[name] {
            // An image set of the app's catalogs, at the scale the set gives its file.
            guard let bitmap = try? app.images.loadImage(atPath: asset.path) else { return nil }
            self.init(bitmap: bitmap, scale: asset.scale)
            return
        }
        guard let path = app.images.path(forImageNamed: name),
              let image = try? UIImage.load(contentsOfFile: path) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale)
    }

    @MainActor
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? UIImage.load(contentsOfFile: path) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale)
    }

    /// Decodes `path`, throwing an `ImageLoadingError` that names the file and the reason.
    @MainActor
    public static func load(contentsOfFile path: String) throws -> UIImage {
        let bitmap = try UIApplication.current.images.loadImage(atPath: path)
        return UIImage(bitmap: bitmap, scale: scale(ofFileAt: path))
    }

    static func scale(ofFileAt path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
