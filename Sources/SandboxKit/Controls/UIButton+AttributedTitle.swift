import Foundation

/// Styled titles per state, as UIKit keeps them: the one for the current state (else `.normal`'s) is the
/// title label's `attributedText`, which wins over the plain title and title colour; its string is the
/// button's `currentTitle` too.
extension UIButton {
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }

    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
