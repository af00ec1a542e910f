import Foundation

/// A change of traits under some views (the device's appearance or text size, a rotation, an override):
/// each view and controller below whose traits it changes keeps the traits it had (`TraitState.previous`)
/// and is asked for layout, where it hears of the change (`UIView.deliverTraitChanges`); a view whose
/// appearance changed resolves its dynamic background again and draws again at once.
@MainActor
enum TraitPropagation {
    static func change(under roots: [UIView], _ change: () -> Void) {
        let before = roots.map(collect)
        change()
        for (root, old) in zip(roots, before) {
            let new = collect(root)
            guard new.count == old.count else { continue }
            for (o, n) in zip(old, new) where !n.traits.changedTraits(from: o.traits).isEmpty {
                apply(o.object, from: o.traits, to: n.traits)
            }
        }
    }

    /// Each view of the subtree and each controller whose root view is in it, with its traits, top down.
    private static func collect(_ root: UIView) -> [(object: AnyObject, traits: UITraitCollection)] {
        var out: [(object: AnyObject, traits: UITraitCollection)] = []
        let base = root.superview?.traitCollection ?? root.owningViewController.map { c in
            (c.parent ?? c.presentingViewController)?.traitCollection ?? root.owningApplication.traits
        } ?? root.owningApplication.traits
        var pending: [(UIView, UITraitCollection)] = [(root, base)]
        while let (view, inherited) = pending.popLast() {
            var traits = inherited
            if let c = view.owningViewController {
                if let s = c.traitState, s.hasOverride { traits = traits.overridden(style: s.overrideStyle, category: s.overrideCategory) }
                out.append((c, traits))
            }
            if let s = view.traitState, s.hasOverride { traits = traits.overridden(style: s.overrideStyle, category: s.overrideCategory) }
            out.append((view, traits))
            for sub in view.subviews.reversed() { pending.append((sub, traits)) }
        }
        return out
    }

    private static func apply(_ object: AnyObject, from old: UITraitCollection, to new: UITraitCollection) {
        if let view = object as? UIView {
            if view.traits.previous == nil { view.traits.previous = old }
            if new.hasDifferentColorAppearance(comparedTo: old) {
                if let background = view.traitState?.dynamicBackground {
                    view.layer.backgroundColor = background.resolvedColor(with: new).cgColor
                }
                view.setNeedsDisplay()
                view.appearanceDidChange()
            }
            view.setNeedsLayout()
        } else if let controller = object as? UIViewController, let view = controller.storedView {
            if controller.traits.previous == nil { controller.traits.previous = old }
            view.setNeedsLayout()
        }
    }
}
