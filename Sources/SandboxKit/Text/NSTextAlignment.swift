import Foundation

/// Horizontal alignment of text. `natural` is `left` (the sandbox lays out left-to-right text only);
/// `justified` is drawn as `left`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
