import Foundation

/// Auto Layout on UIView, as UIKit has it. A view takes part in the layout engine once a constraint names
/// it (or one of its subviews): then its frame comes from the engine if it does not translate its
/// autoresizing mask, and pins the engine (constraints made from its frame and mask) if it does.
extension UIView {
    var layoutState: ViewLayoutState {
        if let s = autoLayout { return s }
        let s = ViewLayoutState()
        autoLayout = s
        return s
    }

    /// True by default: the frame you set is turned into constraints. Set false on views you position
    /// with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMask = newValue
            LayoutEngine.shared.translatesAutoresizingMaskDidChange(self)
        }
    }

    /// The constraints installed on this view (whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }

    public func addConstraint(_ constraint: NSLayoutConstraint) { LayoutEngine.shared.activate([constraint]) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { LayoutEngine.shared.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { LayoutEngine.shared.deactivate([constraint]) }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { LayoutEngine.shared.deactivate(constraints) }

    // MARK: Update-constraints pass

    public var needsUpdateConstraints: Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints` (or the controller's `updateViewConstraints`) before the next layout.
    public func setNeedsUpdateConstraints() { LayoutEngine.shared.setNeedsUpdateConstraints(self) }

    /// Runs the update-constraints pass now for this view's hierarchy.
    public func updateConstraintsIfNeeded() { LayoutEngine.shared.updateConstraintsPass(root: self) }

    // MARK: Content size priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout?.hugging.horizontal ?? .defaultLow : autoLayout?.hugging.vertical ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        LayoutEngine.shared.contentSizeDidChange(self)
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout?.compression.horizontal ?? .defaultHigh : autoLayout?.compression.vertical ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = priority } else { layoutState.compression.vertical = priority }
        LayoutEngine.shared.contentSizeDidChange(self)
    }

    // MARK: Safe area and margins

    /// 8 points each side; a controller's root view has UIKit's iPhone margins: 16 at the sides, none at
    /// top and bottom. The margins guide adds the safe area (`insetsLayoutMarginsFromSafeArea`).
    public var layoutMargins: UIEdgeInsets {
        get {
            if let m = autoLayout?.layoutMargins { return m }
            return owningViewController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        set {
            let old = layoutMargins
            layoutState.layoutMargins = newValue
            LayoutEngine.shared.marginsDidChange(self)
            if newValue != old { layoutMarginsDidChange() }
        }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { let m = layoutMargins; return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the margins guide lies inside the safe area (true, UIKit's default) or ignores it.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsMarginsFromSafeArea = newValue
            LayoutEngine.shared.marginsDidChange(self)
        }
    }

    /// Kept and read back as set: a view's margins here are its own, never widened to its superview's.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
    }

    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutState.marginsGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewLayoutMarginsGuide"
        g.placement = .inset
        addLayoutGuide(g)
        layoutState.marginsGuide = g
        return g
    }

    // MARK: Debugging

    /// True when the constraints leave this view's frame free to take more than one value (UIKit's
    /// `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { LayoutEngine.shared.isAmbiguous(self) }

    /// The size the constraints give this view with its content as small (`layoutFittingCompressedSize`)
    /// or as large as allowed; here the intrinsic size where there is one, else the current size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let i = intrinsicContentSize
        return CGSize(width: i.width >= 0 ? i.width : bounds.width, height: i.height >= 0 ? i.height : bounds.height)
    }

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

