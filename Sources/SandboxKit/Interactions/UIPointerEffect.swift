import Foundation

/// How the iPad's pointer changes a view it is over.
public enum UIPointerEffect {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    public enum TintMode: Int, Sendable {
        case none = 0
        case overlay = 1
        case underlay = 2
    }
}
