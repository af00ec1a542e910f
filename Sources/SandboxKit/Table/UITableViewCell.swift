import Foundation

/// UIKit's table row: a `contentView` holding the style's labels (and an image view), an accessory at
/// the trailing edge, a separator line, and the background shown while highlighted or selected.
///
/// The styles' layouts follow iOS's standard cells on a 390-point iPhone: 16 points of margin, a 17-point
/// `textLabel`; `.value1` puts the `detailTextLabel` at the trailing edge in the secondary label colour,
/// `.value2` a 15-point blue title in a column before it, `.subtitle` a 15-point detail under the title.
/// Selection shows the gray `selectedBackgroundView` (UIKit's systemGray4) under the content.
///
/// A registered cell class is made with `init(style: .default, reuseIdentifier:)`: subclasses that
/// override that initializer (and `init?(coder:)`, as Swift makes UIKit code do) are made through it.
open class UITableViewCell: UIView {
    /// Kept and read back as set; content is not indented yet, so a level above 0 is reported once.
    open var indentationLevel = 0 {
        didSet { if indentationLevel > 0 { NotSimulated.record("UITableViewCell.indentationLevel") } }
    }
    open var indentationWidth: CGFloat = 10

    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    public let style: CellStyle
    /// Internal set: a storyboard's prototype of a custom class is made by its factory, then given its identifier.
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView()
    public private(set) var textLabel: UILabel?
    public private(set) var detailTextLabel: UILabel?
    /// Made when first asked for, as UIKit's; shown once it has an image.
    public private(set) lazy var imageView: UIImageView? = {
        let v = UIImageView()
        contentView.addSubview(v)
        return v
    }()

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryDidChange() } } }
    /// A custom accessory, shown in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// Shown under the content while the cell is highlighted or selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            selectionDidChange(animated: false)
        }
    }
    /// The separator's insets (only left and right are used): 16 points at the left by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    open private(set) var isSelected = false
    open private(set) var isHighlighted = false

    /// Whether the cell shows its editing control (the table's editing mode); setting it calls
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    var editingMode = false
    /// The control shown in editing mode, as the table's delegate says (`.delete` by default, `.none`
    /// for a row the data source cannot edit).
    public internal(set) var editingStyle: EditingStyle = .none
    /// Whether the content moves right to make room for the editing control.
    var indentsWhileEditing = true
    /// Whether the row shows action buttons: its Delete button in editing mode, or what a swipe revealed.
    public var showingDeleteConfirmation: Bool { revealOffset > 0 }
    var editingControl: TableCellEditingControl?
    /// The actions whose buttons a swipe (or the minus) revealed, at which edge, and how far they are
    /// revealed (UITableViewCell+Swipe.swift).
    var revealedActions: [UIContextualAction] = []
    var revealedConfiguration: UISwipeActionsConfiguration?
    var revealsAtLeadingEdge = false
    var revealOffset: CGFloat = 0
    var actionButtons: [TableCellActionButton] = []
    /// Where a touch began and how far the actions were revealed then: the start of a possible swipe.
    var swipeStart: (point: CGPoint, offset: CGFloat)?
    var isSwiping = false
    /// `clipsToBounds` as it was before actions were revealed (the row clips while they show).
    var clipsBeforeReveal: Bool?

    /// Shows or hides the editing control; the content slides to make room (animated over 0.3 s when
    /// `animated` and on screen). A cell leaving editing mode puts its Delete button away.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        revealOffset = 0
        editingLookDidChange(animated: animated)
    }

    /// The table showing this cell (set while it is on screen or waiting for reuse).
    weak var tableView: UITableView?
    /// The content view's configured content, shown in place of the style's labels and image view
    /// (UITableViewCell+ContentConfiguration.swift).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentConfigurationDidChange() }
    }
    var contentSlot = ContentConfigurationSlot()
    let separator = UIView()
    private var builtInAccessory: TableCellAccessoryView?
    /// The rounded corners of the inset-grouped style's first and last rows, for the selection.
    var groupedCornerRadius: CGFloat = 0

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
        let text = UILabel()
        text.font = .systemFont(ofSize: 17)
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel()
            switch style {
            case .value1:
                detail.font = .systemFont(ofSize: 17)
                detail.textColor = .secondaryLabel
                detail.textAlignment = .right
            case .value2:
                text.font = .systemFont(ofSize: 15, weight: .semibold)
                text.textColor = .systemBlue
                text.textAlignment = .right
                detail.font = .systemFont(ofSize: 15)
            default:
                detail.font = .systemFont(ofSize: 15)
                detail.textColor = .secondaryLabel
            }
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// Not `required` (a scenario's `required init?(coder:)` is rewritten to `override`); a subclass that
    /// overrides both designated initializers inherits `init(registeredWithReuseIdentifier:)`.
    public init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: .zero)
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class: through the class's own `init(style:reuseIdentifier:)`.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called before the table hands out this cell again (`dequeueReusableCell`); reset what the data
    /// source set. The base has already cleared the highlight and the selection.
    open func prepareForReuse() {}

    // MARK: Highlight and selection

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        selectionDidChange(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        selectionDidChange(animated: animated)
    }

    /// The selected background, made the first time it is shown (UIKit's systemGray4).
    private func selectionBackground() -> UIView {
        if let v = selectedBackgroundView { return v }
        let v = UIView()
        v.backgroundColor = .cellHighlight
        selectedBackgroundView = v
        return v
    }

    private func selectionDidChange(animated: Bool) {
        let shown = (isSelected || isHighlighted) && selectionStyle != .none
        guard shown || selectedBackgroundView != nil else { return }
        let v = selectionBackground()
        if v.superview !== self { insertSubview(v, belowSubview: contentView) }
        v.frame = bounds
        v.layer.cornerRadius = groupedCornerRadius
        let apply = { v.alpha = shown ? 1 : 0 }
        if animated && window != nil { UIView.animate(withDuration: 0.3, animations: apply) } else { UIView.performWithoutAnimation(apply) }
    }

    // MARK: Touches: the table selects on a lift that no scroll claimed

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        swipeStart = touches.first.map { ($0.location(in: self), revealOffset) }
        tableView?.cellTouchBegan(self)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { swipeMoved(to: touch.location(in: self)) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        swipeStart = nil
        if isSwiping { swipeEnded(); return }
        tableView?.cellTouchEnded(self)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        swipeStart = nil
        if isSwiping { isSwiping = false; closeActions(animated: true) }
        tableView?.cellTouchCancelled(self)
    }

    // MARK: Layout

    private func accessoryDidChange() {
        if let custom = accessoryView {
            builtInAccessory?.removeFromSuperview()
            builtInAccessory = nil
            if custom.superview !== self { addSubview(custom) }
        } else if accessoryType != .none {
            let a = builtInAccessory ?? TableCellAccessoryView()
            a.type = accessoryType
            if a.superview !== self { addSubview(a) }
            builtInAccessory = a
        } else {
            builtInAccessory?.removeFromSuperview()
            builtInAccessory = nil
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        var contentWidth = b.width
        let editingShift = layoutEditingControls()
        if let a = accessoryView ?? builtInAccessory, editingShift == nil {
            let size = accessoryView.map { $0.bounds.size } ?? builtInAccessory!.intrinsicContentSize
            let x = b.width - 16 - size.width
            a.frame = CGRect(x: x, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            // the content ends 10 points before the accessory, as UIKit's detail text does
            contentWidth = x - 10
        }
        (accessoryView ?? builtInAccessory)?.isHidden = editingShift != nil
        if let (x, trailing) = editingShift {
            contentView.frame = CGRect(x: x, y: 0, width: max(b.width - x - trailing, 0), height: b.height)
        } else {
            contentView.frame = CGRect(x: 0, y: 0, width: max(contentWidth, 0), height: b.height)
            shiftContentForRevealedActions()
        }
        let hairline = 1 / (window?.application?.screen.scale ?? 1)
        // the separator moves with the content when editing indents it, as UIKit's does (not in a swipe)
        let indent = editingMode ? contentView.frame.minX : 0
        separator.frame = CGRect(x: separatorInset.left + indent, y: b.height - hairline,
                                 width: max(b.width - separatorInset.left - indent - separatorInset.right, 0), height: hairline)
        layoutLabels()
        contentSlot.layout(in: contentView)
    }

    /// The standard styles' label frames inside the content view.
    private func layoutLabels() {
        let w = contentView.bounds.width, h = contentView.bounds.height
        var x: CGFloat = 16
        if hasImageViewShown, let iv = imageView, let image = iv.image {
            let s = image.size
            iv.frame = CGRect(x: 16, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
            x = 16 + s.width + 16
        }
        let trailing: CGFloat = builtInAccessory != nil || accessoryView != nil ? 0 : 16
        let available = max(w - x - trailing, 0)
        guard let text = textLabel else { return }
        switch style {
        case .default:
            text.frame = CGRect(x: x, y: 0, width: available, height: h)
        case .value1:
            let detail = detailTextLabel!
            let dw = min(detail.sizeThatFits(.zero).width, available)
            let tw = min(text.sizeThatFits(.zero).width, max(available - dw - 8, 0))
            text.frame = CGRect(x: x, y: 0, width: tw, height: h)
            detail.frame = CGRect(x: x + available - dw, y: 0, width: dw, height: h)
        case .value2:
            let detail = detailTextLabel!
            let column: CGFloat = 91
            text.frame = CGRect(x: x, y: 0, width: column, height: h)
            detail.frame = CGRect(x: x + column + 6, y: 0, width: max(available - column - 6, 0), height: h)
        case .subtitle:
            let detail = detailTextLabel!
            let th = text.sizeThatFits(.zero).height, dh = (detail.text ?? "").isEmpty ? 0 : detail.sizeThatFits(.zero).height
            let top = ((h - th - dh) / 2).rounded()
            text.frame = CGRect(x: x, y: top, width: available, height: th)
            detail.frame = CGRect(x: x, y: top + th, width: available, height: dh)
        }
    }

    private var hasImageViewShown: Bool {
        // the lazy image view exists only once asked for; asking here would make it
        contentView.subviews.contains { ($0 as? UIImageView)?.image != nil }
    }
}
