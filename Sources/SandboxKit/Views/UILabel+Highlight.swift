import Foundation

/// A label's highlighted look (a table cell highlights its labels while pressed): while `isHighlighted`
/// the text is drawn in `highlightedTextColor` (when there is one).
extension UILabel {
    private static let highlightedStorage = ExtensionStorage<Bool>("UILabel.isHighlighted", default: false)
    private static let highlightedColorStorage = ExtensionStorage<UIColor?>("UILabel.highlightedTextColor", default: nil)
    private static let baselineStorage = ExtensionStorage<UIBaselineAdjustment>("UILabel.baselineAdjustment", default: .alignBaselines)

    public var isHighlighted: Bool {
        get { Self.highlightedStorage.get(self) }
        set {
            guard newValue != isHighlighted else { return }
            Self.highlightedStorage.set(self, newValue)
            if highlightedTextColor != nil { setNeedsDisplay() }
        }
    }

    public var highlightedTextColor: UIColor? {
        get { Self.highlightedColorStorage.get(self) }
        set {
            Self.highlightedColorStorage.set(self, newValue)
            if isHighlighted { setNeedsDisplay() }
        }
    }

    /// Where shrunk text sits when `adjustsFontSizeToFitWidth` shrinks it: the sandbox keeps the line's
    /// baseline (`.alignBaselines`, UIKit's default); another adjustment is kept and reported once as not
    /// simulated.
    public var baselineAdjustment: UIBaselineAdjustment {
        get { Self.baselineStorage.get(self) }
        set {
            Self.baselineStorage.set(self, newValue)
            if newValue != .alignBaselines { NotSimulated.record("UILabel.baselineAdjustment other than .alignBaselines") }
        }
    }
}

/// Where shrunk text sits vertically.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
