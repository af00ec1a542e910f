/// One entry of an object's `<connections>` list.
public enum IBConnection: Sendable, Hashable {
    case outlet(IBOutletConnection)
    case outletCollection(IBOutletCollectionConnection)
    case action(IBActionConnection)
    case segue(IBSegue)

    static let elementNames: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    public var id: String? {
        switch self {
        case .outlet(let c): c.id
        case .outletCollection(let c): c.id
        case .action(let c): c.id
        case .segue(let c): c.id
        }
    }

    /// The object whose `<connections>` holds this entry.
    public var sourceID: String {
        switch self {
        case .outlet(let c): c.sourceID
        case .outletCollection(let c): c.sourceID
        case .action(let c): c.sourceID
        case .segue(let c): c.sourceID
        }
    }

    /// Nil only for an action aimed at the responder chain.
    public var destinationID: String? {
        switch self {
        case .outlet(let c): c.destinationID
        case .outletCollection(let c): c.destinationID
        case .action(let c): c.destinationID
        case .segue(let c): c.destinationID
        }
    }

    public var element: IBElement {
        switch self {
        case .outlet(let c): c.element
        case .outletCollection(let c): c.element
        case .action(let c): c.element
        case .segue(let c): c.element
        }
    }

    public var location: IBSourceLocation { element.location }

    public var segue: IBSegue? {
        if case .segue(let segue) = self { return segue }
        return nil
    }

    /// Builds a connection from an element the document builder has already
    /// validated; returns nil for elements that are not connections.
    init?(_ element: IBElement, sourceID: String) {
        let destination = element.attribute("destination")
        switch element.name {
        case "outlet":
            self = .outlet(IBOutletConnection(
                id: element.id, sourceID: sourceID, property: element.attribute("property") ?? "",
                destinationID: destination ?? "", appliesToXIBs: element.bool("appliesToXIBs") ?? true, element: element))
        case "outletCollection":
            self = .outletCollection(IBOutletCollectionConnection(
                id: element.id, sourceID: sourceID, property: element.attribute("property") ?? "",
                destinationID: destination ?? "", collectionClass: element.attribute("collectionClass"),
                appends: element.bool("appends") ?? false, element: element))
        case "action":
            self = .action(IBActionConnection(
                id: element.id, sourceID: sourceID, selector: element.attribute("selector") ?? "",
                destinationID: destination, eventType: element.attribute("eventType"), element: element))
        case "segue":
            let arrows = element.child(named: "popoverArrowDirection")?.attributes
                .filter { $0.name != "key" && IBValueParser.bool($0.value) == true }
                .map(\.name) ?? []
            self = .segue(IBSegue(
                id: element.id, sourceID: sourceID, destinationID: destination ?? "",
                kind: IBSegueKind(element.attribute("kind") ?? ""), identifier: element.attribute("identifier"),
                relationship: element.attribute("relationship"), unwindAction: element.attribute("unwindAction"),
                customClass: element.attribute("customClass"), customModule: element.attribute("customModule"),
                customModuleProvider: element.attribute("customModuleProvider"),
                modalPresentationStyle: element.attribute("modalPresentationStyle"),
                modalTransitionStyle: element.attribute("modalTransitionStyle"),
                animates: element.bool("animates") ?? true, popoverAnchorView: element.attribute("popoverAnchorView"),
                popoverArrowDirections: arrows, element: element))
        default:
            return nil
        }
    }
}
