import Foundation

extension UIView {
    /// How content (an image view's image, a redrawn backing store) is laid into the bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
}
