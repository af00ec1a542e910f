import Foundation

/// How a document's text sizes were chosen (macOS's standard sizes or iOS's), read from a document's
/// attributes.
public enum NSTextScalingType: Int, Sendable {
    case standard = 0
    case iOS = 1
}
