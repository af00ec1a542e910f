import Foundation

// How Apple's CoreGraphics overlay prints its geometry: `print(view.frame.size)` shows `(207.0, 68.0)`
// on iOS, where Foundation on Linux would print `CGSize(width: 207.0, height: 68.0)`. A scenario's
// `print` lines (and its trace) read as the same code's console output on an iPhone.
extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

