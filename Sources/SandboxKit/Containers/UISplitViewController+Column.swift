import Foundation

// The split view controller's vocabulary: its two APIs' styles and columns, the display modes and the
// split behaviours, with UIKit's raw values (storyboards and archived settings name them by number).
extension UISplitViewController {
    /// `.unspecified` is the classic API (`viewControllers`, primary and secondary); the other two are
    /// iOS 14's column-style API (`setViewController(_:for:)`).
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }

    public enum Column: Int, Sendable, CustomStringConvertible {
        case primary = 0, supplementary, secondary, compact
        public var description: String {
            switch self {
            case .primary: return ".primary"
            case .supplementary: return ".supplementary"
            case .secondary: return ".secondary"
            case .compact: return ".compact"
            }
        }
    }

    public enum DisplayMode: Int, Sendable, CustomStringConvertible {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        /// The names before iOS 14.
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        public var description: String {
            switch self {
            case .automatic: return ".automatic"
            case .secondaryOnly: return ".secondaryOnly"
            case .oneBesideSecondary: return ".oneBesideSecondary"
            case .oneOverSecondary: return ".oneOverSecondary"
            case .twoBesideSecondary: return ".twoBesideSecondary"
            case .twoOverSecondary: return ".twoOverSecondary"
            case .twoDisplaceSecondary: return ".twoDisplaceSecondary"
            }
        }

        /// How many columns besides the secondary it shows (0, 1 or 2).
        var sideColumns: Int {
            switch self {
            case .automatic, .secondaryOnly: return 0
            case .oneBesideSecondary, .oneOverSecondary: return 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
            }
        }
    }

    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }

    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing }

    public enum Background: Int, Sendable { case `default` = 0, sidebar }
}
