import Foundation

@MainActor
extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}
