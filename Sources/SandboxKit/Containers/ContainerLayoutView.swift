import Foundation

/// The root view of a standard container (UIKit's `UILayoutContainerView`): its layout pass asks the
/// container to place its bar and its child's page.
final class ContainerLayoutView: UIView {
    var onLayout: (() -> Void)?

    /// A white view the size of the screen, made `container`'s view, laid out by `layout`.
    init(container: UIViewController, layout: @escaping () -> Void) {
        super.init(frame: container.application?.screen.bounds ?? CGRect(origin: .zero, size: UIScreen.iPhoneSize))
        backgroundColor = .systemBackground
        onLayout = layout
        container.view = self
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
