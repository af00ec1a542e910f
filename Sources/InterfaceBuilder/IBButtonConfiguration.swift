/// `<buttonConfiguration key="configuration" style="filled" title=…>`, the
/// iOS 15 `UIButton.Configuration` that Xcode 13 and later write for buttons
/// whose style is not "Default".
public struct IBButtonConfiguration: Sendable, Hashable {
    /// "plain", "gray", "tinted", "filled", "borderless", "borderedProminent"….
    public var style: String?
    public var title: String?
    public var subtitle: String?
    public var image: IBImageReference?
    public var imagePlacement: String?
    public var imagePadding: Double?
    public var titlePadding: Double?
    public var cornerStyle: String?
    public var buttonSize: String?
    public var titleAlignment: String?
    public var showsActivityIndicator: Bool?
    public var baseForegroundColor: IBColor?
    public var baseBackgroundColor: IBColor?
    public var titleFont: IBFont?
    public var subtitleFont: IBFont?
    public var contentInsets: IBEdgeInsets?
    /// The raw element, for `<backgroundConfiguration>` and rarer settings.
    public var element: IBElement

    init?(_ element: IBElement) {
        guard element.name == "buttonConfiguration" else { return nil }
        style = element.attribute("style")
        title = element.attribute("title") ?? element.child(named: "string", key: "title")?.text
        subtitle = element.attribute("subtitle") ?? element.child(named: "string", key: "subtitle")?.text
        image = element.child(named: "imageReference", key: "image").flatMap(IBImageReference.init)
            ?? IBImageReference(attribute: "image", of: element)
        imagePlacement = element.attribute("imagePlacement")
        imagePadding = element.number("imagePadding")
        titlePadding = element.number("titlePadding")
        cornerStyle = element.attribute("cornerStyle")
        buttonSize = element.attribute("buttonSize")
        titleAlignment = element.attribute("titleAlignment")
        showsActivityIndicator = element.bool("showsActivityIndicator")
        baseForegroundColor = element.child(named: "color", key: "baseForegroundColor").flatMap(IBColor.init)
        baseBackgroundColor = element.child(named: "color", key: "baseBackgroundColor").flatMap(IBColor.init)
        titleFont = element.child(named: "fontDescription", key: "titleFontDescription").flatMap(IBFont.init)
        subtitleFont = element.child(named: "fontDescription", key: "subtitleFontDescription").flatMap(IBFont.init)
        contentInsets = element.child(key: "contentInsets").flatMap(IBEdgeInsets.init)
        self.element = element
    }
}
