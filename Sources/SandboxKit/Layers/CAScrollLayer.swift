import Foundation

/// A layer that shows part of its sublayers: `scroll(to:)` moves its bounds' origin, along the axes
/// `scrollMode` allows, so the sublayers move the other way (without scroll indicators or gestures).
open class CAScrollLayer: CALayer {
    open var scrollMode: CAScrollLayerScrollMode = .both

    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        bounds.origin = origin
    }

    open func scroll(to r: CGRect) {
        var origin = bounds.origin
        if r.minX < origin.x { origin.x = r.minX } else if r.maxX > origin.x + bounds.width { origin.x = r.maxX - bounds.width }
        if r.minY < origin.y { origin.y = r.minY } else if r.maxY > origin.y + bounds.height { origin.y = r.maxY - bounds.height }
        scroll(to: origin)
    }
}

/// The axes a `CAScrollLayer` scrolls along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
