import Foundation

/// What happens to text that does not fit. For multi-line labels the text always wraps at words and
/// the mode applies to the last line, as in UIKit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
