import Foundation

/// UIKit's base of the views a collection view reuses: a reuse identifier and `prepareForReuse`.
/// Only cells derive from it here (no supplementary or decoration views).
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with (nil for one made directly).
    public internal(set) var reuseIdentifier: String?

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
}
