/// Insets from any of the three spellings IB uses.
///
/// `<inset minX minY maxX maxY>` (older files and flow layouts: minX is the
/// left inset, maxY the bottom one), `<edgeInsets top left bottom right>`, and
/// `<directionalEdgeInsets top leading bottom trailing>`; the last sets
/// `isDirectional`, and then `left`/`right` mean leading/trailing.
public struct IBEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public var isDirectional: Bool

    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    static let elementNames: Set<String> = ["inset", "edgeInsets", "directionalEdgeInsets"]

    init?(_ element: IBElement) {
        switch element.name {
        case "inset":
            self.init(top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                      bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
        case "edgeInsets":
            self.init(top: element.number("top") ?? 0, left: element.number("left") ?? 0,
                      bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
        case "directionalEdgeInsets":
            self.init(top: element.number("top") ?? 0, left: element.number("leading") ?? 0,
                      bottom: element.number("bottom") ?? 0, right: element.number("trailing") ?? 0, isDirectional: true)
        default:
            return nil
        }
    }
}
