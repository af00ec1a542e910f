/// A `<segue>` in a `<connections>` list.
///
/// The source is the object whose connections hold it: a control or cell for
/// triggered segues, a controller for manual ones (performed by identifier)
/// and for relationship/embed segues.
public struct IBSegue: Sendable, Hashable {
    public var id: String?
    public var sourceID: String
    public var destinationID: String
    public var kind: IBSegueKind
    /// The identifier passed to `performSegue(withIdentifier:)`/`prepare(for:)`.
    public var identifier: String?
    /// For `.relationship`: "rootViewController", "viewControllers",
    /// "masterViewController", "detailViewController", "nextPage"….
    public var relationship: String?
    /// For `.unwind`: the selector looked up along the controller chain ("unwindToList:").
    public var unwindAction: String?
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    /// "fullScreen", "pageSheet", "formSheet", "overFullScreen"…; nil: destination's own.
    public var modalPresentationStyle: String?
    /// "coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"; nil: destination's own.
    public var modalTransitionStyle: String?
    /// `animates="NO"` turns the transition off; true when absent.
    public var animates: Bool
    /// For popovers: the view the arrow points at, if not the source.
    public var popoverAnchorView: String?
    /// For popovers: `<popoverArrowDirection up= down= left= right=>` flags set to YES.
    public var popoverArrowDirections: [String]
    public var element: IBElement

    public var location: IBSourceLocation { element.location }
}
