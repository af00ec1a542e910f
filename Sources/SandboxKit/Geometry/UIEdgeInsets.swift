import Foundation

/// Insets of a rectangle's four edges (safe area, layout margins).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    func inset(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX + left, y: r.minY + top, width: max(0, r.width - left - right), height: max(0, r.height - top - bottom))
    }
}

extension CGRect {
    /// The rectangle with its edges moved in by the insets (UIKit's `inset(by:)`; it may go negative in
    /// size, as UIKit's does not clamp).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Insets named by leading and trailing instead of left and right (left-to-right only here).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
