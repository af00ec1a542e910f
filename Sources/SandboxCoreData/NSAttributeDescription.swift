import Foundation

/// An attribute of an entity: its type and its default value.
open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a new object starts with, of the attribute's Swift type (`Int16`, `String`, `Date`).
    open var defaultValue: Any? = nil
    open var attributeValueClassName: String? = nil
    open var valueTransformerName: String? = nil
    open var allowsExternalBinaryDataStorage: Bool = false

    public override init() { super.init() }
}
