import Foundation

/// UIKit's `NSValue` geometry boxes (a keyboard notification's frames are read with `cgRectValue`).
/// Foundation on Linux has them under AppKit's names (`rect`, `point`, `size`); these are UIKit's.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
