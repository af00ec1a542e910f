import Foundation

/// The scroll input a pan recognizer accepts (`UIPanGestureRecognizer.allowedScrollTypesMask`):
/// `.discrete` is a notched mouse wheel, `.continuous` trackpad scrolling.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
