import Foundation

/// UIKit's search bar: a rounded search field with a magnifying glass and a placeholder, 56 points
/// high, and a Cancel button when `showsCancelButton`. Typing in the field tells the delegate
/// (`searchBar(_:textDidChange:)`), as do beginning and ending editing, the return key
/// (`searchBarSearchButtonClicked`) and the Cancel button; setting `text` in code tells no one, as in
/// UIKit. The scope bar is kept, not drawn.
open class UISearchBar: UIView {
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the user types in.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    /// UIKit's search bar height on a phone.
    public static let height: CGFloat = 56

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        searchTextField.backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        searchTextField.layer.cornerRadius = 10
        searchTextField.returnKeyType = .search
        searchTextField.delegate = fieldDelegate
        searchTextField.addTarget(self, action: { control in
            guard let bar = control.superview as? UISearchBar else { return }
            bar.textDidChange()
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addTarget(self, action: { control in
            guard let bar = control.superview as? UISearchBar else { return }
            bar.delegate?.searchBarCancelButtonClicked(bar)
        }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancelWidth: CGFloat = showsCancelButton ? cancelButton.sizeThatFits(.zero).width + 8 : 0
        cancelButton.isHidden = !showsCancelButton
        searchTextField.frame = CGRect(x: 8, y: (bounds.height - 36) / 2, width: max(bounds.width - 16 - cancelWidth, 0), height: 36)
        cancelButton.frame = CGRect(x: searchTextField.frame.maxX + 8, y: 0, width: max(cancelWidth - 8, 0), height: bounds.height)
    }

    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The text the user typed changed: the delegate, then the search controller's updater.
    func textDidChange() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        onTextChange?()
    }

    /// The search controller's part: its updater hears every change and the start of editing.
    var onTextChange: (() -> Void)?
    var onBeginEditing: (() -> Void)?
}

/// The search bar's field: a text field with a magnifying glass on its left.
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        glass.contentMode = .center
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }
}

/// Turns the field's delegate calls into the search bar's.
@MainActor
private final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    unowned let bar: UISearchBar
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.onBeginEditing?()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
