/// A ledger of which attributes and child elements of one element the
/// instantiating code has applied, so that everything else is reported
/// rather than silently dropped.
///
/// Contract: for each element it turns into an object (or otherwise
/// consumes), the instantiating code creates one `IBUsage`, calls `use` for
/// every attribute and child it applies, and warns once for each entry of
/// `unused`. Reading a typed accessor does not count as applying it: the
/// ledger records what reached UIKit, not what was looked at. Marking a child
/// covers its whole subtree, except nested objects, which get ledgers of
/// their own. `id` and `key` are structural (they say where an object goes,
/// which the loader does by construction) and are marked from the start.
///
/// ```swift
/// var usage = IBUsage(object)
/// label.text = object.text;       usage.use(.attribute("text"), .child("text"))
/// label.font = make(object.font); usage.use(.child("fontDescription"))
/// usage.useDesignTimeItems()
/// for item in usage.unused { log(item.warning(file: document.fileName)) }
/// ```
public struct IBUsage: Sendable {
    public let element: IBElement
    private var used: Set<IBItem> = [.attribute("id"), .attribute("key")]

    public init(_ element: IBElement) {
        self.element = element
    }

    public init(_ object: IBObject) {
        self.init(object.element)
    }

    /// Every item of the element, attributes first, in document order.
    public var items: [IBItem] {
        element.attributes.map { .attribute($0.name) } + element.children.map(IBItem.init(child:))
    }

    /// Marks items as applied. Items the element does not have are ignored,
    /// so code may mark a property it handles whether or not it is present.
    public mutating func use(_ items: IBItem...) {
        used.formUnion(items)
    }

    public mutating func use(_ items: some Sequence<IBItem>) {
        used.formUnion(items)
    }

    public mutating func use(attributes names: String...) {
        used.formUnion(names.map(IBItem.attribute))
    }

    public mutating func use(children keys: String...) {
        used.formUnion(keys.map(IBItem.child))
    }

    /// Marks the editor-only items (simulated metrics, canvas location,
    /// `misplaced`, `userLabel`…), which have no run-time effect.
    public mutating func useDesignTimeItems() {
        for attribute in element.attributes where IBItem.designTimeAttributes.contains(attribute.name) {
            used.insert(.attribute(attribute.name))
        }
        for child in element.children where IBItem.isDesignTime(child: child) {
            used.insert(IBItem(child: child))
        }
    }

    public func isUsed(_ item: IBItem) -> Bool { used.contains(item) }

    /// Everything not marked, in document order, each with its position.
    public var unused: [IBUnusedItem] {
        var result: [IBUnusedItem] = []
        for attribute in element.attributes where !used.contains(.attribute(attribute.name)) {
            result.append(IBUnusedItem(
                item: .attribute(attribute.name), elementName: element.name, detail: attribute.value,
                location: attribute.location, isDesignTimeOnly: IBItem.designTimeAttributes.contains(attribute.name)))
        }
        for child in element.children {
            let item = IBItem(child: child)
            if used.contains(item) { continue }
            result.append(IBUnusedItem(
                item: item, elementName: element.name, detail: child.name,
                location: child.location, isDesignTimeOnly: IBItem.isDesignTime(child: child)))
        }
        return result
    }
}
