import Foundation
import InterfaceBuilder

/// Each `<constraint>` of the unit as an `NSLayoutConstraint` between its resolved items (views, a
/// view's safe area layout guide; `*Margin` attributes are UIKit's own margin attributes), installed
/// once every view of the unit exists, as the nib's constraints are when it is unarchived. A
/// placeholder constraint (`placeholder="YES"`) is removed at build time in Xcode and skipped here.
extension NibInstantiation {
    func installConstraints() {
        var made: [NSLayoutConstraint] = []
        for constraint in pendingConstraints {
            var usage = IBUsage(constraint.element)
            usage.use(attributes: "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
                      "multiplier", "constant", "priority", "identifier", "symbolic", "placeholder")
            defer { finish(usage) }
            if constraint.isPlaceholder { continue }
            guard let first = item(constraint.firstItemID),
                  let firstAttribute = InterfaceBuilderValues.layoutAttribute(constraint.firstAttribute) else {
                unresolved(constraint)
                continue
            }
            var second: AnyObject? = nil
            var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            if let secondID = constraint.secondItem {
                guard let resolved = item(secondID),
                      let attribute = constraint.secondAttribute.flatMap(InterfaceBuilderValues.layoutAttribute) else {
                    unresolved(constraint)
                    continue
                }
                second = resolved
                secondAttribute = attribute
            }
            // A symbolic constant is the standard spacing, whose value IB writes as the constant.
            let c = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: InterfaceBuilderValues.relation(constraint.relation),
                                       toItem: second, attribute: secondAttribute, multiplier: CGFloat(constraint.multiplier),
                                       constant: CGFloat(constraint.constant))
            c.priority = UILayoutPriority(Float(constraint.priority))
            c.identifier = constraint.identifier
            made.append(c)
        }
        pendingConstraints = []
        NSLayoutConstraint.activate(made)
    }

    private func item(_ id: String) -> AnyObject? {
        if let guide = guides[id] { return guide }
        return objects[id] as? UIView
    }

    private func unresolved(_ constraint: IBConstraint) {
        InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
            "\(document.fileName):\(constraint.location): warning: <constraint> between items this document does not make was not installed",
            about: controller)
    }
}
