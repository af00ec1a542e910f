/// One `<scene>` of a storyboard: a controller plus the objects that live
/// beside it (placeholders, Exit, gesture recognizers, bar button items,
/// custom objects) in its `<objects>` list.
public struct IBScene: Sendable, Hashable {
    public let id: String
    public let element: IBElement
    /// The top-level objects in document order.
    public let objects: [IBObject]

    init(id: String, element: IBElement, objects: [IBObject]) {
        self.id = id
        self.element = element
        self.objects = objects
    }

    /// The scene's controller (or storyboard reference). IB marks it with
    /// `sceneMemberID="viewController"`; hand-written files may not.
    public var controller: IBObject? {
        objects.first { $0.sceneMemberID == "viewController" } ?? objects.first { $0.isViewController }
    }

    /// First Responder and other `<placeholder>` objects.
    public var placeholders: [IBObject] { objects.filter(\.isPlaceholder) }
    public var firstResponder: IBObject? { objects.first(where: \.isFirstResponder) }
    /// The destination of unwind segues started in this scene.
    public var exit: IBObject? { objects.first(where: \.isExit) }

    /// Objects other than the controller, placeholders and Exit: gesture
    /// recognizers, bar button items, custom objects….
    public var otherObjects: [IBObject] {
        let controllerID = controller?.id
        return objects.filter { $0.id != controllerID && !$0.isPlaceholder && !$0.isExit }
    }

    /// Where the scene sits on IB's canvas; design-time only.
    public var canvasLocation: IBPoint? {
        element.child(named: "point", key: "canvasLocation").map(IBPoint.init)
    }
}
