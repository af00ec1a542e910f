import Foundation

/// A relationship of an entity: the entity it reaches, how many, its inverse and what deleting does.
open class NSRelationshipDescription: NSPropertyDescription {
    open var destinationEntity: NSEntityDescription? = nil
    open var inverseRelationship: NSRelationshipDescription? = nil
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var minCount: Int = 0
    /// 1 for a to-one relationship; 0 (no limit) or more for a to-many one.
    open var maxCount: Int = 1
    open var isOrdered: Bool = false
    open var isToMany: Bool { maxCount != 1 }

    public override init() { super.init() }
}
