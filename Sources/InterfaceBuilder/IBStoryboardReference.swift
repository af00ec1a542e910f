/// What a `viewControllerPlaceholder` (a storyboard reference) points at.
public struct IBStoryboardReference: Sendable, Hashable {
    /// The other storyboard's name without extension; nil means this storyboard.
    public var storyboardName: String?
    /// The `storyboardIdentifier` of the controller to load; nil means that
    /// storyboard's initial view controller.
    public var referencedIdentifier: String?
    public var bundleIdentifier: String?

    init?(_ object: IBObject) {
        guard object.name == "viewControllerPlaceholder" else { return nil }
        storyboardName = object.attribute("storyboardName")
        referencedIdentifier = object.attribute("referencedIdentifier")
        bundleIdentifier = object.attribute("bundleIdentifier")
    }
}
