import Foundation

/// A trait, as iOS 17's `registerForTraitChanges(_:handler:)` names it (`UITraitUserInterfaceStyle.self`).
/// The sandbox knows the system traits below; an app's own traits (a type of its own with a
/// `defaultValue`) are not simulated.
public protocol UITraitDefinition {
    /// UIKit's name of the trait, as trait descriptions print it.
    static var identifier: String { get }
}

/// UIKit's name for a trait type in the trait APIs' lists.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition { public static let identifier = "UITraitUserInterfaceStyle" }
public enum UITraitHorizontalSizeClass: UITraitDefinition { public static let identifier = "UITraitHorizontalSizeClass" }
public enum UITraitVerticalSizeClass: UITraitDefinition { public static let identifier = "UITraitVerticalSizeClass" }
public enum UITraitPreferredContentSizeCategory: UITraitDefinition { public static let identifier = "UITraitPreferredContentSizeCategory" }
public enum UITraitDisplayScale: UITraitDefinition { public static let identifier = "UITraitDisplayScale" }
public enum UITraitLayoutDirection: UITraitDefinition { public static let identifier = "UITraitLayoutDirection" }
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static let identifier = "UITraitUserInterfaceIdiom" }
public enum UITraitUserInterfaceLevel: UITraitDefinition { public static let identifier = "UITraitUserInterfaceLevel" }
public enum UITraitAccessibilityContrast: UITraitDefinition { public static let identifier = "UITraitAccessibilityContrast" }
public enum UITraitLegibilityWeight: UITraitDefinition { public static let identifier = "UITraitLegibilityWeight" }

extension UITraitCollection {
    /// The traits that affect how a dynamic colour resolves (`UITraitCollection.systemTraitsAffectingColorAppearance`).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The traits that affect the images a trait collection picks (`systemTraitsAffectingImageLookup`).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self, UITraitUserInterfaceIdiom.self]
    }
}
