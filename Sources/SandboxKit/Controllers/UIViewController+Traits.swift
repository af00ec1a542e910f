import Foundation

extension UIViewController: UITraitChangeObservable, TraitOverridable {
    /// The controller's traits: its view's superview's (its parent's when the view is not in a hierarchy,
    /// the application's for a controller on its own), with its own overrides (Views/UIView+Traits.swift).
    public var traitCollection: UITraitCollection {
        let app = application ?? UIApplication.current
        guard TraitState.overrides > 0 else { return app.traits }
        let style = traitState?.overrideStyle ?? .unspecified, category = traitState?.overrideCategory ?? .unspecified
        let inherited = storedView?.superview?.traitCollection ?? (parent ?? presentingViewController)?.traitCollection ?? app.traits
        return inherited.overridden(style: style, category: category)
    }

    /// The appearance this controller, its views and its children take whatever the device's is (iOS 13).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrideStyle ?? .unspecified }
        set { setTraitOverride(style: newValue) }
    }

    /// iOS 17's overrides of this controller's traits for it, its views and its children.
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
        TraitPropagation.change(under: storedView.map { [$0] } ?? []) { traits.setOverride(style: style) }
    }

    func setTraitOverride(category: UIContentSizeCategory) {
        guard category != (traitState?.overrideCategory ?? .unspecified) else { return }
        TraitPropagation.change(under: storedView.map { [$0] } ?? []) { traits.setOverride(category: category) }
    }
}
