/// One XML element, the untyped tree every typed value is read from.
///
/// The tree is kept whole because the typed layer cannot model everything IB
/// writes, and whoever instantiates objects must still see (and warn about)
/// what it does not apply.
public struct IBElement: Sendable, Hashable {
    public let name: String
    /// In document order; XML forbids duplicates, so names are unique.
    public let attributes: [IBAttribute]
    public let children: [IBElement]
    /// Character data directly inside the element, entities decoded. Indentation
    /// between child elements is dropped; a leaf keeps its text exactly
    /// (`<string key="text">` values may begin with a tab or newline).
    public let text: String
    /// Where the element's `<` is.
    public let location: IBSourceLocation

    public init(name: String, attributes: [IBAttribute] = [], children: [IBElement] = [], text: String = "", location: IBSourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    public subscript(attribute name: String) -> String? { attribute(name) }

    public func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    public func attributeEntry(_ name: String) -> IBAttribute? {
        attributes.first { $0.name == name }
    }

    /// The IB object id, unique within a document.
    public var id: String? { attribute("id") }

    /// Which property of the enclosing object this element supplies (`frame`,
    /// `backgroundColor`, `view`, `navigationItem`…).
    public var key: String? { attribute("key") }

    public func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    public func child(named name: String) -> IBElement? {
        children.first { $0.name == name }
    }

    /// The first child with this `key` attribute, whatever its element name.
    public func child(key: String) -> IBElement? {
        children.first { $0.attribute("key") == key }
    }

    /// The first child with this element name and `key`.
    public func child(named name: String, key: String) -> IBElement? {
        children.first { $0.name == name && $0.attribute("key") == key }
    }

    /// Compares whole trees without recursion, so the deepest accepted
    /// document compares on a small thread stack like a shallow one.
    public static func == (lhs: IBElement, rhs: IBElement) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.name == right.name, left.location == right.location, left.text == right.text,
                  left.attributes == right.attributes, left.children.count == right.children.count else { return false }
            pending.append(contentsOf: zip(left.children, right.children))
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let element = pending.popLast() {
            hasher.combine(element.name)
            hasher.combine(element.location)
            hasher.combine(element.text)
            hasher.combine(element.attributes)
            hasher.combine(element.children.count)
            pending.append(contentsOf: element.children.reversed())
        }
    }

    /// This element and all its descendants, depth first in document order.
    public var descendantsAndSelf: [IBElement] {
        var result: [IBElement] = []
        var stack: [IBElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
