import Foundation

/// UIKit's base of the views a collection view reuses: a reuse identifier and `prepareForReuse`.
/// Cells and supplementary views (headers, footers) derive from it; decoration views are not simulated.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with (nil for one made directly).
    public internal(set) var reuseIdentifier: String?
    /// The kind a supplementary view was dequeued as (nil for a cell).
    var elementKind: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not `required` (a scenario's `required init?(coder:)` is rewritten to `override`).
    public init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// How the collection view makes a registered class: through the class's own `init(frame:)`, so a
    /// subclass that overrides both designated initializers inherits this one.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the collection view hands out this view again; reset what the data source set.
    open func prepareForReuse() {}

    /// UIKit asks a self-sizing view for its size here. The sandbox's layouts do not size views to
    /// their content (estimated sizes are taken as given), so it is not asked; an override builds.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called each time the collection view places the view with its layout's attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
