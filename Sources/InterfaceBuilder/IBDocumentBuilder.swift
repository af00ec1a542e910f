/// Checks a parsed `<document>` tree and collects what `IBDocument` indexes.
///
/// Validation happens once, here, so that the typed accessors can assume
/// well-formed values and never report errors themselves.
struct IBDocumentBuilder {
    struct Result {
        var kind: IBDocumentKind
        var scenes: [IBScene] = []
        var objects: [IBObject] = []
        var resources = IBResources()
        var connections: [IBConnection] = []
        var allObjects: [IBObject] = []
        var elementsByID: [String: IBElement] = [:]
        var objectsByID: [String: IBObject] = [:]
    }

    private struct Reference {
        var id: String
        var element: IBElement
        var attribute: String
    }

    private let root: IBElement
    private let file: String
    private var elementsByID: [String: IBElement] = [:]
    private var objectsByID: [String: IBObject] = [:]
    private var allObjects: [IBObject] = []
    private var connections: [IBConnection] = []
    private var references: [Reference] = []

    init(root: IBElement, file: String) {
        self.root = root
        self.file = file
    }

    private func error(_ kind: IBError.Kind, _ element: IBElement, _ message: String) -> IBError {
        IBError(kind, file: file, at: element.location, message)
    }

    mutating func build() throws(IBError) -> Result {
        var result = Result(kind: try documentKind())
        for child in root.children {
            switch child.name {
            case "device", "dependencies":
                // Editor settings; `device`/`adaptation` ids are not object ids.
                continue
            case "scenes":
                for sceneElement in child.children {
                    if sceneElement.name == "scene" {
                        result.scenes.append(try buildScene(sceneElement))
                    } else {
                        try walk(sceneElement, parentID: nil, sceneID: nil, container: child.name)
                    }
                }
            case "objects":
                result.objects = try walkTopLevel(child, sceneID: nil)
            case "resources":
                try validateResources(child)
                try walk(child, parentID: nil, sceneID: nil, container: nil)
                result.resources = IBResources(child)
            default:
                try walk(child, parentID: nil, sceneID: nil, container: nil)
            }
        }
        for reference in references where elementsByID[reference.id] == nil {
            throw error(.unknownReference, reference.element,
                        "\(reference.attribute) '\(reference.id)' of <\(reference.element.name)> names no object in this document")
        }
        if let initial = root.attribute("initialViewController"), objectsByID[initial] == nil {
            throw error(.unknownReference, root, "initialViewController '\(initial)' names no object in this document")
        }
        result.connections = connections
        result.allObjects = allObjects
        result.elementsByID = elementsByID
        result.objectsByID = objectsByID
        return result
    }

    private func documentKind() throws(IBError) -> IBDocumentKind {
        guard root.name == "document" else {
            throw error(.notAnInterfaceBuilderDocument, root,
                        "the root element is <\(root.name)>; an Interface Builder document starts with <document>")
        }
        guard let type = root.attribute("type") else {
            throw error(.notAnInterfaceBuilderDocument, root, "<document> has no 'type' attribute, so it is not an Interface Builder document")
        }
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard":
            return .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder.AppleTV.XIB":
            return .xib
        default:
            if type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") {
                throw error(.unsupportedDocumentType, root,
                            "'\(type)' is an AppKit (macOS) document; only UIKit (Cocoa Touch) storyboards and xibs are supported")
            }
            if type.contains("WatchKit") {
                throw error(.unsupportedDocumentType, root,
                            "'\(type)' is a WatchKit document; only UIKit (Cocoa Touch) storyboards and xibs are supported")
            }
            throw error(.unsupportedDocumentType, root,
                        "unknown document type '\(type)'; expected a Cocoa Touch storyboard or xib")
        }
    }

    private mutating func buildScene(_ element: IBElement) throws(IBError) -> IBScene {
        guard let sceneID = element.attribute("sceneID") else {
            throw error(.invalidAttribute, element, "<scene> has no 'sceneID' attribute")
        }
        var objects: [IBObject] = []
        for child in element.children {
            if child.name == "objects" {
                objects.append(contentsOf: try walkTopLevel(child, sceneID: sceneID))
            } else {
                try walk(child, parentID: nil, sceneID: sceneID, container: nil)
            }
        }
        return IBScene(id: sceneID, element: element, objects: objects)
    }

    private mutating func walkTopLevel(_ list: IBElement, sceneID: String?) throws(IBError) -> [IBObject] {
        var objects: [IBObject] = []
        for child in list.children {
            try walk(child, parentID: nil, sceneID: sceneID, container: list.name)
            if IBObject.isObject(child), let id = child.id, let object = objectsByID[id] {
                objects.append(object)
            }
        }
        return objects
    }

    private struct Visit {
        var element: IBElement
        var parentID: String?
        var container: String?
        /// Set when the element is an entry of this object's `<connections>`.
        var connectionSourceID: String?
    }

    /// Indexes ids, validates values, and records connections and constraint
    /// references in `element` and below, in document order. Iterative, so
    /// that the deepest document the reader accepts needs no more stack than
    /// a shallow one: callers may read documents on threads with small stacks.
    private mutating func walk(_ element: IBElement, parentID: String?, sceneID: String?, container: String?) throws(IBError) {
        var stack = [Visit(element: element, parentID: parentID, container: container, connectionSourceID: nil)]
        while let visit = stack.popLast() {
            let element = visit.element
            try validateValues(element)
            let isObject = IBObject.isObject(element)
            var ownerID = visit.parentID
            if let id = element.id {
                if let first = elementsByID[id] {
                    throw error(.duplicateID, element, "duplicate id '\(id)': <\(first.name)> at \(first.location) already uses it")
                }
                elementsByID[id] = element
                if isObject {
                    let object = IBObject(element: element, parentID: visit.parentID, container: visit.container, sceneID: sceneID)
                    objectsByID[id] = object
                    allObjects.append(object)
                    ownerID = id
                }
            }
            switch element.name {
            case "userDefinedRuntimeAttribute":
                try require(["keyPath", "type"], of: element)
            case "constraint" where visit.parentID != nil:
                try validateConstraint(element)
            default:
                break
            }
            if let sourceID = visit.connectionSourceID {
                try recordConnection(element, sourceID: sourceID)
            }
            let childContainer = isObject ? nil : element.name
            for child in element.children.reversed() {
                if child.name == "connections", isObject, let sourceID = element.id {
                    for connection in child.children.reversed() {
                        stack.append(Visit(element: connection, parentID: sourceID, container: child.name, connectionSourceID: sourceID))
                    }
                } else {
                    stack.append(Visit(element: child, parentID: ownerID, container: childContainer, connectionSourceID: nil))
                }
            }
        }
    }

    private mutating func recordConnection(_ element: IBElement, sourceID: String) throws(IBError) {
        switch element.name {
        case "outlet", "outletCollection":
            try require(["property", "destination"], of: element)
        case "action":
            try require(["selector"], of: element)
        case "segue":
            try require(["destination", "kind"], of: element)
            switch element.attribute("kind") {
            case "relationship"?: try require(["relationship"], of: element)
            case "unwind"?: try require(["unwindAction"], of: element)
            default: break
            }
            if let anchor = element.attribute("popoverAnchorView") {
                references.append(Reference(id: anchor, element: element, attribute: "popoverAnchorView"))
            }
        default:
            return
        }
        if let destination = element.attribute("destination") {
            references.append(Reference(id: destination, element: element, attribute: "destination"))
        }
        if let connection = IBConnection(element, sourceID: sourceID) {
            connections.append(connection)
        }
    }

    private mutating func validateConstraint(_ element: IBElement) throws(IBError) {
        try require(["firstAttribute"], of: element)
        if element.attribute("secondItem") != nil {
            try require(["secondAttribute"], of: element)
        }
        if let relation = element.attribute("relation"), IBLayoutRelation(rawValue: relation) == nil {
            throw error(.invalidAttribute, element, "'\(relation)' is not a constraint relation (attribute 'relation' of <constraint>)")
        }
        if let multiplier = element.attribute("multiplier"), IBValueParser.multiplier(multiplier) == nil {
            throw error(.invalidAttribute, element, "'\(multiplier)' is not a multiplier such as '0.5' or '16:9' (attribute 'multiplier' of <constraint>)")
        }
        for attribute in ["firstItem", "secondItem"] {
            if let item = element.attribute(attribute) {
                references.append(Reference(id: item, element: element, attribute: attribute))
            }
        }
    }

    private func validateResources(_ element: IBElement) throws(IBError) {
        for child in element.children where ["image", "namedColor", "systemColor"].contains(child.name) {
            try require(["name"], of: child)
        }
    }

    private func require(_ names: [String], of element: IBElement) throws(IBError) {
        for name in names where element.attribute(name) == nil {
            throw error(.invalidAttribute, element, "<\(element.name)> has no '\(name)' attribute")
        }
    }

    private static let numericAttributes: [String: [String]] = [
        "rect": ["x", "y", "width", "height"],
        "size": ["width", "height"],
        "point": ["x", "y"],
        "inset": ["minX", "minY", "maxX", "maxY"],
        "edgeInsets": ["top", "left", "bottom", "right"],
        "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        "color": ["white", "red", "green", "blue", "alpha"],
        "fontDescription": ["pointSize"],
        "real": ["value"],
        "constraint": ["constant", "priority"],
    ]

    private static let integerAttributes: [String: [String]] = [
        "integer": ["value"],
        "range": ["location", "length"],
    ]

    /// Rejects numbers the typed layer could not read, at the element that holds them.
    private func validateValues(_ element: IBElement) throws(IBError) {
        if let names = Self.numericAttributes[element.name] {
            for name in names {
                if let value = element.attribute(name), IBValueParser.number(value) == nil {
                    throw error(.invalidAttribute, element, "'\(value)' is not a number (attribute '\(name)' of <\(element.name)>)")
                }
            }
        }
        if let names = Self.integerAttributes[element.name] {
            for name in names {
                if let value = element.attribute(name), IBValueParser.integer(value) == nil {
                    throw error(.invalidAttribute, element, "'\(value)' is not a whole number (attribute '\(name)' of <\(element.name)>)")
                }
            }
        }
    }
}
