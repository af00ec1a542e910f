import Foundation

/// UIKit's traits: what a view or a controller is shown with. The sandbox's device is an iPhone whose
/// appearance (light or dark) and text size (the content size category) are the application's, set at
/// launch (`--appearance`, `--text-size`) or changed while it runs (the window's keys); the size classes
/// follow the screen as an iPhone's do (compact width, regular height in portrait; compact height in
/// landscape). Views and controllers add their overrides (`overrideUserInterfaceStyle`, `traitOverrides`),
/// down the view hierarchy (Views/UIView+Traits.swift). Immutable, and so usable from any thread as
/// UIKit's is (a dynamic colour resolves against one wherever it is read).
open class UITraitCollection: NSObject, @unchecked Sendable {
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

    /// iOS 17's builder: a collection with the traits `mutations` sets (`$0.userInterfaceStyle = .dark`).
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits = UIMutableTraits()
        mutations(&traits)
        self.init(traitsFrom: [UITraitCollection(), traits.collection])
    }

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

    /// These traits with `style` and `category` in place of their own where those are specified.
    func overridden(style: UIUserInterfaceStyle, category: UIContentSizeCategory = .unspecified) -> UITraitCollection {
        if (style == .unspecified || style == userInterfaceStyle) && (category == .unspecified || category == preferredContentSizeCategory) {
            return self
        }
        return UITraitCollection(style: style == .unspecified ? userInterfaceStyle : style, horizontal: horizontalSizeClass,
                                 vertical: verticalSizeClass, idiom: userInterfaceIdiom, scale: displayScale, direction: layoutDirection,
                                 category: category == .unspecified ? preferredContentSizeCategory : category, level: userInterfaceLevel)
    }

    /// The traits of the sandbox's iPhone with `screen`, in the application's appearance and text size.
    @MainActor
    static func device(_ screen: UIScreen, style: UIUserInterfaceStyle = .light, category: UIContentSizeCategory = .large) -> UITraitCollection {
        let landscape = screen.bounds.width > screen.bounds.height
        return UITraitCollection(style: style, horizontal: .compact, vertical: landscape ? .compact : .regular, idiom: .phone,
                                 scale: screen.scale, direction: .leftToRight, category: category, level: .base)
    }

    /// The light iPhone's traits at the default text size: what a colour resolves against off the main thread
    /// when nothing set `current`.
    static let lightDefault = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 1,
                                                direction: .leftToRight, category: .large, level: .base)

    /// What `current` was set to (UIKit sets it around `draw(_:)`, `layoutSubviews` and the trait-change
    /// calls, and so does the sandbox); nil: the application's own traits.
    nonisolated(unsafe) static var active: UITraitCollection?

    /// The traits dynamic colours resolve against when no collection is given: the view's while it draws,
    /// lays out or hears of a trait change, otherwise the running application's.
    public static var current: UITraitCollection {
        get {
            if let active { return active }
            // The device's run-loop thread holds the main actor too, though it is not the main thread.
            return MainActorLoan.ifHeld { UIApplication.current.traits } ?? lightDefault
        }
        set { active = newValue }
    }

    /// Runs `body` with `current` set to `self`, as `performAsCurrent(_:)` does in iOS 17.
    public func performAsCurrent(_ body: () throws -> Void) rethrows {
        let saved = Self.active
        Self.active = self
        defer { Self.active = saved }
        try body()
    }

    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle || traitCollection?.accessibilityContrast != accessibilityContrast
            || traitCollection?.userInterfaceLevel != userInterfaceLevel
    }

    /// The traits that differ from `other`'s (a nil collection differs in all), as the trait types
    /// `registerForTraitChanges` names.
    func changedTraits(from other: UITraitCollection?) -> [UITraitDefinition.Type] {
        var changed: [UITraitDefinition.Type] = []
        if other?.userInterfaceStyle != userInterfaceStyle { changed.append(UITraitUserInterfaceStyle.self) }
        if other?.horizontalSizeClass != horizontalSizeClass { changed.append(UITraitHorizontalSizeClass.self) }
        if other?.verticalSizeClass != verticalSizeClass { changed.append(UITraitVerticalSizeClass.self) }
        if other?.preferredContentSizeCategory != preferredContentSizeCategory { changed.append(UITraitPreferredContentSizeCategory.self) }
        if other?.displayScale != displayScale { changed.append(UITraitDisplayScale.self) }
        if other?.layoutDirection != layoutDirection { changed.append(UITraitLayoutDirection.self) }
        if other?.userInterfaceIdiom != userInterfaceIdiom { changed.append(UITraitUserInterfaceIdiom.self) }
        if other?.userInterfaceLevel != userInterfaceLevel { changed.append(UITraitUserInterfaceLevel.self) }
        return changed
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.changedTraits(from: self).isEmpty
    }
    open override var hash: Int { userInterfaceStyle.hashValue ^ preferredContentSizeCategory.hashValue ^ verticalSizeClass.hashValue }

    open override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceIdiom = Phone, DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass == .compact ? "Compact" : "Regular"), "
            + "VerticalSizeClass = \(verticalSizeClass == .compact ? "Compact" : "Regular"), "
            + "UserInterfaceStyle = \(userInterfaceStyle == .dark ? "Dark" : "Light"), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: ""))>"
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
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Every category, smallest first, as Settings' text-size slider orders them.
    public static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Its place in `allCategories` (nil for `.unspecified` or an unknown value).
    var index: Int? { Self.allCategories.firstIndex(of: self) }

    /// The names `--text-size` takes (`xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`), in order.
    public static let commandLineNames = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

    /// The category a command-line name (or UIKit's property name, `extraLarge`) names.
    public static func named(_ name: String) -> UIContentSizeCategory? {
        let lower = name.lowercased()
        if let i = commandLineNames.firstIndex(of: lower) { return allCategories[i] }
        let properties = ["extrasmall", "small", "medium", "large", "extralarge", "extraextralarge", "extraextraextralarge",
                          "accessibilitymedium", "accessibilitylarge", "accessibilityextralarge", "accessibilityextraextralarge",
                          "accessibilityextraextraextralarge"]
        return properties.firstIndex(of: lower).map { allCategories[$0] }
    }

    /// Its command-line name (`l` for the default).
    public var commandLineName: String { index.map { Self.commandLineNames[$0] } ?? "unspecified" }

    /// The next category, wrapping to the smallest after the largest (the window's text-size key).
    public var next: UIContentSizeCategory { index.map { Self.allCategories[($0 + 1) % Self.allCategories.count] } ?? .large }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { (a.index ?? 3) < (b.index ?? 3) }
    public static func > (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { (a.index ?? 3) > (b.index ?? 3) }
    public static func <= (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { !(a > b) }
    public static func >= (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { !(a < b) }

    /// Posted when the user changes the text size, as UIKit posts it (`UIApplication` is the object).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIView: UITraitEnvironment {}

extension UIViewController: UITraitEnvironment {}
