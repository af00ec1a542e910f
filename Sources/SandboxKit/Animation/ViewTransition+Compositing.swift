import Foundation
import Raster

// How a running transition is drawn: in place of its container's own drawing and subviews, the compositor
// asks the transition to paint a warp (Raster's Crossfade, FlipWarp, CurlWarp) between the before and
// after snapshots (`UIView.snapshotBitmap`).
extension ViewTransition {
    /// The container's bounds grown by the most the effect may spill past them (a flip's near edge in
    /// perspective, the curl's cylinder), in bounds coordinates: the damage the transition may touch.
    public var compositingExtent: CGRect {
        let b = container.layer.presentationState.bounds
        switch effect {
        case .flipFromLeft, .flipFromRight: return b.insetBy(dx: -2, dy: -(b.height * Self.flipSpill + 2))
        case .flipFromTop, .flipFromBottom: return b.insetBy(dx: -(b.width * Self.flipSpill + 2), dy: -2)
        case .curlUp, .curlDown: return b.insetBy(dx: -(b.width * 0.1 + 2), dy: -(b.height * 0.1 + 2))
        case .crossDissolve, nil: return b
        }
    }

    /// The flip's eye distance is twice the page's extent across the axis, so a point at the edge comes at
    /// most half that near: the page grows by at most d/(d − w/2) = 4/3, i.e. 1/6 on each side.
    static let flipSpill: CGFloat = 1.0 / 6 + 0.02

    func captureBefore() {
        if keepsNoSnapshots {
            let size = container.displayForSnapshot(scale: nil)
            displayedInsteadOfBefore = size.width > 0 && size.height > 0
            return
        }
        isCapturing = true
        before = container.snapshotBitmap()
        isCapturing = false
        beforeIsOpaque = before?.isOpaque ?? false
    }

    /// Takes the "after" snapshot if it is not taken yet: the new look, laid out. The end of the commit
    /// after the call takes it (`UIApplication.captureTransitionSnapshots`); a composite made outside a
    /// turn takes it when it first reaches the container.
    func captureAfterIfNeeded(scale: CGFloat) {
        if keepsNoSnapshots {
            guard effect != nil, !hasEnded, displayedInsteadOfBefore, !displayedInsteadOfAfter else { return }
            displayedInsteadOfAfter = true
            _ = container.displayForSnapshot(scale: scale)
            return
        }
        guard effect != nil, !hasEnded, !isCapturing, after == nil, let before, before.width > 0, before.height > 0 else { return }
        isCapturing = true
        after = container.snapshotBitmap(scale: scale)
        isCapturing = false
        afterIsOpaque = after?.isOpaque ?? false
    }

    /// No pixel is ever read (`CompositingDemand.never`): each snapshot's views are displayed as taking it
    /// would display them, and nothing is drawn.
    private var keepsNoSnapshots: Bool { container.owningApplication.compositingDemand == .never }

    /// Paints the transition at its current progress. `transform` maps the container's bounds coordinates
    /// to target pixels; only `clip` (and `mask`) may change. Returns false when there is nothing to draw in
    /// the container's place (no effect, no snapshot, or while the transition itself is being
    /// snapshotted): the compositor then draws the container as usual.
    public func composite(into target: inout Bitmap, transform: ProjectiveTransform, clip: IntRect,
                          mask: CoverageMask?, scale: CGFloat) -> Bool {
        guard let effect, !hasEnded, !isCapturing, let before, before.width > 0, before.height > 0 else { return false }
        captureAfterIfNeeded(scale: scale)
        guard let after, after.width == before.width, after.height == before.height else { return false }

        let b = container.layer.presentationState.bounds
        let pageToBounds = Transform2D.scale(Double(b.width) / Double(before.width), Double(b.height) / Double(before.height))
            .concatenating(.translation(Double(b.minX), Double(b.minY)))
        let pageToTarget = ProjectiveTransform(pageToBounds).concatenating(transform)
        let p = progress

        if mask == nil, let origin = pageToTarget.wholePixelTranslation,
           effect.drawsOver || (beforeIsOpaque && afterIsOpaque) {
            render(effect, progress: p, before: before, after: after, into: &target, originX: origin.x, originY: origin.y, clip: clip)
            return true
        }
        // General case (transformed container, clipping mask, transparent pages): draw the warp flat into
        // a page-sized buffer with a margin for the spill, then map that buffer like any layer.
        let margin = Int((Double(max(before.width, before.height)) * 0.25).rounded(.up)) + 2
        var offscreen = Bitmap(width: before.width + 2 * margin, height: before.height + 2 * margin)
        render(effect, progress: p, before: before, after: after, into: &offscreen, originX: margin, originY: margin,
               clip: offscreen.bounds)
        let shift = ProjectiveTransform(.translation(-Double(margin), -Double(margin)))
        target.draw(offscreen, transform: shift.concatenating(pageToTarget), clip: clip, mask: mask)
        return true
    }

    /// One frame of the effect with the page's top-left at (originX, originY) of `target`.
    private func render(_ effect: Effect, progress p: Double, before: Bitmap, after: Bitmap, into target: inout Bitmap,
                        originX: Int, originY: Int, clip: IntRect) {
        let w = before.width, h = before.height
        switch effect {
        case .crossDissolve:
            let alpha = UInt8((min(max(p, 0), 1) * 255).rounded())
            if beforeIsOpaque && afterIsOpaque {
                Crossfade.render(from: before, to: after, opacity: alpha, originX: originX, originY: originY, into: &target, clip: clip)
            } else {
                Self.mix(before, after, alpha, into: &target, originX: originX, originY: originY)
            }
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            // The old face for the first half, the new one (turned a further half turn) for the second.
            let vertical = effect == .flipFromLeft || effect == .flipFromRight
            let sign: Double = (effect == .flipFromLeft || effect == .flipFromTop) ? 1 : -1
            let extent = Double(vertical ? w : h)
            let warp = FlipWarp(axis: vertical ? .vertical : .horizontal, angle: sign * p * .pi, eyeDistance: 2 * extent,
                                originX: originX, originY: originY)
            if vertical {
                let pages = flipPages ?? (FlipPage(before), FlipPage(after))
                flipPages = pages
                warp.render(front: pages.front, back: pages.back, into: &target, clip: clip)
            } else {
                warp.render(front: before, back: after, into: &target, clip: clip)
            }
        case .curlUp:
            CurlWarp.curlUp(progress: p, width: w, height: h, originX: originX, originY: originY)
                .render(page: before, under: after, into: &target, clip: clip, pageIsOpaque: beforeIsOpaque)
        case .curlDown:
            CurlWarp.curlDown(progress: p, width: w, height: h, originX: originX, originY: originY)
                .render(page: after, under: before, into: &target, clip: clip, pageIsOpaque: afterIsOpaque)
        }
    }

    /// The premultiplied mix (1 − α)·before + α·after written into the page rectangle of a cleared
    /// buffer: with transparent parts, Crossfade's "new over old" would keep the old page showing where
    /// the new one is clear.
    private static func mix(_ a: Bitmap, _ b: Bitmap, _ alpha: UInt8, into target: inout Bitmap, originX: Int, originY: Int) {
        let t = UInt32(alpha), u = 255 - t
        for y in 0..<a.height {
            let ty = y + originY
            guard ty >= 0, ty < target.height else { continue }
            for x in 0..<a.width {
                let tx = x + originX
                guard tx >= 0, tx < target.width else { continue }
                let p = a.pixels[y * a.width + x], q = b.pixels[y * a.width + x]
                var out: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let v = (((p >> UInt32(shift)) & 0xFF) * u + ((q >> UInt32(shift)) & 0xFF) * t + 127) / 255
                    out |= v << UInt32(shift)
                }
                target.pixels[ty * target.width + tx] = out
            }
        }
    }

}

extension ViewTransition.Effect {
    /// Flips paint "over" what is behind them; the crossfade and the curl replace the page's pixels, which
    /// is only right for opaque pages.
    var drawsOver: Bool {
        switch self {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return true
        case .crossDissolve, .curlUp, .curlDown: return false
        }
    }
}
