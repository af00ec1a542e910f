/// The four unknowns of a view or layout guide in the layout engine: its size, and its left and top edges
/// relative to its superview's bounds origin (a guide's: to its owning view's), so a frame is the
/// variables' values plus the superview's `bounds.origin`. A constraint between two items is written in
/// the coordinates of their nearest common ancestor: an item's edge there is the sum of its own and its
/// ancestors' offsets below that ancestor (`LayoutEngine.origin(of:in:)`). A change high in a chain so
/// moves only the views whose frames move (a taller first card moves the cards below, not their
/// contents), and a multiplier on a position scales it within that ancestor wherever it sits on screen.
@MainActor
final class LayoutItemVariables {
    let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable

    init(_ name: String) {
        left = LayoutVariable(name + ".minX")
        top = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    /// The attribute's position or length, for an item whose left and top edges are `left` and `top` in the
    /// constraint's coordinates. Baselines: `firstBaseline` below the top, `lastBaseline` above
    /// the bottom, for views with text; other views' baselines are their bottom edge, as in UIKit.
    func expression(_ attribute: NSLayoutConstraint.Attribute, left l: LinearExpression, top t: LinearExpression,
                    firstBaseline: Double?, lastBaseline: Double?, margins: UIEdgeInsets) -> LinearExpression {
        let w = LinearExpression(width), h = LinearExpression(height)
        switch attribute {
        case .left, .leading: return l
        case .right, .trailing: return l + w
        case .top: return t
        case .bottom: return t + h
        case .width: return w
        case .height: return h
        case .centerX: return l + 0.5 * w
        case .centerY: return t + 0.5 * h
        case .firstBaseline: return firstBaseline.map { t + $0 } ?? t + h
        case .lastBaseline: return lastBaseline.map { t + h + (-$0) } ?? t + h
        case .leftMargin, .leadingMargin: return l + Double(margins.left)
        case .rightMargin, .trailingMargin: return l + w + Double(-margins.right)
        case .topMargin: return t + Double(margins.top)
        case .bottomMargin: return t + h + Double(-margins.bottom)
        case .centerXWithinMargins: return l + 0.5 * w + Double((margins.left - margins.right) / 2)
        case .centerYWithinMargins: return t + 0.5 * h + Double((margins.top - margins.bottom) / 2)
        case .notAnAttribute: return LinearExpression()
        }
    }
}

import Foundation
