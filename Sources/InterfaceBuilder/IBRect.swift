/// `<rect key="frame" x= y= width= height=>`.
public struct IBRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ element: IBElement) {
        self.init(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
                  width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    public var origin: IBPoint { IBPoint(x: x, y: y) }
    public var size: IBSize { IBSize(width: width, height: height) }
}
