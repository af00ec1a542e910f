import Foundation

@MainActor
extension UIImage {
    /// Draws the image stretched to `rect` in the current context (bilinear when scaled).
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(bitmap, in: rect)
    }

    /// Draws the image at its size in points with its top-left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
