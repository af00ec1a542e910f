import Foundation

/// UIKit's one-line text field: text or a grey placeholder, a border style, input traits, a delegate,
/// and editing as first responder with the window's keys as the keyboard.
///
/// As in UIKit: `text` is "" (never nil) when nothing was set; a tap on an enabled field begins editing
/// (`becomeFirstResponder`); beginning asks `textFieldShouldBeginEditing`, then calls
/// `textFieldDidBeginEditing`, sends `.editingDidBegin` and posts `textDidBeginEditingNotification`, then
/// the keyboard shows (`UIResponder.keyboardWillShowNotification`); ending mirrors it
/// (`textFieldShouldEndEditing`, `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`,
/// `textDidEndEditingNotification`, the keyboard hides unless another text input took over). Each typed
/// character or Backspace asks `textField(_:shouldChangeCharactersIn:replacementString:)`, then changes
/// the text, sends `.editingChanged` and posts `textDidChangeNotification`; setting `text` in code does
/// neither (UIKit's behaviour). Return asks `textFieldShouldReturn`; when it answers true the field sends
/// `.editingDidEndOnExit`, and a field with a target for that event ends editing, as UIKit's does.
///
/// Where the sandbox is simpler: the insertion point is always at the end of the text (the arrows do
/// not move it) and is drawn without blinking, so a focused field does not keep a scenario from
/// settling; text that does not fit is truncated with "…" when not editing and shows its end while
/// editing; `leftView`/`rightView` are laid out but the clear button is not drawn. The sandbox has no
/// on-screen keyboard: keys come from `UIApplication.post(.key(_:))` (the window's keys the sandbox does
/// not use itself, and the `type(_:)` built-in of scenarios). The default font is the system font at 17
/// points, what a field made in code has on current iOS (Apple's older reference says 12-point
/// Helvetica).
open class UITextField: UIControl {
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

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed }

    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    private var storedText = ""
    open var text: String? {
        get { storedText }
        set { let t = newValue ?? ""; if t != storedText { storedText = t; contentDidChange() } }
    }
    open var placeholder: String? { didSet { if placeholder != oldValue { contentDidChange() } } }
    /// The styled placeholder's colour, drawn in place of the placeholder grey (UITextField+AttributedText.swift).
    var placeholderColor: UIColor? { didSet { setNeedsDisplay() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// Dynamic Type: the field's text-style font follows the text size (UIView+Traits.swift).
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { contentDidChange() } } }
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = leftView { addSubview(v) }; setNeedsLayout() } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let v = rightView { addSubview(v) }; setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    // The input traits (UITextInputTraits): kept for the code that sets and reads them.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false

    open weak var delegate: UITextFieldDelegate?
    public private(set) var isEditing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var fonts: FontRenderer { owningApplication.fonts }
    private var drawnFont: UIFont { font ?? .systemFont(ofSize: 17) }

    // MARK: Geometry

    /// The horizontal inset of the text in each border style.
    private var textInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 7
        }
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return .zero }
        let s = v.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return .zero }
        let s = v.frame.size
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: textInset, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let w = leftViewRect(forBounds: bounds).maxX - bounds.minX
            r.origin.x = max(r.minX, bounds.minX + w); r.size.width = max(0, bounds.maxX - textInset - r.minX)
        }
        if rightView != nil, shows(rightViewMode) {
            r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX)
        }
        return r
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let v = leftView { v.isHidden = !shows(leftViewMode); v.frame = leftViewRect(forBounds: bounds) }
        if let v = rightView { v.isHidden = !shows(rightViewMode); v.frame = rightViewRect(forBounds: bounds) }
    }

    /// As wide as the longer of the text and the placeholder, one line high (a rounded-rect field is
    /// 7 points taller above and below, 34 points with the 17-point system font, as UIKit's).
    open override var intrinsicContentSize: CGSize {
        let f = drawnFont
        let w = max(fonts.size(of: displayedText, font: f).width, fonts.size(of: placeholder ?? "", font: f).width)
        let h = fonts.lineHeight(of: f) + (borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 8)
        return CGSize(width: (w + 2 * textInset).rounded(.up), height: h.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// The text as drawn: a bullet per character when the entry is secure.
    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
    }

    open override func draw(_ rect: CGRect) {
        let frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            (backgroundColor == nil ? UIColor.white : UIColor.clear).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: 5).fill()
            let ring = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4.5)
            ring.lineWidth = 1
            UIColor(white: 0, alpha: 0.2).setStroke()
            ring.stroke()
        case .line, .bezel:
            let box = UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5))
            box.lineWidth = 1
            (borderStyle == .line ? UIColor.black : UIColor(white: 0.5, alpha: 1)).setStroke()
            box.stroke()
        }
        drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
    }

    /// The text (or the placeholder) centred vertically, aligned, clipped to `rect`; while editing, the
    /// insertion point after it.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let f = drawnFont
        let showsPlaceholder = storedText.isEmpty
        let string = showsPlaceholder ? (placeholder ?? "") : displayedText
        let lineHeight = fonts.lineHeight(of: f)
        let y = rect.minY + ((rect.height - lineHeight) / 2 * ctx.scale).rounded() / ctx.scale
        var width = fonts.size(of: string, font: f).width
        var line = string
        if width > rect.width && !(isEditing && !showsPlaceholder) {
            let fitted = TextLayout(text: string, font: f, maxWidth: rect.width, maximumNumberOfLines: 1,
                                    lineBreakMode: .byTruncatingTail, fonts: fonts)
            line = fitted.lines.first?.text ?? ""
            width = fitted.lines.first?.width ?? 0
        }
        var x: CGFloat
        switch textAlignment {
        case .center: x = rect.minX + (rect.width - width) / 2
        case .right: x = rect.maxX - width
        default: x = rect.minX
        }
        // while editing, text longer than the field shows its end, where the insertion point is
        if isEditing && !showsPlaceholder && width > rect.width - 2 { x = rect.maxX - 2 - width }
        x = (x * ctx.scale).rounded() / ctx.scale
        ctx.saveGState()
        ctx.clip(to: rect)
        if !line.isEmpty {
            let color = showsPlaceholder ? (placeholderColor ?? UIColor.placeholderText) : (textColor ?? .label)
            line.draw(at: CGPoint(x: x, y: y), font: f, color: isEnabled ? color : color.withAlphaComponent(color.color.alpha / 3))
        }
        if isEditing {
            let caretX = showsPlaceholder ? (textAlignment == .center ? rect.midX : textAlignment == .right ? rect.maxX - 2 : rect.minX)
                : x + width
            tintColor.setFill()
            UIBezierPath(roundedRect: CGRect(x: (caretX * ctx.scale).rounded() / ctx.scale, y: y + 1, width: 2,
                                             height: max(0, lineHeight - 2)), cornerRadius: 1).fill()
        }
        ctx.restoreGState()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        let router = owningApplication.inputRouter
        router.isHandingOverTextInput = true
        let became = super.becomeFirstResponder()
        router.isHandingOverTextInput = false
        guard became else { return false }
        if clearsOnBeginEditing { storedText = "" }
        isEditing = true
        contentDidChange()
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        owningApplication.showKeyboard()
        window?.showInputViews(of: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        contentDidChange()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        if !owningApplication.inputRouter.isHandingOverTextInput { owningApplication.hideKeyboard() }
        window?.hideInputViews(of: self)
        return true
    }

    /// A field taken out of its window stops editing, as UIKit's does.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil && isFirstResponder { resignFirstResponder() }
    }

    /// A tap that ends inside begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
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
        guard delegate?.textField(self, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement) ?? true else { return }
        storedText = edit.result
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: asks the delegate; when it agrees, `.editingDidEndOnExit`, and a field with a target for
    /// that event ends editing.
    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { resignFirstResponder() }
    }

    /// The window's keys while editing: characters and Space type, Backspace deletes, Return returns;
    /// other keys travel the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) {
        guard isEditing, let key = presses.first.flatMap({ TypedKey($0.key) }) else { return super.pressesBegan(presses, with: event) }
        switch key {
        case .returnKey: returnKeyPressed()
        case .deleteBackward: deleteBackward()
        case .insert(let text): insertText(text)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIEvent?) {
        guard isEditing else { return super.pressesEnded(presses, with: event) }
    }
}

extension UIView {
    /// Ends editing in this view's subtree: its first responder (a text field or view) resigns. With `force`
    /// false the field's delegate may refuse, as in UIKit; with true it is asked too, but the field
    /// resigns anyway.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let router = owningApplication.inputRouter
        guard let field = router.firstResponder as? UIView, field.isDescendant(of: self) else { return true }
        if field.resignFirstResponder() { return true }
        guard force else { return false }
        if let textField = field as? UITextField {
            textField.forceEndEditing()
        } else if let textView = field as? UITextView {
            router.firstResponder = nil
            textView.endEditingText()
        } else {
            return false
        }
        return true
    }
}

extension UITextField {
    /// `endEditing(true)`: ends editing whatever the delegate answered.
    fileprivate func forceEndEditing() {
        let keep = delegate
        delegate = nil
        resignFirstResponder()
        delegate = keep
        keep?.textFieldDidEndEditing(self, reason: .committed)
    }
}
