import Foundation

/// UIKit's constraint: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
/// Items are views or layout guides. Activating adds it to the layout engine (`LayoutEngine`), which keeps
/// it until it is deactivated or one of its views leaves the other's hierarchy; changing `constant` of an
/// active constraint moves the solution without rebuilding it.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        var isSize: Bool { self == .width || self == .height }
        var isVertical: Bool {
            switch self {
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins: return true
            default: return false
            }
        }
        var name: String {
            switch self {
            case .left: return "left"; case .right: return "right"; case .top: return "top"
            case .bottom: return "bottom"; case .leading: return "leading"; case .trailing: return "trailing"
            case .width: return "width"; case .height: return "height"; case .centerX: return "centerX"
            case .centerY: return "centerY"; case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"; case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"; case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"; case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"; case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"; case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
        var symbol: String { self == .equal ? "==" : self == .lessThanOrEqual ? "<=" : ">=" }
    }

    /// Not retained (UIKit's are weak): a view owns the constraints installed on it, not the reverse.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var identifier: String?
    /// What made it: an app's constraint, or one the engine makes for a view (autoresizing mask, content
    /// size), which descriptions name as UIKit does.
    let kind: Kind

    enum Kind { case app, autoresizingMask, contentSize }

    /// A constant that is not finite is refused as UIKit refuses it (it raises "NSLayoutConstraint
    /// constant is not finite!  That's illegal.", as published crash logs show): recorded as a violation,
    /// the old constant kept, instead of NaN frames down the tree.
    open var constant: CGFloat {
        didSet {
            if !constant.isFinite {
                LayoutEngine.shared.violation(Self.notFinite(constant: constant, of: self), about: self)
                constant = oldValue
                return
            }
            if constant != oldValue { LayoutEngine.shared.constantDidChange(self) }
        }
    }

    /// Changing the priority of an active required constraint to optional (or back) is refused by UIKit;
    /// the engine re-adds the constraint with its new weight.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                LayoutEngine.shared.violation(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue)).",
                    about: self)
                priority = oldValue
                return
            }
            LayoutEngine.shared.priorityDidChange(self)
        }
    }

    open var isActive: Bool {
        get { solverConstraint != nil || isBroken }
        set {
            if newValue { LayoutEngine.shared.activate([self]) } else { LayoutEngine.shared.deactivate([self]) }
        }
    }

    /// The solver's form while active (nil when inactive, or active but broken: left out of the solver
    /// because it contradicted the required constraints, as UIKit's "Will attempt to recover by breaking
    /// constraint").
    var solverConstraint: SolverConstraint?
    var isBroken = false
    /// A number for descriptions (UIKit prints the object's address; a counter keeps traces stable).
    let serial: Int

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c, .app)
    }

    init(_ first: AnyObject?, _ a1: Attribute, _ relation: Relation, _ second: AnyObject?, _ a2: Attribute,
         _ multiplier: CGFloat, _ constant: CGFloat, _ kind: Kind) {
        firstItem = first
        firstAttribute = a1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : a2
        // Made with a number that is not finite, the constraint exists (Swift's initializer cannot fail
        // where UIKit's raises) with 1 and 0 in its place, and the violation says what was refused.
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.kind = kind
        serial = LayoutEngine.shared.nextSerial()
        super.init()
        if !multiplier.isFinite {
            LayoutEngine.shared.violation("Multiplier is not finite!  That's illegal.  multiplier:\(Self.number(multiplier))", about: self)
        }
        if !constant.isFinite { LayoutEngine.shared.violation(Self.notFinite(constant: constant, of: self), about: self) }
    }

    /// UIKit's message, with the anchors as the sandbox names them.
    static func notFinite(constant: CGFloat, of c: NSLayoutConstraint) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(number(constant)) "
            + "firstAnchor:\(LayoutEngine.anchorName(c.firstItem, c.firstAttribute)) "
            + "secondAnchor:\(c.secondItem == nil ? "(null)" : LayoutEngine.anchorName(c.secondItem, c.secondAttribute))"
    }

    /// `nan`, `inf`, `-inf` as Foundation prints them.
    private static func number(_ x: CGFloat) -> String { x.isNaN ? "nan" : x > 0 ? "inf" : "-inf" }

    open class func activate(_ constraints: [NSLayoutConstraint]) { LayoutEngine.shared.activate(constraints) }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { LayoutEngine.shared.deactivate(constraints) }

    /// Drops the items once the constraint can no longer be active (a view left the other's hierarchy).
    func releaseItems() {
        firstItem = nil
        secondItem = nil
    }

    /// UIKit's form: `<NSLayoutConstraint:0x3 UILabel:0x7.leading == UIView:0x2.leading + 20   (active)>`.
    /// Nonisolated, as NSObject's `description` is (see `UIViewController.description`).
    nonisolated open override var description: String { MainActorLoan.ifHeld { isolatedDescription } ?? "<NSLayoutConstraint:0x\(String(serial, radix: 16))>" }

    private var isolatedDescription: String {
        let className: String
        switch kind {
        case .app: className = "NSLayoutConstraint"
        case .autoresizingMask: className = "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: className = "NSContentSizeLayoutConstraint"
        }
        var text = "<\(className):0x\(String(serial, radix: 16))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + LayoutEngine.itemName(firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
        var rhs: [String] = []
        if let secondItem {
            let item = LayoutEngine.itemName(secondItem) + "." + secondAttribute.name
            rhs.append(multiplier == 1 ? item : "\(LayoutEngine.number(multiplier))*\(item)")
            if constant != 0 { rhs.append((constant < 0 ? "- " : "+ ") + LayoutEngine.number(abs(constant))) }
        } else {
            rhs.append(LayoutEngine.number(constant))
        }
        text += rhs.joined(separator: " ")
        if priority != .required { text += " @\(Int(priority.rawValue))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }
}
