import Foundation

/// Drawing a layer's own content, for layers an app makes itself (a `CALayer` subclass that overrides
/// `draw(in:)`, or one whose delegate draws): `display()` draws into a fresh backing store of the bounds at
/// `contentsScale` and makes it the layer's contents. `setNeedsDisplay()` on a view's layer redraws the
/// view at the next commit, as UIKit does; on a layer of its own it draws at once (Core Animation waits for
/// the commit; what is drawn is the same unless the layer changes again before it).
extension CALayer {
    public var delegate: CALayerDelegate? {
        get { layerDelegate ?? view }
        set { layerDelegate = newValue }
    }

    /// Draws the layer through `draw(in:)` into new contents (kept only if something was drawn).
    func drawContents() {
        let context = CGContext(size: bounds.size, origin: bounds.origin, scale: max(contentsScale, 1))
        guard context.pixelWidth > 0, context.pixelHeight > 0 else { return }
        // text drawn by `draw(in:)` takes the fonts of the layer's application
        context.fonts = (hostView?.window?.application ?? UIApplication.current).fonts
        delegate?.layerWillDraw(self)
        UIGraphicsPushContext(context)
        draw(in: context)
        UIGraphicsPopContext()
        if let drawn = context.bitmapIfDrawn { contents = drawn }
    }

    /// Lays out the layer now if it needs it: its delegate's `layoutSublayers(of:)` (a view lays out
    /// its subviews).
    public func layoutIfNeeded() {
        if let view { view.layoutIfNeeded() } else { layoutSublayers() }
    }
}
