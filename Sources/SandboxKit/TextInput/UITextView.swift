import Foundation

/// UIKit's scrollable, editable multi-line text: wrapped text in a text container inset from the edges,
/// a delegate, and editing as first responder with the window's keys as the keyboard.
///
/// As in UIKit: `text` is "" when nothing was set; the text sits `textContainerInset` (8 points above
/// and below, none at the sides) plus the container's `lineFragmentPadding` (5 points) from the edges and
/// wraps at words; `contentSize` is the text's height with the insets (at least one line), so a long
/// text scrolls. With `isScrollEnabled` false the view sizes itself to its text under Auto Layout (its
/// intrinsic height is the text's height at its width, measured again when the layout pass gives it a
/// new width), the usual way to make a text view grow as the user types. A tap on an editable (or
/// selectable) text view begins editing: `textViewShouldBeginEditing`, `textViewDidBeginEditing`,
/// `textDidBeginEditingNotification`, then the keyboard shows; ending mirrors it. Each typed character,
/// Return (a newline, unlike a text field) and Backspace ask `textView(_:shouldChangeTextIn:
/// replacementText:)` (the classic way to end editing on Return is to answer false to "\n" and resign),
/// then change the text, call `textViewDidChange` and post `textDidChangeNotification`, and scroll to keep
/// the insertion point visible. Setting `text` in code calls none of them, as in UIKit.
///
/// Where the sandbox is simpler: as in `UITextField`, the insertion point is always at the end of the
/// text and does not blink, and `selectedRange` is kept (set by code, read back) but does not move it or
/// draw a selection; there are no attributed strings, data detectors or text-kit layout managers. The
/// default font is the system font at 12 points, what a text view made in code draws with (its `font`
/// reads nil until set, as UIKit's does).
open class UITextView: UIScrollView {
    /// Shown in the keyboard's place while editing (UIWindow+InputViews.swift).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue; reloadInputViews() }
    }
    /// Shown above the keyboard (or the input view) while editing.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue; reloadInputViews() }
    }
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?
    open override func reloadInputViews() { if isFirstResponder { window?.showInputViews(of: self) } }

    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    private var storedText = ""
    open var text: String! {
        get { storedText }
        set {
            let t = newValue ?? ""
            guard t != storedText else { return }
            storedText = t
            selectedRange = NSRange(location: t.utf16.count, length: 0)
            textLayoutDidChange()
        }
    }
    open var font: UIFont? { didSet { textLayoutDidChange() } }
    /// Dynamic Type: the view's text-style font follows the text size (UIView+Traits.swift).
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor? { didSet { textContent.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textContent.setNeedsDisplay() } }
    open var isEditable = true { didSet { if !isEditable && isFirstResponder { resignFirstResponder() } } }
    open var isSelectable = true
    /// Where the text container sits inside the view.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textLayoutDidChange() } }
    public let textContainer: NSTextContainer
    /// Kept as code sets it; the insertion point stays at the end of the text (see the type's notes).
    open var selectedRange = NSRange(location: 0, length: 0)

    // The input traits (UITextInputTraits): kept for the code that sets and reads them.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false

    /// The delegate as a text view delegate (the scroll view's `delegate`, cast once when set).
    weak var textViewDelegate: UITextViewDelegate?
    open override var delegate: UIScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? UITextViewDelegate }
    }

    /// Whether the text view is being edited (UIKit keeps this private; the drawing needs it).
    private(set) var isEditingText = false
    /// Draws the text; sized to the content, so the scroll view's bounds scroll it.
    let textContent = TextContainerView()
    /// The width the self-sizing height was last measured at (as `UILabel`'s wrapping height).
    private var measuredWidth: CGFloat?

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        self.textContainer.owner = self
        backgroundColor = .systemBackground
        textContent.isUserInteractionEnabled = false
        addSubview(textContent)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }

    var fonts: FontRenderer { owningApplication.fonts }
    var drawnFont: UIFont { font ?? .systemFont(ofSize: 12) }

    func textLayoutDidChange() {
        measured = nil
        textContent.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The last lines laid out and the width they were laid out at: a keystroke's layout pass, scroll
    /// to the insertion point and redraw all ask for the same lines.
    private var measured: (width: CGFloat, layout: TextLayout)?

    /// The text's lines at a view width of `width`.
    func lines(forWidth width: CGFloat) -> TextLayout {
        if let measured, measured.width == width { return measured.layout }
        let inner = width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        let layout = TextLayout(text: storedText, font: drawnFont, maxWidth: width.isFinite ? max(1, inner) : .infinity,
                                maximumNumberOfLines: textContainer.maximumNumberOfLines,
                                lineBreakMode: textContainer.lineBreakMode, fonts: fonts)
        measured = (width, layout)
        return layout
    }

    /// The height of the text with the container's insets at a view width of `width`: at least one line.
    private func textHeight(forWidth width: CGFloat) -> CGFloat {
        let layout = lines(forWidth: width)
        let lineCount = max(1, layout.lines.count)
        return (textContainerInset.top + CGFloat(lineCount) * layout.lineHeight + textContainerInset.bottom).rounded(.up)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let layout = lines(forWidth: width > 0 ? width : .infinity)
        let textWidth = (layout.size.width + textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding).rounded(.up)
        return CGSize(width: width > 0 ? width : textWidth, height: textHeight(forWidth: width > 0 ? width : .infinity))
    }

    /// Scrolling: none (the view is as tall as it is made). Not scrolling: the text's height at the
    /// current width, its width left to the constraints.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(forWidth: bounds.width > 0 ? bounds.width : .infinity))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = textHeight(forWidth: bounds.width)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        textContent.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if !isScrollEnabled, autoLayout != nil, measuredWidth != bounds.width {
            let first = measuredWidth == nil
            measuredWidth = bounds.width
            if !first || bounds.width > 0 { invalidateIntrinsicContentSize() }
        }
    }

    /// Scrolls so the line holding `range`'s start is visible; the first line with the inset above it and
    /// the last with the inset below, so the ends of the text scroll to the ends of the content.
    open func scrollRangeToVisible(_ range: NSRange) {
        let layout = lines(forWidth: bounds.width)
        let index = lineIndex(ofUTF16: range.location, in: layout)
        var top = textContainerInset.top + CGFloat(index) * layout.lineHeight, bottom = top + layout.lineHeight
        if index == 0 { top = 0 }
        if index >= layout.lines.count - 1 { bottom = max(bottom, contentSize.height) }
        scrollRectToVisible(CGRect(x: 0, y: top, width: bounds.width, height: bottom - top), animated: false)
    }

    /// The line a UTF-16 offset falls on: the lines are the text in order, each followed by the space or
    /// newline it was broken at.
    func lineIndex(ofUTF16 location: Int, in layout: TextLayout) -> Int {
        let units = Array(storedText.utf16)
        var consumed = 0
        for (i, line) in layout.lines.enumerated() {
            var end = consumed + line.text.utf16.count
            if end < units.count, units[end] == 0x20 || units[end] == 0x0A { end += 1 }
            if location < end { return i }
            consumed = end
        }
        return max(0, layout.lines.count - 1)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        let router = owningApplication.inputRouter
        router.isHandingOverTextInput = true
        let became = super.becomeFirstResponder()
        router.isHandingOverTextInput = false
        guard became else { return false }
        isEditingText = true
        textContent.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        owningApplication.showKeyboard()
        window?.showInputViews(of: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        endEditingText()
        return true
    }

    /// What resigning does once it is agreed: the delegate and observers hear the end, the keyboard goes.
    func endEditingText() {
        isEditingText = false
        textContent.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        if !owningApplication.inputRouter.isHandingOverTextInput { owningApplication.hideKeyboard() }
        window?.hideInputViews(of: self)
    }

    /// A text view taken out of its window stops editing, as UIKit's does.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // another window may be another application, measuring with its own fonts
        measured = nil
        if window == nil && isFirstResponder { resignFirstResponder() }
    }

    /// A tap (a touch that ends without scrolling) begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditable, let touch = touches.first, bounds.contains(touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        becomeFirstResponder()
    }

    // MARK: Keys (UIKeyInput)

    public var hasText: Bool { !storedText.isEmpty }

    /// Inserts `text` at the end, as a key typed on the keyboard does (the delegate may refuse it).
    open func insertText(_ text: String) {
        apply(TextEndEdit(inserting: text, into: storedText))
    }

    /// Deletes the last character, as the keyboard's delete key does (the delegate may refuse it).
    open func deleteBackward() {
        if let edit = TextEndEdit(deletingLastCharacterOf: storedText) { apply(edit) }
    }

    func apply(_ edit: TextEndEdit) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: edit.range, replacementText: edit.replacement) ?? true else { return }
        storedText = edit.result
        selectedRange = NSRange(location: storedText.utf16.count, length: 0)
        textLayoutDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        if isScrollEnabled {
            layoutIfNeeded()
            scrollRangeToVisible(selectedRange)
        }
    }

    /// The window's keys while editing: characters and Space type, Return types a newline, Backspace
    /// deletes; other keys travel the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) {
        guard isEditingText, let key = presses.first.flatMap({ TypedKey($0.key) }) else { return super.pressesBegan(presses, with: event) }
        switch key {
        case .returnKey: insertText("\n")
        case .deleteBackward: deleteBackward()
        case .insert(let text): insertText(text)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIEvent?) {
        guard isEditingText else { return super.pressesEnded(presses, with: event) }
    }
}
