import Foundation
import Raster

/// One walk over a layer tree that paints it into a bitmap, in Core Animation's order. The compositor
/// uses it for the frame buffer (skipping subtrees outside the damage by their measured areas); a
/// snapshot uses it without measured areas.
///
/// A threaded composite runs one pass per horizontal band of the damage, each with `band` set to its rows.
/// Only the drawing calls are clipped to the band: everything a pixel's value depends on (group offscreen
/// origins and sizes, clipping masks, flattened 3D subtrees) is computed from the unbanded clip, so every
/// band writes its rows exactly as one pass over the whole damage would.
@MainActor
struct RenderPass {
    let scale: CGFloat
    /// Whether `LayerCompositingState.subtreeRect` is valid for the target (true for the frame buffer).
    let usesMeasuredAreas: Bool
    /// The only pixels of the target this pass writes (all of them unless it is one band of several).
    var band: IntRect = RenderPass.everywhere

    static let everywhere = IntRect(x: -(1 << 40), y: -(1 << 40), width: 1 << 41, height: 1 << 41)

    init(scale: CGFloat, usesMeasuredAreas: Bool, band: IntRect = RenderPass.everywhere) {
        self.scale = scale
        self.usesMeasuredAreas = usesMeasuredAreas
        self.band = band
    }

    mutating func render(_ layer: CALayer, parentTransform: ProjectiveTransform, into target: inout Bitmap,
                         clip: IntRect, mask: CoverageMask?, isRoot: Bool = false) {
        // The cheap test first: most layers of a big tree miss a small damage.
        var area = clip
        if usesMeasuredAreas { area = area.intersection(layer.compositing.subtreeRect) }
        if let mask { area = area.intersection(mask.bounds) }
        // `area` stays unbanded (a group's offscreen origin depends on it); `drawn` is what this band writes.
        guard !area.intersection(band).isEmpty else { return }
        let st = layer.presentationState
        guard !st.isHidden else { return }
        let alpha = st.opacity > 0 ? UInt8(Swift.min(Double(st.opacity), 1) * 255 + 0.5) : 0
        guard alpha > 0 else { return }
        let t = isRoot ? parentTransform : st.transformToSuperlayer.concatenating(parentTransform)

        // A mask layer: what it draws, in this layer's coordinates, becomes coverage for the whole subtree.
        var mask = mask
        if let maskLayer = layer.mask {
            let m = maskCoverage(maskLayer, transform: t, area: area)
            mask = mask.map { $0.intersection(m) } ?? m
            area = area.intersection(m.bounds)
            guard !area.intersection(band).isEmpty else { return }
        }
        let drawn = area.intersection(band)

        // A running view transition draws in place of the layer and its subtree (its snapshots already
        // include the layer's opacity).
        if let transition = layer.runningTransition,
           transition.composite(into: &target, transform: t, clip: drawn, mask: mask, scale: scale) { return }

        if !isRoot, !st.transform.isAffine, hasVisibleSubviews(layer), let flat = renderFlat(layer, st) {
            // A 3D transform over a subtree: the subtree is drawn flat in the layer's own plane, then that
            // image is mapped through the perspective as one textured quad (bilinear, anti-aliased edges),
            // as Core Animation flattens a layer; abutting subviews show no seams, and opacity is a group's.
            target.draw(flat.image, transform: flat.toLocal.concatenating(t), opacity: Double(alpha) / 255, clip: drawn, mask: mask)
            return
        }

        if alpha < 255 && needsGroup(layer, st) {
            // Group opacity: the subtree flat and opaque offscreen, then composited once at the layer's alpha.
            var offscreen = Bitmap(width: area.width, height: area.height)
            let shifted = t.concatenating(.translation(-Double(area.minX), -Double(area.minY)))
            var inner = RenderPass(scale: scale, usesMeasuredAreas: false,
                                   band: RenderPass.shift(band.intersection(area), -area.minX, -area.minY))
            inner.paint(layer, st, transform: shifted, into: &offscreen, clip: offscreen.bounds, mask: nil, opacity: 1)
            target.composite(offscreen, atX: area.minX, y: area.minY, opacity: alpha, clip: clip.intersection(band), mask: mask)
        } else {
            paint(layer, st, transform: t, into: &target, clip: area, mask: mask, opacity: Double(alpha) / 255)
        }
    }

    private static func shift(_ r: IntRect, _ dx: Int, _ dy: Int) -> IntRect {
        IntRect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)
    }

    private func hasVisibleSubviews(_ layer: CALayer) -> Bool {
        var visible = false
        layer.forEachSublayer { if !visible && !$0.presentationState.isHidden { visible = true } }
        return visible
    }

    /// The mask layer drawn (flat, in the masked layer's coordinates mapped by `t`) over `area`, as coverage.
    private func maskCoverage(_ maskLayer: CALayer, transform t: ProjectiveTransform, area: IntRect) -> CoverageMask {
        guard !area.isEmpty else { return CoverageMask(bounds: .zero) }
        var scratch = Bitmap(width: area.width, height: area.height)
        var inner = RenderPass(scale: scale, usesMeasuredAreas: false)
        inner.render(maskLayer, parentTransform: t.concatenating(.translation(-Double(area.minX), -Double(area.minY))),
                     into: &scratch, clip: scratch.bounds, mask: nil)
        return CoverageMask(alphaOf: scratch, x: area.minX, y: area.minY)
    }

    /// The layer and its subtree drawn untransformed at `scale` into an image covering their extent in
    /// the layer's bounds coordinates, with the map from image pixels back to those coordinates; nil
    /// when the extent is empty or unreasonably large (then the subtree is drawn directly).
    private func renderFlat(_ layer: CALayer, _ st: LayerState) -> (image: Bitmap, toLocal: ProjectiveTransform)? {
        let e = RenderPass.localExtent(layer, st)
        let s = Double(scale)
        let w = e.width.pixelCount(scale: scale, .up), h = e.height.pixelCount(scale: scale, .up)
        guard e.width > 0, e.height > 0, w > 0, h > 0, w * h <= 16_777_216 else { return nil }
        var image = Bitmap(width: w, height: h)
        let flat = ProjectiveTransform(Transform2D.translation(-Double(e.minX), -Double(e.minY)).concatenating(.scale(s, s)))
        var inner = RenderPass(scale: scale, usesMeasuredAreas: false)
        inner.paint(layer, st, transform: flat, into: &image, clip: image.bounds, mask: nil, opacity: 1)
        let toLocal = Transform2D.scale(1 / s, 1 / s).concatenating(.translation(Double(e.minX), Double(e.minY)))
        return (image, ProjectiveTransform(toLocal))
    }

    /// What a layer and its visible subtree cover in its bounds coordinates (the bounds alone when it
    /// clips; parts of subviews behind the eye are left out).
    static func localExtent(_ layer: CALayer, _ st: LayerState) -> CGRect {
        var r = st.bounds
        if let custom = layer.view as? CustomCompositing { r = r.union(custom.compositingExtent) }
        if layer.drawsLayerContent { r = r.union(layer.contentExtent(st)) }
        guard !st.masksToBounds else { return r }
        layer.forEachSublayer { sub in
            let sst = sub.presentationState
            guard !sst.isHidden, sst.opacity > 0 else { return }
            let e = DeepWalk.descend { localExtent(sub, sst) }
            guard e.width > 0, e.height > 0 else { return }
            let m = sst.transformToSuperlayer
            let corners = [(e.minX, e.minY), (e.maxX, e.minY), (e.minX, e.maxY), (e.maxX, e.maxY)]
                .compactMap { m.apply(x: Double($0.0), y: Double($0.1)) }
            guard corners.count == 4 else { return }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            r = r.union(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return r
    }

    /// Whether opacity must be applied to the layer's drawing as a whole (parts overlap).
    private func needsGroup(_ layer: CALayer, _ st: LayerState) -> Bool {
        if hasVisibleSubviews(layer) { return true }
        var parts = 0
        if (st.backgroundColor?.alpha ?? 0) > 0 { parts += 1 }
        if layer.contents != nil { parts += 1 }
        if st.borderWidth > 0 && (st.borderColor?.alpha ?? 0) > 0 { parts += 1 }
        if layer.view is CustomCompositing { parts += 1 }
        if layer.drawsLayerContent { parts += 1 }
        return parts > 1
    }

    /// Background, contents, custom drawing, sublayers, border.
    private mutating func paint(_ layer: CALayer, _ st: LayerState, transform t: ProjectiveTransform, into target: inout Bitmap,
                                clip: IntRect, mask: CoverageMask?, opacity: Double) {
        let shape = RoundedRect(rect: st.bounds.rasterRect, radius: Double(st.cornerRadius))
        let drawnClip = clip.intersection(band)
        if st.hasShadow && !st.masksToBounds {
            paintShadow(st, layer.shadowPath, transform: t, into: &target, clip: drawnClip, mask: mask, opacity: opacity)
        }
        if let bg = st.backgroundColor, bg.alpha > 0 {
            if mask == nil, let pixels = pixelAlignedRect(shape, t) {
                // Whole pixels, no mask: the general path's coverage is exactly 1 inside and 0 outside.
                let alpha = UInt8(opacity * 255 + 0.5)
                target.fill(pixels, with: bg.color.premultiplied.scaled(by: alpha), clip: drawnClip)
            } else {
                target.fill(.roundedRect(shape), transform: t, color: bg.color.premultiplied, opacity: opacity, clip: drawnClip, mask: mask)
            }
        }

        if !st.masksToBounds {
            paintInside(layer, st, transform: t, into: &target, clip: clip, mask: mask, opacity: opacity)
        } else if let pixels = pixelAlignedRect(shape, t) {
            paintInside(layer, st, transform: t, into: &target, clip: clip.intersection(pixels), mask: mask, opacity: opacity)
        } else if let split = RoundedClip(shape, transform: t, clip: clip) {
            // Where the clip's coverage is whole its content is drawn without a mask, and only the edges'
            // partial pixels and the corners through one (`RoundedClip`): the same bytes as through the
            // mask of the whole area, without its per-pixel paths over all of it.
            for part in split.clear { paintInside(layer, st, transform: t, into: &target, clip: part, mask: mask, opacity: opacity) }
            for m in split.masked {
                paintInside(layer, st, transform: t, into: &target, clip: m.bounds, mask: mask.map { $0.intersection(m) } ?? m,
                            opacity: opacity)
            }
        } else {
            let m = CoverageMask(shape: .roundedRect(shape), transform: t, clip: clip)
            paintInside(layer, st, transform: t, into: &target, clip: clip.intersection(m.bounds),
                        mask: mask.map { $0.intersection(m) } ?? m, opacity: opacity)
        }

        if st.borderWidth > 0, let bc = st.borderColor, bc.alpha > 0 {
            target.strokeRoundedRectBorder(shape, width: Double(st.borderWidth), transform: t, color: bc.color.premultiplied,
                                           opacity: opacity, clip: drawnClip, mask: mask)
        }
    }

    /// Contents, custom drawing and sublayers: what the layer draws inside itself, within `innerClip`
    /// (and `innerMask`), which its own clipping to bounds has already cut.
    private mutating func paintInside(_ layer: CALayer, _ st: LayerState, transform t: ProjectiveTransform, into target: inout Bitmap,
                                      clip innerClip: IntRect, mask innerMask: CoverageMask?, opacity: Double) {
        let drawnInner = innerClip.intersection(band)
        guard !drawnInner.isEmpty else { return }
        if let contents = layer.contents, contents.width > 0, contents.height > 0, st.bounds.width > 0, st.bounds.height > 0 {
            // Contents stretch to the bounds (contentsGravity resize, Core Animation's default).
            let toBounds = Transform2D.scale(Double(st.bounds.width) / Double(contents.width), Double(st.bounds.height) / Double(contents.height))
                .concatenating(.translation(Double(st.bounds.minX), Double(st.bounds.minY)))
            let map = ProjectiveTransform(toBounds).concatenating(t)
            if let origin = map.wholePixelTranslation {
                // Texels on whole pixels (a backing store at the screen's scale): a plain composite, of
                // only the inked part: clear pixels leave the target as it is
                let ink = layer.contentsInk
                let inked = IntRect(x: ink.x + origin.x, y: ink.y + origin.y, width: ink.width, height: ink.height)
                target.composite(contents, atX: origin.x, y: origin.y, opacity: UInt8(opacity * 255 + 0.5),
                                 clip: drawnInner.intersection(inked), mask: innerMask)
            } else {
                target.draw(contents, transform: map, opacity: opacity, clip: drawnInner, mask: innerMask)
            }
        }
        if let custom = layer.view as? CustomCompositing {
            custom.composite(into: &target, context: CompositingContext(transform: t, clip: drawnInner, mask: innerMask,
                                                                      opacity: opacity, scale: scale))
        }
        if layer.drawsLayerContent {
            layer.drawContent(into: &target, transform: t, clip: drawnInner, mask: innerMask, opacity: opacity, scale: scale)
        }
        if layer.sublayerOrder != nil {
            for sub in layer.orderedSublayers {
                if usesMeasuredAreas && !sub.compositing.subtreeRect.intersects(drawnInner) { continue }
                DeepWalk.descend { render(sub, parentTransform: t, into: &target, clip: innerClip, mask: innerMask) }
            }
        } else if let subviews = layer.view?.subviews {
            for sub in subviews {
                if usesMeasuredAreas && !sub.layer.compositing.subtreeRect.intersects(drawnInner) { continue }
                DeepWalk.descend { render(sub.layer, parentTransform: t, into: &target, clip: innerClip, mask: innerMask) }
            }
        }
    }

    /// Core Animation's shadow under the layer: its rounded bounds (Core Animation uses the alpha of
    /// what the layer draws; for the opaque cards and buttons shadows go on, that is the same shape),
    /// moved by `shadowOffset`, blurred with a standard deviation of `shadowRadius` points (a design
    /// tool's blur of 2 × radius, the usual correspondence), in `shadowColor` at `shadowOpacity`.
    /// A layer that clips to its bounds clips its shadow away, as in Core Animation.
    /// With a `shadowPath` the shadow takes that shape instead (filled by the nonzero rule).
    private func paintShadow(_ st: LayerState, _ path: CGPath?, transform t: ProjectiveTransform, into target: inout Bitmap,
                             clip: IntRect, mask: CoverageMask?, opacity: Double) {
        guard let color = st.shadowColor, !clip.isEmpty else { return }
        let rect = st.bounds.offsetBy(dx: st.shadowOffset.width, dy: st.shadowOffset.height)
        let shape = RoundedRect(rect: rect.rasterRect, radius: Double(st.cornerRadius))
        let sigma = Double(st.shadowRadius) * Double(scale)
        let area = Compositor.shadowArea(st, path, transform: t, scale: scale).intersection(clip)
        guard !area.isEmpty else { return }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let source = IntRect(x: area.minX - reach, y: area.minY - reach, width: area.width + 2 * reach, height: area.height + 2 * reach)
        let sourceCoverage: CoverageMask
        if let path {
            let moved = t.concatenating(.translation(-Double(source.minX), -Double(source.minY)))
            let offset = ProjectiveTransform(.translation(Double(st.shadowOffset.width), Double(st.shadowOffset.height))).concatenating(moved)
            var scratch = Bitmap(width: source.width, height: source.height)
            path.fill(into: &scratch, transform: offset, color: .white, opacity: 1, clip: scratch.bounds, mask: nil, rule: .winding)
            sourceCoverage = CoverageMask(alphaOf: scratch, x: source.minX, y: source.minY)
        } else {
            sourceCoverage = CoverageMask(shape: .roundedRect(shape), transform: t, clip: source)
        }
        let coverage = sourceCoverage.blurred(sigma: sigma, over: area)
        let alpha = UInt8(min(1, Double(st.shadowOpacity) * opacity) * 255 + 0.5)
        target.fill(coverage: coverage, color: color.color.premultiplied, opacity: alpha, clip: area, mask: mask)
    }

    /// The pixel rectangle a square-cornered shape covers exactly, when the map is a translation and
    /// positive scale landing on whole pixels (then clipping to it needs no mask).
    /// Where a rounded rectangle on whole pixels covers every pixel whole: the rectangle less its corners'
    /// squares, as the band between the top and bottom corners and the band between the left and right
    /// ones; nil when the rectangle is not on whole pixels.
    private func pixelAlignedRect(_ shape: RoundedRect, _ t: ProjectiveTransform) -> IntRect? {
        guard shape.radius == 0, let a = t.affine, a.b == 0, a.c == 0, a.a > 0, a.d > 0 else { return nil }
        let x0 = shape.rect.minX * a.a + a.tx, x1 = shape.rect.maxX * a.a + a.tx
        let y0 = shape.rect.minY * a.d + a.ty, y1 = shape.rect.maxY * a.d + a.ty
        guard x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded(), abs(x0) < 1e8, abs(y0) < 1e8,
              abs(x1) < 1e8, abs(y1) < 1e8 else { return nil }
        return IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}
