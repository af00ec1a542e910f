import Foundation

/// What a view or a controller keeps of the trait system: its overrides, its trait-change registrations,
/// the traits it had before a change not yet delivered, and (a view) the dynamic background colour it
/// resolves again when its appearance changes.
@MainActor
final class TraitState {
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    var overrideCategory: UIContentSizeCategory = .unspecified
    /// The traits before a change; set when the change is made, cleared when it is delivered.
    var previous: UITraitCollection?
    var registrations: [TraitChangeRegistration] = []
    var dynamicBackground: UIColor?

    /// How many views and controllers override a trait, in the process: while none does, every view's
    /// traits are its application's and nothing walks up the tree for them.
    static var overrides = 0

    var hasOverride: Bool { overrideStyle != .unspecified || overrideCategory != .unspecified }

    /// Changes an override, keeping `overrides` counted.
    func setOverride(style: UIUserInterfaceStyle? = nil, category: UIContentSizeCategory? = nil) {
        let had = hasOverride
        if let style { overrideStyle = style }
        if let category { overrideCategory = category }
        if had != hasOverride { Self.overrides += hasOverride ? 1 : -1 }
    }

    /// Runs the registrations that observe a trait among those that changed from `previous` to `now`.
    func runRegistrations(_ environment: AnyObject, previous: UITraitCollection, now: UITraitCollection) {
        let changed = Set(now.changedTraits(from: previous).map { ObjectIdentifier($0) })
        for registration in registrations where registration.traits.contains(where: { changed.contains(ObjectIdentifier($0)) }) {
            registration.fire(environment, previous)
        }
    }
}

/// One `registerForTraitChanges` call: the traits it observes and what it calls.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    let traits: [UITrait]
    let fire: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], fire: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.fire = fire
    }

    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What `registerForTraitChanges` returns: pass it to `unregisterForTraitChanges(_:)` to stop.
public protocol UITraitChangeRegistration: NSCopying, Sendable {}
