import Foundation

/// The alert of iOS 2–8, deprecated since iOS 9 for `UIAlertController`. `show()` presents a
/// `UIAlertController` with the same title, message and buttons over the key window's top controller,
/// and a tap on a button tells the delegate `alertView(_:clickedButtonAt:)` with the button's index
/// (the cancel button first, as UIKit numbers them).
@available(*, deprecated, message: "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead")
@MainActor
open class UIAlertView: UIView {
    open weak var delegate: AnyObject?
    open var title = ""
    open var message: String?
    open private(set) var numberOfButtons = 0
    open var cancelButtonIndex = -1
    private var buttonTitles: [String] = []
    private weak var shownController: UIAlertController?

    public init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        super.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle {
            cancelButtonIndex = addButton(withTitle: cancelButtonTitle)
        }
    }


    public override init(frame: CGRect) { super.init(frame: frame) }

    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        numberOfButtons = buttonTitles.count
        return numberOfButtons - 1
    }

    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    open var isVisible: Bool { shownController?.presentingViewController != nil }

    open func show() {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for (i, buttonTitle) in buttonTitles.enumerated() {
            alert.addAction(UIAlertAction(title: buttonTitle, style: i == cancelButtonIndex ? .cancel : .default) { [self] _ in
                (delegate as? UIAlertViewDelegate)?.alertView(self, clickedButtonAt: i)
            })
        }
        guard var top = UIApplication.current.keyWindow?.rootViewController else { return }
        while let presented = top.presentedViewController { top = presented }
        shownController = alert
        top.present(alert, animated: true)
    }

    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        shownController?.dismiss(animated: animated)
    }
}

/// What an alert view tells about its buttons.
@available(*, deprecated, message: "Use UIAlertController instead.")
@MainActor
public protocol UIAlertViewDelegate: AnyObject {
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
}

@available(*, deprecated)
extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
}
