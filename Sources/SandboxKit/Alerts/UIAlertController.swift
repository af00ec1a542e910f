import Foundation

/// UIKit's alert and action sheet: a controller presented over the presenter, which stays in the window
/// and hears no appearance callbacks (as `.overFullScreen`); the card fades in over a dimmed screen
/// (`.crossDissolve`). A tapped action dismisses the alert and its handler runs once the dismissal is
/// over. Apple documents only that the handler runs "when the user selects the action"; this follows
/// what apps observe on iOS, where the presenter can present again from the handler.
///
/// An alert is a card in the middle of the screen, two actions side by side and more stacked; an
/// action sheet is a card at the bottom, its cancel action in a card of its own below. Text fields
/// (`addTextField`) are not drawn.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold (an alert's default button).
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// The text fields `addTextField(configurationHandler:)` added, in order; nil until the first.
    public private(set) var textFields: [UITextField]?

    /// A text field under the message, configured by the handler (a placeholder, secure entry, a
    /// keyboard type). Only an alert has text fields: UIKit raises for an action sheet, so the call is
    /// refused here with UIKit's message as a recorded violation.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LifecycleRules.violation(self, .alertTextFieldInActionSheet,
                                     "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The action a tap on a button runs: the alert goes away first, then the handler runs.
    func select(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        let run: () -> Void = { action.handler?(action) }
        if presenter != nil { dismiss(animated: true, completion: run) } else { run() }
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let width: CGFloat = preferredStyle == .alert ? 270 : root.bounds.width - 16
        let main = actions.filter { preferredStyle == .alert || $0.style != .cancel }
        let card = AlertCardView(title: title, message: message, textFields: textFields ?? [], actions: main, preferred: preferredAction,
                                 sideBySide: preferredStyle == .alert && main.count == 2, width: width) { [unowned self] in self.select($0) }
        root.addSubview(card)
        if preferredStyle == .alert {
            card.center = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        } else {
            // above the home indicator's strip
            var bottom = root.bounds.height - UIScreen.main.safeAreaInsets.bottom
            if let cancel = actions.first(where: { $0.style == .cancel }) {
                let cancelCard = AlertCardView(title: nil, message: nil, actions: [cancel], preferred: cancel, sideBySide: false,
                                               width: width) { [unowned self] in self.select($0) }
                cancelCard.frame.origin = CGPoint(x: 8, y: bottom - cancelCard.frame.height)
                root.addSubview(cancelCard)
                bottom = cancelCard.frame.minY - 8
            }
            card.frame.origin = CGPoint(x: 8, y: bottom - card.frame.height)
        }
        view = root
    }
}
