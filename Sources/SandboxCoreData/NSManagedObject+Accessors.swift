import Foundation

/// What an `@NSManaged` declaration becomes: the scenario rewrite gives `@NSManaged var title: String?`
/// the accessors `get { __sandboxManagedGet("title") } set { __sandboxManagedSet("title", newValue) }`,
/// and `@NSManaged func addToItems(_ value: Item)` the body `__sandboxManagedCall("addToItems", [value])`;
/// the classes the build generates from the model use the same.
extension NSManagedObject {
    public func __sandboxManagedGet<T>(_ key: String) -> T {
        ManagedCast.cast(value(forKey: key), to: T.self, key: key, of: self)
    }

    public func __sandboxManagedSet<T>(_ key: String, _ newValue: T) {
        var value = ManagedCast.flatten(newValue)
        if let collection = value as? ManagedCollection, !(value is NSSet || value is NSOrderedSet) {
            value = entity.relationshipsByName[key]?.isOrdered == true
                ? NSOrderedSet(array: collection.managedElements) : NSSet(array: collection.managedElements)
        }
        setValue(value, forKey: key)
    }

    public func __sandboxManagedCall(_ name: String, _ arguments: [Any]) {
        performRelationshipAccessor(name, arguments)
    }
}
