import Foundation

// R17: a preferred content size set on a controller reaches whoever shows it: the parent hears
// `preferredContentSizeDidChange(forChildContentContainer:)` (recorded in the event stream), a presented
// controller's presentation resizes its form sheet or popover on an iPad.
extension UIViewController: UIContentContainer {
    func preferredContentSizeWasSet(_ size: CGSize) {
        let old = containerState.preferredContentSize
        containerState.preferredContentSize = size
        guard size != old else { return }
        if let parent {
            LifecycleRules.call(parent, .preferredContentSizeDidChange, args: [.controller("container", self)], cause: .contentSize) {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        } else if let presentation = containerState.presenting?.containerState.presentation, presentation.presented === self {
            presentation.presentedContentSizeDidChange()
        }
    }
}

extension LifecycleCause {
    static let contentSize = LifecycleCause("preferred content size", rule: .r17)
}
