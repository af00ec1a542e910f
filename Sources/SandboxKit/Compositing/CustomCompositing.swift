import Foundation
import Raster

/// A view that draws itself straight into the frame buffer with Raster (warps, curls, flips) instead of
/// through a backing store. Adopt it on a `UIView` subclass; the compositor calls
/// `composite(into:context:)` each time it repaints an area the view covers, after the view's
/// background and contents and before its subviews and border.
///
/// With `Compositor.threadCount` above 1 a large repaint runs in horizontal bands on several threads:
/// `composite(into:context:)` is then called once per band the view reaches, possibly at the same time,
/// each call with its band's `clip` and its own target. Draw only from the view's state (read, not
/// written) and keep every pixel's value independent of the clip, so bands join without seams.
///
/// When what the view draws changes without a model change (a transition's progress), call
/// `setNeedsComposite()` on it (internal to SandboxKit) so the frame repaints it.
@MainActor
public protocol CustomCompositing: AnyObject {
    /// The area, in the view's bounds coordinates, that `composite(into:context:)` may touch (damage
    /// is taken from it). Defaults to the bounds.
    var compositingExtent: CGRect { get }

    /// Draws into `target`. Use `context.transform` to map bounds coordinates (points) to target pixels,
    /// and pass `context.clip`, `context.mask` and `context.opacity` to every Raster call.
    func composite(into target: inout Bitmap, context: CompositingContext)
}

extension CustomCompositing where Self: UIView {
    public var compositingExtent: CGRect { bounds }
}

/// Where and how a custom-compositing view draws this time.
public struct CompositingContext {
    /// The view's bounds coordinates (points) → target pixels, perspective included.
    public let transform: ProjectiveTransform
    /// Only these pixels may change (the damaged area, ancestors' clips).
    public let clip: IntRect
    /// Ancestors' rounded or transformed clips, when any.
    public let mask: CoverageMask?
    /// The view's own opacity (0...1) when it is not composited as a group; multiply into your drawing.
    public let opacity: Double
    /// Target pixels per point.
    public let scale: CGFloat
}
