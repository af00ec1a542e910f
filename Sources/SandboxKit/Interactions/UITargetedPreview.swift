import Foundation

/// A view as the preview of an interaction (a pointer's highlight, a context menu's lift).
@MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView

    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// The preview's size: its view's bounds.
    open var size: CGSize { view.bounds.size }
}
