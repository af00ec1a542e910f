import Foundation

// The trait hierarchy, as iOS 17 has it: traits flow down the view hierarchy from the window (the
// application's appearance, text size and size classes) through every view; a controller takes its
// view's superview's traits, adds its own overrides and hands them to its root view ("View controllers
// inherit their trait collection from their view's superview", WWDC23 "Unleash the UIKit trait system").
// So a presented controller, whose view is in the window's presentation, inherits from the window,
// not from its presenter. A change is delivered in the next layout pass, a controller's
// `traitCollectionDidChange(_:)` before its `viewWillLayoutSubviews` and a view's before its
// `layoutSubviews` (same session: traits are updated "just before" those calls), so top-down and the
// controller before its root view. docs/traits.md has the rules and their sources.

extension UIView: UITraitChangeObservable, TraitOverridable {
    /// The view's traits: its superview's (or, for a controller's root view, its controller's), with its own
    /// overrides.
    public var traitCollection: UITraitCollection {
        let app = owningApplication
        guard TraitState.overrides > 0 else { return app.traits }
        var style = UIUserInterfaceStyle.unspecified, category = UIContentSizeCategory.unspecified
        var v: UIView? = self
        while let cur = v, style == .unspecified || category == .unspecified {
            for state in [cur.traitState, cur.owningViewController?.traitState] {
                guard let state else { continue }
                if style == .unspecified { style = state.overrideStyle }
                if category == .unspecified { category = state.overrideCategory }
            }
            if cur.superview == nil, let parent = cur.owningViewController?.parent ?? cur.owningViewController?.presentingViewController,
               cur.window == nil {
                // a controller's view off screen takes its parent controller's traits
                return parent.traitCollection.overridden(style: style, category: category)
            }
            v = cur.superview
        }
        return app.traits.overridden(style: style, category: category)
    }

    /// The appearance this view and its subviews take whatever the device's is (iOS 13).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set { setTraitOverride(style: newValue) }
    }

    /// iOS 17's overrides of this view's traits for it and its subviews.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(owner: self) }
        set {}
    }

    var traits: TraitState {
        if let traitState { return traitState }
        let state = TraitState()
        traitState = state
        return state
    }

    var traitStateIfAny: TraitState? { traitState }

    func setTraitOverride(style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        TraitPropagation.change(under: [self]) { traits.setOverride(style: style) }
    }

    func setTraitOverride(category: UIContentSizeCategory) {
        guard category != (traitState?.overrideCategory ?? .unspecified) else { return }
        TraitPropagation.change(under: [self]) { traits.setOverride(category: category) }
    }

    /// The layout pass reached a view whose traits, or whose controller's, changed: the controller hears
    /// first, then the view, each with `UITraitCollection.current` set to its new traits.
    final func deliverTraitChanges() {
        if let c = owningViewController, let previous = c.traitState?.previous {
            c.traitState?.previous = nil
            let now = c.traitCollection
            if !now.changedTraits(from: previous).isEmpty {
                now.performAsCurrent {
                    LifecycleRules.traitCallback(c, previous: previous, now: now)
                    c.traitState?.runRegistrations(c, previous: previous, now: now)
                }
            }
        }
        guard let previous = traitState?.previous else { return }
        traitState?.previous = nil
        let now = traitCollection
        guard !now.changedTraits(from: previous).isEmpty else { return }
        now.performAsCurrent {
            if now.preferredContentSizeCategory != previous.preferredContentSizeCategory { contentSizeCategoryDidChange(now) }
            traitCollectionDidChange(previous)
            traitState?.runRegistrations(self, previous: previous, now: now)
        }
    }

    /// The text size changed: a view that adjusts its font to it takes its text style's new size.
    private func contentSizeCategoryDidChange(_ traits: UITraitCollection) {
        (self as? DynamicTypeAdjusting)?.adjustFontForContentSizeCategory(traits)
    }
}

/// Views whose `adjustsFontForContentSizeCategory` makes them follow the text size.
@MainActor
protocol DynamicTypeAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection)
}

/// iOS 17's trait-change registration, on views and controllers.
@MainActor
public protocol UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and its previous traits after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
    }

    /// Sends `action` to `target` (with the object and the previous traits, as many as it takes) after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return register(traits) { [weak target] object, previous in
            guard let target else { return }
            _ = action.send(to: target, arguments: [object, previous])
        }
    }

    /// Sends `action` to the object itself after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(traits) { object, previous in _ = action.send(to: object, arguments: [object, previous]) }
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let state = (self as? TraitOverridable)?.traitStateIfAny else { return }
        state.registrations.removeAll { $0 === (registration as AnyObject) }
    }

    private func register(_ traits: [UITrait], fire: @escaping @MainActor (AnyObject, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, fire: fire)
        if let view = self as? UIView { view.traits.registrations.append(registration) }
        if let controller = self as? UIViewController { controller.traits.registrations.append(registration) }
        return registration
    }
}
