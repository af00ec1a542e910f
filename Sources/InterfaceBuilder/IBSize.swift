/// `<size key=… width= height=>`, and the sizes of image resources.
public struct IBSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ element: IBElement) {
        self.init(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }
}
