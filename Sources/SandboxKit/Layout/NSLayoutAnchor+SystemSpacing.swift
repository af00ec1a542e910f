import Foundation

/// UIKit's system spacing anchors (iOS 11): `b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor,
/// multiplier: 2)` puts b `multiplier` × the standard spacing below a. UIKit's standard spacing between
/// two views' edges is 8 points (Interface Builder's "standard" and UIStackView's default); between text
/// baselines it follows the fonts, which the sandbox does not model, so 8 is used there too.
extension NSLayoutXAxisAnchor {
    static let systemSpacing: CGFloat = 8

    /// This anchor `multiplier` standard spacings after `anchor` (to its right, left-to-right).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: Self.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// This anchor `multiplier` standard spacings below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
}
