/// `<state key="normal" title= image= backgroundImage=>` of a button, with its
/// `<color key="titleColor">` and `<imageReference>` children.
public struct IBButtonState: Sendable, Hashable {
    /// "normal", "highlighted", "selected", "disabled".
    public var state: String
    public var title: String?
    public var image: IBImageReference?
    public var backgroundImage: IBImageReference?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    /// The raw element, for `attributedTitle`, `preferredSymbolConfiguration` and the like.
    public var element: IBElement

    init?(_ element: IBElement) {
        guard element.name == "state", let state = element.key else { return nil }
        self.state = state
        self.title = element.attribute("title") ?? element.child(named: "string", key: "title")?.text
        self.image = element.child(named: "imageReference", key: "image").flatMap(IBImageReference.init)
            ?? IBImageReference(attribute: "image", of: element)
        self.backgroundImage = element.child(named: "imageReference", key: "backgroundImage").flatMap(IBImageReference.init)
            ?? IBImageReference(attribute: "backgroundImage", of: element)
        self.titleColor = element.child(named: "color", key: "titleColor").flatMap(IBColor.init)
        self.titleShadowColor = element.child(named: "color", key: "titleShadowColor").flatMap(IBColor.init)
        self.element = element
    }
}
