/// Any element that IB instantiates as an object: controllers, views, bar
/// items, cells, placeholders, gesture recognizers, flow layouts….
///
/// An object is recognised structurally (it has an `id` and is not a
/// constraint, connection or layout guide) rather than by a list of names,
/// so objects this layer has never heard of still appear, with their raw
/// element. Typed accessors read the element on demand; they never fail,
/// because the document was validated when it was read.
public struct IBObject: Sendable, Hashable {
    /// The element itself, for everything the typed accessors do not cover.
    public let element: IBElement
    /// The nearest enclosing object, nil for scene and xib top-level objects.
    public let parentID: String?
    /// The grouping element between the parent and this object (`subviews`,
    /// `prototypes`, `cells`, `sections`, `items`, `rightBarButtonItems`,
    /// `objects`…), nil when the object is a direct (keyed) child.
    public let container: String?
    /// The scene the object belongs to; nil in xibs.
    public let sceneID: String?

    init(element: IBElement, parentID: String?, container: String?, sceneID: String?) {
        self.element = element
        self.parentID = parentID
        self.container = container
        self.sceneID = sceneID
    }

    static let nonObjectNames: Set<String> = IBConnection.elementNames.union(IBLayoutGuide.elementNames).union(["constraint"])

    static func isObject(_ element: IBElement) -> Bool {
        element.id != nil && !nonObjectNames.contains(element.name)
    }

    /// Controller element names; a scene's main object is one of these.
    static let controllerNames: Set<String> = [
        "viewController", "tableViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "collectionViewController", "viewControllerPlaceholder",
        "hostingController", "avPlayerViewController", "glkViewController",
    ]

    // MARK: Identity

    /// The element name: `viewController`, `label`, `tableViewCell`….
    public var name: String { element.name }
    public var id: String { element.id ?? "" }
    /// Which property of the parent this object fills (`view`, `contentView`,
    /// `navigationItem`, `tabBarItem`, `leftBarButtonItem`, `tableHeaderView`…).
    public var key: String? { element.key }
    public var customClass: String? { element.attribute("customClass") }
    public var customModule: String? { element.attribute("customModule") }
    /// "target" when the class lives in the app target itself.
    public var customModuleProvider: String? { element.attribute("customModuleProvider") }
    public var storyboardIdentifier: String? { element.attribute("storyboardIdentifier") }
    public var restorationIdentifier: String? { element.attribute("restorationIdentifier") }
    public var userLabel: String? { element.attribute("userLabel") }
    /// "viewController", "firstResponder", "exit" for scene members.
    public var sceneMemberID: String? { element.attribute("sceneMemberID") }
    /// "IBFilesOwner", "IBFirstResponder" for placeholders.
    public var placeholderIdentifier: String? { element.attribute("placeholderIdentifier") }

    public var isPlaceholder: Bool { name == "placeholder" }
    public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" }
    public var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" }
    /// The scene's Exit object, the destination of unwind segues.
    public var isExit: Bool { name == "exit" }
    public var isViewController: Bool { Self.controllerNames.contains(name) || sceneMemberID == "viewController" }
    public var location: IBSourceLocation { element.location }

    /// Set for `viewControllerPlaceholder`, the storyboard-reference object.
    public var storyboardReference: IBStoryboardReference? { IBStoryboardReference(self) }

    // MARK: Raw access

    public func attribute(_ name: String) -> String? { element.attribute(name) }
    /// "YES"/"NO" attributes; nil when absent or not a boolean.
    public func bool(_ name: String) -> Bool? { element.bool(name) }
    /// Numeric attributes; nil when absent or not a number.
    public func number(_ name: String) -> Double? { element.number(name) }

    // MARK: Object graph

    /// Objects nested in this one, in document order, whether keyed direct
    /// children or grouped under a container element.
    public var children: [IBObject] {
        // Iterative, like the document builder, so depth costs no stack.
        var result: [IBObject] = []
        var pending: [(element: IBElement, container: String?)] = element.children.reversed().map { ($0, nil) }
        while let (child, container) = pending.popLast() {
            if Self.isObject(child) {
                result.append(IBObject(element: child, parentID: id, container: container, sceneID: sceneID))
            } else {
                pending.append(contentsOf: child.children.reversed().map { ($0, child.name) })
            }
        }
        return result
    }

    /// Subviews in order, back to front.
    public var subviews: [IBObject] { children(in: "subviews") }

    public func children(in container: String) -> [IBObject] {
        children.filter { $0.container == container }
    }

    /// The direct child object filling property `key` of this object.
    public func child(key: String) -> IBObject? {
        for child in element.children where child.key == key && Self.isObject(child) {
            return IBObject(element: child, parentID: id, container: nil, sceneID: sceneID)
        }
        return nil
    }

    public var connections: [IBConnection] {
        element.children(named: "connections").flatMap { $0.children.compactMap { IBConnection($0, sourceID: id) } }
    }

    /// Constraints this object owns (installed on it), in document order.
    public var constraints: [IBConstraint] {
        element.children(named: "constraints").flatMap { $0.children.compactMap { IBConstraint($0, ownerID: id) } }
    }

    /// `<viewLayoutGuide key="safeArea">` and the like, plus an old
    /// controller's `<layoutGuides>` list.
    public var layoutGuides: [IBLayoutGuide] {
        var guides: [IBLayoutGuide] = []
        for child in element.children {
            if let guide = IBLayoutGuide(child) {
                guides.append(guide)
            } else if child.name == "layoutGuides" {
                guides.append(contentsOf: child.children.compactMap(IBLayoutGuide.init))
            }
        }
        return guides
    }

    public var runtimeAttributes: [IBRuntimeAttribute] {
        element.children(named: "userDefinedRuntimeAttributes").flatMap { $0.children.compactMap(IBRuntimeAttribute.init) }
    }

    // MARK: Keyed values

    public var frame: IBRect? { rect(key: "frame") }

    public func rect(key: String) -> IBRect? {
        element.child(named: "rect", key: key).map(IBRect.init)
    }

    public func size(key: String) -> IBSize? {
        element.child(named: "size", key: key).map(IBSize.init)
    }

    public func point(key: String) -> IBPoint? {
        element.child(named: "point", key: key).map(IBPoint.init)
    }

    /// `<inset>`, `<edgeInsets>` or `<directionalEdgeInsets>` with this key.
    public func insets(key: String) -> IBEdgeInsets? {
        element.children.first { $0.key == key && IBEdgeInsets.elementNames.contains($0.name) }.flatMap(IBEdgeInsets.init)
    }

    public func color(key: String) -> IBColor? {
        element.child(named: "color", key: key).flatMap(IBColor.init)
    }

    /// Every `<color>` directly on the object, in document order.
    public var colors: [IBColor] {
        element.children(named: "color").compactMap(IBColor.init)
    }

    /// `<nil key="textColor"/>`: the property is explicitly set to nil, which
    /// differs from leaving UIKit's default.
    public func isNil(key: String) -> Bool {
        element.child(named: "nil", key: key) != nil
    }

    public var font: IBFont? { font(key: "fontDescription") }

    public func font(key: String) -> IBFont? {
        element.child(named: "fontDescription", key: key).flatMap(IBFont.init)
    }

    /// A string property: the attribute `key` or, for long and multi-line
    /// values, a `<string key=…>`/`<mutableString key=…>` child.
    public func string(key: String) -> String? {
        if let value = element.attribute(key) { return value }
        return element.children.first { $0.key == key && ($0.name == "string" || $0.name == "mutableString") }?.text
    }

    public var text: String? { string(key: "text") }
    public var title: String? { string(key: "title") }

    /// An image property: `<imageReference key=…>` or the attribute `key`
    /// (`image`, `highlightedImage`, `selectedImage`…).
    public func image(key: String) -> IBImageReference? {
        element.child(named: "imageReference", key: key).flatMap(IBImageReference.init)
            ?? IBImageReference(attribute: key, of: element)
    }

    public var image: IBImageReference? { image(key: "image") }

    public var autoresizingMask: IBAutoresizingMask? {
        element.child(named: "autoresizingMask").flatMap(IBAutoresizingMask.init)
    }

    public var accessibility: IBAccessibility? {
        element.child(named: "accessibility").flatMap(IBAccessibility.init)
    }

    // MARK: Auto Layout

    /// IB writes `translatesAutoresizingMaskIntoConstraints="NO"` only when it
    /// is off; absent means true, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        bool("translatesAutoresizingMaskIntoConstraints") ?? true
    }

    public var horizontalHuggingPriority: Double? { number("horizontalHuggingPriority") }
    public var verticalHuggingPriority: Double? { number("verticalHuggingPriority") }
    public var horizontalCompressionResistancePriority: Double? { number("horizontalCompressionResistancePriority") }
    public var verticalCompressionResistancePriority: Double? { number("verticalCompressionResistancePriority") }

    /// IB's design-time intrinsic size; "infinite" reads as `.infinity`.
    /// Only meaningful at design time, so instantiating code normally ignores it.
    public var placeholderIntrinsicWidth: Double? { intrinsicPlaceholder("placeholderIntrinsicWidth") }
    public var placeholderIntrinsicHeight: Double? { intrinsicPlaceholder("placeholderIntrinsicHeight") }

    private func intrinsicPlaceholder(_ name: String) -> Double? {
        guard let value = attribute(name) else { return nil }
        return value == "infinite" ? .infinity : IBValueParser.number(value)
    }

    // MARK: Buttons

    /// Per-state titles, images and colours of a button, in document order.
    public var buttonStates: [IBButtonState] {
        element.children(named: "state").compactMap(IBButtonState.init)
    }

    public func buttonState(_ state: String) -> IBButtonState? {
        buttonStates.first { $0.state == state }
    }

    public var buttonConfiguration: IBButtonConfiguration? {
        element.child(named: "buttonConfiguration").flatMap(IBButtonConfiguration.init)
    }

    // MARK: Typed views

    public var tableView: IBTableView? { IBTableView(self) }
    public var tableViewSection: IBTableViewSection? { IBTableViewSection(self) }
    public var tableViewCell: IBTableViewCell? { IBTableViewCell(self) }
    public var collectionView: IBCollectionView? { IBCollectionView(self) }
    public var collectionViewCell: IBCollectionViewCell? { IBCollectionViewCell(self) }
    public var collectionViewFlowLayout: IBCollectionViewFlowLayout? { IBCollectionViewFlowLayout(self) }
    public var navigationItem: IBNavigationItem? { IBNavigationItem(self) }
    public var barButtonItem: IBBarButtonItem? { IBBarButtonItem(self) }
    public var tabBarItem: IBTabBarItem? { IBTabBarItem(self) }
}
