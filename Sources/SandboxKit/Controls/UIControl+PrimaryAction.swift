import Foundation

extension UIControl {
    /// A control that performs `primaryAction` on its primary action (a button's tap, a switch's
    /// change), as `addAction(_:for: .primaryActionTriggered)` would.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}
