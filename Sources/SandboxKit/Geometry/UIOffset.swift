import Foundation

/// A horizontal and vertical shift, as UIKit's title position adjustments give them.
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}
