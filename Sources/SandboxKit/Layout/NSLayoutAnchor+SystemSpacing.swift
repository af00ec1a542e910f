import Foundation

/// UIKit's system spacing anchors (iOS 11): `b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor,
/// multiplier: 2)` puts b `multiplier` × the standard spacing below a. UIKit's standard spacing between
/// two views' edges is 8 points (Interface Builder's "standard" and UIStackView's default); between text
/// baselines it follows the fonts, which the sandbox does not model, so 8 is used there too.
extension NSLayoutAnchor {
    /// This anchor `multiplier` standard spacings (8 points each) past `anchor`.
    func systemSpacing(_ relation: NSLayoutConstraint.Relation, from anchor: NSLayoutAnchor<AnchorType>,
                       multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, constant: 8 * multiplier)
    }
}

extension NSLayoutXAxisAnchor {
    /// This anchor `multiplier` standard spacings after `anchor` (to its right, left-to-right).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, from: anchor, multiplier: multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, from: anchor, multiplier: multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// This anchor `multiplier` standard spacings below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, from: anchor, multiplier: multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, from: anchor, multiplier: multiplier)
    }
}
