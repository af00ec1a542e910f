import Foundation

/// UIKit's traits: what a view or a controller is shown with. The sandbox's device is an iPhone in the
/// light appearance at the default text size; the size classes follow the screen as an iPhone's do
/// (compact width, regular height in portrait; compact height in landscape). The traits do not change
/// while an app runs except by rotation, and `traitCollectionDidChange(_:)` is not called yet.
@MainActor
open class UITraitCollection: NSObject {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let forceTouchCapability: UIForceTouchCapability
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, category: UIContentSizeCategory = .unspecified,
         level: UIUserInterfaceLevel = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        layoutDirection = direction
        preferredContentSizeCategory = category
        forceTouchCapability = .unavailable
        accessibilityContrast = .normal
        legibilityWeight = .regular
        userInterfaceLevel = level
    }

    public override convenience init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }

    /// The traits of `collections` merged, later ones' specified values winning.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func pick<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.reversed().map(value).first { $0 != unspecified } ?? unspecified
        }
        self.init(style: pick(\.userInterfaceStyle, unspecified: .unspecified),
                  horizontal: pick(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: pick(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: pick(\.userInterfaceIdiom, unspecified: .unspecified), scale: pick(\.displayScale, unspecified: 0),
                  direction: pick(\.layoutDirection, unspecified: .unspecified),
                  category: pick(\.preferredContentSizeCategory, unspecified: .unspecified),
                  level: pick(\.userInterfaceLevel, unspecified: .unspecified))
    }

    /// The traits of the sandbox's iPhone with `screen`.
    static func device(_ screen: UIScreen) -> UITraitCollection {
        let landscape = screen.bounds.width > screen.bounds.height
        return UITraitCollection(style: .light, horizontal: .compact, vertical: landscape ? .compact : .regular, idiom: .phone,
                                 scale: screen.scale, direction: .leftToRight, category: .large, level: .base)
    }

    public static var current: UITraitCollection { device(UIApplication.current.screen) }

    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    open override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceIdiom = Phone, DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass == .compact ? "Compact" : "Regular"), "
            + "VerticalSizeClass = \(verticalSizeClass == .compact ? "Compact" : "Regular"), "
            + "UserInterfaceStyle = \(userInterfaceStyle == .dark ? "Dark" : "Light")>"
    }
}

/// What shows a trait collection: views, controllers, windows, screens.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
public enum UIForceTouchCapability: Int, Sendable { case unknown, unavailable, available }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection { .device(owningApplication.screen) }
}

extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection { .device(application?.screen ?? UIApplication.current.screen) }
}
