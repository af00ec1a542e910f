/// The four unknowns of a view or layout guide in the layout engine: its left and top edges in the
/// coordinates of its hierarchy's root, and its size. Every `NSLayoutConstraint.Attribute` is a linear
/// expression of them.
@MainActor
final class LayoutItemVariables {
    let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable

    init(_ name: String) {
        left = LayoutVariable(name + ".minX")
        top = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    /// The attribute's position or length. Baselines: `firstBaseline` below the top, `lastBaseline` above
    /// the bottom, for views with text; other views' baselines are their bottom edge, as in UIKit.
    func expression(_ attribute: NSLayoutConstraint.Attribute, firstBaseline: Double?, lastBaseline: Double?,
                    margins: UIEdgeInsets) -> LinearExpression {
        let l = LinearExpression(left), t = LinearExpression(top), w = LinearExpression(width), h = LinearExpression(height)
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

    var frame: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

import Foundation
