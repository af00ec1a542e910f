import Foundation

/// The iPad pointer's effects over a view (a highlight, a lift). The device's pointer is a finger or a
/// mouse drawn as iOS draws touches, with no pointer effects: making an interaction is reported once as
/// not simulated, and its delegate is not asked.
@MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIPointerInteractionDelegate?
    open private(set) weak var view: UIView?
    open var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
        NotSimulated.record("UIPointerInteraction (pointer effects)")
    }

    open func invalidate() {}
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a pointer interaction asks: the region the pointer is in and its style there.
@MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}

/// Where the pointer is, when an interaction asks its delegate for a region.
@MainActor
public final class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    init(location: CGPoint) { self.location = location }
}
