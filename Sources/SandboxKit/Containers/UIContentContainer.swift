import Foundation

/// What a view controller is to its container (UIKit's `UIContentContainer`): a preferred size, and the
/// container's side of its children's size changes. `UIViewController` adopts it with the methods in its
/// class, so apps override them as in UIKit.
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
