/// `<point key=… x= y=>`.
public struct IBPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Absent coordinates read as 0, as IB omits nothing but hand-written files do.
    init(_ element: IBElement) {
        self.init(x: element.number("x") ?? 0, y: element.number("y") ?? 0)
    }
}
