import Foundation

/// iOS 17's mutable traits: what `UITraitCollection(mutations:)` builds and what a view's or
/// controller's `traitOverrides` holds. The sandbox simulates the appearance and the text size among the
/// overrides; the other traits are kept in a built collection.
public struct UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    public init() {}

    var collection: UITraitCollection {
        UITraitCollection(style: userInterfaceStyle, horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
                          scale: displayScale, direction: layoutDirection, category: preferredContentSizeCategory, level: userInterfaceLevel)
    }
}

/// A view's or controller's `traitOverrides` (iOS 17): the traits it sets for itself and everything
/// below it. Setting one asks for a layout pass, in which the trait change is delivered. Only the
/// appearance and the text size are applied; another trait set here is kept and reported once as not
/// simulated.
@MainActor
public struct UITraitOverrides {
    weak var owner: AnyObject?

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { state?.overrideStyle ?? .unspecified }
        set { (owner as? TraitOverridable)?.setTraitOverride(style: newValue) }
    }

    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { state?.overrideCategory ?? .unspecified }
        set { (owner as? TraitOverridable)?.setTraitOverride(category: newValue) }
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { .unspecified }
        set { NotSimulated.record("traitOverrides.horizontalSizeClass") }
    }

    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { .unspecified }
        set { NotSimulated.record("traitOverrides.verticalSizeClass") }
    }

    /// Whether `trait` is overridden here.
    public func contains(_ trait: UITrait) -> Bool {
        if trait == UITraitUserInterfaceStyle.self { return userInterfaceStyle != .unspecified }
        if trait == UITraitPreferredContentSizeCategory.self { return preferredContentSizeCategory != .unspecified }
        return false
    }

    /// Removes the override of `trait`.
    public mutating func remove(_ trait: UITrait) {
        if trait == UITraitUserInterfaceStyle.self { userInterfaceStyle = .unspecified }
        if trait == UITraitPreferredContentSizeCategory.self { preferredContentSizeCategory = .unspecified }
    }

    private var state: TraitState? { (owner as? TraitOverridable)?.traitStateIfAny }
}

/// Views and controllers: what holds trait overrides.
@MainActor
protocol TraitOverridable: AnyObject {
    var traitStateIfAny: TraitState? { get }
    func setTraitOverride(style: UIUserInterfaceStyle)
    func setTraitOverride(category: UIContentSizeCategory)
}
