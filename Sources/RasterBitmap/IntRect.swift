/// A pixel rectangle: origin inclusive, size in whole pixels. Damage and clipping are kept in these.
public struct IntRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return IntRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    public func contains(x px: Int, y py: Int) -> Bool { px >= minX && px < maxX && py >= minY && py < maxY }

    /// The smallest pixel rectangle covering a real-valued one (edges pushed outward).
    public static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> IntRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else { return .zero }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
