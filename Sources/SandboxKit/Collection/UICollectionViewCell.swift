import Foundation

/// UIKit's collection view cell: a `contentView` for the app's subviews over an optional
/// `backgroundView`, and a `selectedBackgroundView` shown while the cell is selected or highlighted.
/// As in UIKit the cell draws nothing of its own for selection: apps set a selected background or
/// override `isSelected` / `isHighlighted`.
///
/// A registered class is made with `init(frame:)`; subclasses that override it (and `init?(coder:)`,
/// as Swift makes UIKit code do) are made through it. A `contentConfiguration` puts its view in the
/// content view, filling it. Simpler than UIKit: no background configurations, no self-sizing
/// (`preferredLayoutAttributesFitting` is not asked).
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0); v.frame = bounds }
        }
    }
    /// Shown between the background and the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            selectionDidChange()
        }
    }

    open var isSelected = false { didSet { if isSelected != oldValue { selectionDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { selectionDidChange() } } }

    /// The collection view showing this cell (set while it is on screen or waiting for reuse).
    weak var collectionView: UICollectionView?

    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentSlot.show(contentConfiguration, in: contentView) }
    }
    private var contentSlot = ContentConfigurationSlot()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addContentView()
    }

    public override init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    /// The content view follows the cell's size at once, as UIKit's resizes with its cell.
    private func addContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func selectionDidChange() {
        guard let v = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if v.superview !== self { insertSubview(v, belowSubview: contentView) }
            v.frame = bounds
        } else {
            v.removeFromSuperview()
        }
    }

    // MARK: Touches: the collection view selects on a lift that no scroll claimed

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.cellTouchBegan(self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.cellTouchEnded(self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.cellTouchCancelled(self) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        contentView.frame = b
        contentSlot.layout(in: contentView)
    }
}
