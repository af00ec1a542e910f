import Foundation
import Raster

/// Renders a window's view tree from the layers' presentation states into the window's frame buffer,
/// repainting only what changed.
///
/// Each layer remembers the pixels its subtree covered (`LayerCompositingState.subtreeRect`). A layer
/// that changed (`CALayer.setNeedsComposite()`) damages its old and its new area; the composite clears
/// the damaged rectangle and repaints everything under it in Core Animation's order — background
/// (rounded by `cornerRadius`), contents, sublayers, then the border on top — skipping every subtree
/// whose area misses the damage. So a frame's cost follows the damaged area, and a frame with no change
/// does nothing.
///
/// Choices where Core Animation leaves room:
/// - Opacity below 1 on a layer with visible sublayers (or with more than one of background, contents
///   and border) renders that subtree offscreen, then composites it once at the layer's opacity (iOS's
///   group opacity, on by default).
/// - 3D transforms are flattened per layer into a projective 3×3 map (Core Animation flattens each layer
///   into its parent's plane). A layer with such a transform and visible subviews is drawn flat offscreen
///   at the screen's scale and mapped as one textured quad (bilinear, anti-aliased edges); a layer with no
///   subviews draws its background, contents and border through the projective map directly.
/// - Damage is one rectangle (the union) per frame, so the platform uploads one rectangle.
/// - With `threadCount` above 1, a damaged area of at least `minimumBandRows` rows per thread is split
///   into that many horizontal bands (64 rows at least each) composited at once, with identical pixels (see `RenderPass.band`).
@MainActor
package final class Compositor {
    public private(set) weak var window: UIWindow?
    /// The window's pixels (bounds × screen scale), premultiplied.
    public private(set) var framebuffer = Bitmap(width: 0, height: 0)
    /// The pixels the last composite repainted (`.zero` when nothing changed); the platform uploads these.
    public private(set) var lastDamage: IntRect = .zero
    /// How many composites have repainted something (tests and the overlay read it).
    public private(set) var repaintCount = 0

    /// Threads a large damaged area is composited on (1, the default, composites on the calling thread).
    /// Custom-compositing views and transitions are then drawn from several threads at once, each band
    /// with its own clip.
    public var threadCount = 1
    /// Fewer rows per band than this are not worth a thread hand-off (tests lower it to band small windows).
    var minimumBandRows = 64
    /// How many bands the last repaint used (1 when it ran on the calling thread).
    private(set) var lastBandCount = 0
    /// The frame buffer's stand-ins for bands 1... of a threaded composite (element 0 is a placeholder the
    /// frame buffer is moved into while the bands run), kept between frames so a frame allocates nothing.
    private var bandTargets: [Bitmap] = []

    /// Layers changed since the last composite.
    var changedLayers: [CALayer] = []
    var needsFullRepaint = true
    /// Counts composites, so `measure` can stamp the layers it measured (`measuredPass`).
    private var measurePass = 0
    /// Counts display passes (`UIApplication.displayPass`), which stamp the layers they walk.
    var displayPassCount = 0
    /// Frames were skipped (`CompositingDemand.onRequest`): the frame buffer shows an older look.
    var isStale = false

    init(window: UIWindow) { self.window = window }

    /// Reads the frame buffer's pixels without copying them.
    public func withFramebufferPixels<R>(_ body: (UnsafeBufferPointer<UInt32>, Int, Int) throws -> R) rethrows -> R {
        let (w, h) = (framebuffer.width, framebuffer.height)
        return try framebuffer.pixels.withUnsafeBufferPointer { try body($0, w, h) }
    }

    /// Pixels per point of the window's screen.
    var scale: CGFloat { window?.application?.screen.scale ?? UIApplication.current.screen.scale }

    /// The whole frame buffer is repainted by the next composite.
    public func setNeedsFullRepaint() {
        needsFullRepaint = true
        window?.requestComposite()
    }

    /// The window's bounds coordinates → frame-buffer pixels.
    private func rootTransform(_ w: UIWindow) -> ProjectiveTransform {
        let s = Double(scale), b = w.layer.presentationState.bounds
        return ProjectiveTransform(.translation(-Double(b.minX), -Double(b.minY)).concatenating(.scale(s, s)))
    }

    /// Brings the frame buffer up to date with the presentation states; returns the repainted area.
    @discardableResult
    public func composite() -> IntRect {
        guard let w = window else { return .zero }
        isStale = false
        let s = scale, size = w.layer.presentationState.bounds.size
        let pw = size.width.pixelCount(scale: s), ph = size.height.pixelCount(scale: s)
        if framebuffer.width != pw || framebuffer.height != ph {
            framebuffer = Bitmap(width: pw, height: ph)
            needsFullRepaint = true
        }
        let root = rootTransform(w)
        var damage = IntRect.zero
        let changed = changedLayers
        changedLayers.removeAll(keepingCapacity: true)
        measurePass &+= 1
        for layer in changed {
            layer.compositing.isDirty = false
            damage = damage.union(layer.compositing.subtreeRect)
            guard !needsFullRepaint else { continue }
            if let view = layer.view {
                guard view.window === w else { layer.compositing.subtreeRect = .zero; continue }
            } else {
                guard layer.hostWindow === w else { layer.compositing.subtreeRect = .zero; continue }
            }
            // Measured with a changed ancestor listed before it (a subtree just added or moved lists
            // every layer in it, top down): its area is in the ancestor's, so measuring it again, and
            // walking up from every layer of a deep chain, would only make the frame quadratic.
            if layer.compositing.measuredPass == measurePass { continue }
            let now = measure(layer, parentTransform: screenTransform(ofSuperlayerOf: layer, root: root))
            damage = damage.union(now)
            // Ancestors' areas grow to include the new one, so the repaint walk reaches it.
            var a = layer.superlayer
            while let l = a { l.compositing.subtreeRect = l.compositing.subtreeRect.union(now); a = l.superlayer }
        }
        if needsFullRepaint {
            needsFullRepaint = false
            measure(w.layer, parentTransform: root, isRoot: true)
            damage = framebuffer.bounds
        }
        damage = damage.intersection(framebuffer.bounds)
        lastDamage = damage
        guard !damage.isEmpty else { return .zero }
        repaintCount += 1
        let bands = max(1, min(threadCount, damage.height / max(minimumBandRows, 1)))
        lastBandCount = bands
        if bands > 1 {
            renderInBands(bands, w, root: root, damage: damage)
        } else {
            framebuffer.clear(damage)
            var pass = RenderPass(scale: s, usesMeasuredAreas: true)
            pass.render(w.layer, parentTransform: root, into: &framebuffer, clip: damage, mask: nil, isRoot: true)
        }
        return damage
    }

    /// Composites `damage` as `bands` horizontal bands at once. Band 0 draws into the frame buffer itself,
    /// the others into full-size stand-ins whose band rows are then copied in: each thread owns its
    /// bitmap outright, and every band uses the unbanded clip and transforms, so the bytes match one pass.
    private func renderInBands(_ bands: Int, _ w: UIWindow, root: ProjectiveTransform, damage: IntRect) {
        let s = scale
        // A turn's commit took the transitions' snapshots; a composite made outside a turn (a test's)
        // takes them here, on this thread, before the bands run, since taking one draws views.
        w.application?.captureTransitionSnapshots()
        while bandTargets.count < bands { bandTargets.append(Bitmap(width: 0, height: 0)) }
        for i in 1..<bands {
            if bandTargets[i].width != framebuffer.width || bandTargets[i].height != framebuffer.height {
                bandTargets[i] = Bitmap(width: framebuffer.width, height: framebuffer.height)
            }
        }
        let per = (damage.height + bands - 1) / bands
        func rows(_ i: Int) -> IntRect {
            let y0 = damage.minY + i * per
            return IntRect(x: damage.minX, y: y0, width: damage.width, height: min(damage.maxY, y0 + per) - y0)
        }
        let bandRows = (0..<bands).map(rows)
        swap(&framebuffer, &bandTargets[0])
        bandTargets.withUnsafeMutableBufferPointer { targets in
            let targets = BandTargets(base: targets.baseAddress!)
            let layer = w.layer
            // This thread waits until every band is done, and the bands only read the tree.
            DispatchQueue.concurrentPerform(iterations: bands) { i in
                MainActorLoan.run {
                    let band = bandRows[i]
                    targets.base[i].clear(band)
                    var pass = RenderPass(scale: s, usesMeasuredAreas: true, band: band)
                    pass.render(layer, parentTransform: root, into: &targets.base[i], clip: damage, mask: nil, isRoot: true)
                }
            }
        }
        swap(&framebuffer, &bandTargets[0])
        let width = framebuffer.width
        framebuffer.pixels.withUnsafeMutableBufferPointer { fb in
            for i in 1..<bands {
                let band = rows(i)
                bandTargets[i].pixels.withUnsafeBufferPointer { src in
                    for y in band.minY..<band.maxY {
                        let o = y * width + band.minX
                        (fb.baseAddress! + o).update(from: src.baseAddress! + o, count: band.width)
                    }
                }
            }
        }
    }

    /// The transform from the bounds coordinates of `layer`'s superlayer to frame-buffer pixels.
    private func screenTransform(ofSuperlayerOf layer: CALayer, root: ProjectiveTransform) -> ProjectiveTransform {
        var chain: [CALayer] = []
        var l = layer.superlayer
        while let cur = l, let up = cur.superlayer { chain.append(cur); l = up }
        var t = root
        for a in chain.reversed() { t = a.presentationState.transformToSuperlayer.concatenating(t) }
        return t
    }

    /// Recomputes and stores the area of `layer`'s subtree (and of every layer in it) under the current
    /// presentation states; returns it.
    @discardableResult
    func measure(_ layer: CALayer, parentTransform: ProjectiveTransform, isRoot: Bool = false) -> IntRect {
        let st = layer.presentationState
        guard !st.isHidden, st.opacity > 0 else { layer.compositing.subtreeRect = .zero; return .zero }
        let t = isRoot ? parentTransform : st.transformToSuperlayer.concatenating(parentTransform)
        let own = Compositor.ownArea(layer, st, transform: t)
        let boundsArea = st.masksToBounds ? Compositor.area(of: st.bounds, transform: t) : nil
        var area = own
        layer.forEachSublayer { sub in
            let r = DeepWalk.descend { measure(sub, parentTransform: t) }
            area = area.union(boundsArea.map { r.intersection($0) } ?? r)
        }
        // A mask lets through only what it covers; its own area bounds the layer's.
        if let mask = layer.mask { area = area.intersection(measure(mask, parentTransform: t)) }
        layer.compositing.subtreeRect = area
        layer.compositing.measuredPass = measurePass
        return area
    }

    /// The pixels `rect` (bounds coordinates) may touch under `transform`, anti-aliasing included; when
    /// part of it is behind the eye, everything.
    static func area(of rect: CGRect, transform: ProjectiveTransform) -> IntRect {
        guard rect.width > 0, rect.height > 0 else { return .zero }
        // Anti-aliasing reaches a pixel whose centre is within half a pixel of an axis-aligned edge, so
        // such a rectangle touches exactly the pixels it overlaps; slanted edges reach further.
        let axisAligned = transform.affine.map { $0.b == 0 && $0.c == 0 } ?? false
        return transform.boundingBox(of: rect.rasterRect, margin: axisAligned ? 0 : 1) ?? IntRect(x: -(1 << 24), y: -(1 << 24), width: 1 << 25, height: 1 << 25)
    }

    /// The area the layer's own drawing (background, contents, custom drawing, border) may touch.
    static func ownArea(_ layer: CALayer, _ st: LayerState, transform: ProjectiveTransform) -> IntRect {
        var r = IntRect.zero
        let drawsBackground = (st.backgroundColor?.alpha ?? 0) > 0
        let drawsBorder = st.borderWidth > 0 && (st.borderColor?.alpha ?? 0) > 0
        if drawsBackground || drawsBorder || layer.contents != nil { r = area(of: st.bounds, transform: transform) }
        if let custom = layer.view as? CustomCompositing { r = r.union(area(of: custom.compositingExtent, transform: transform)) }
        if let transition = layer.runningTransition { r = r.union(area(of: transition.compositingExtent, transform: transform)) }
        if layer.drawsLayerContent { r = r.union(area(of: layer.contentExtent(st), transform: transform)) }
        if st.hasShadow && !st.masksToBounds { r = r.union(shadowArea(st, layer.shadowPath, transform: transform, scale: 1)) }
        return r
    }

    /// The pixels a layer's shadow may touch: its offset bounds grown by three standard deviations of
    /// the blur (the scale is the target's pixels per point, which `transform` already includes).
    static func shadowArea(_ st: LayerState, _ path: CGPath?, transform: ProjectiveTransform, scale: CGFloat) -> IntRect {
        let grow = 3 * st.shadowRadius + 2 / max(scale, 1)
        let rect = (path.map(\.boundingBoxOfPath) ?? st.bounds).offsetBy(dx: st.shadowOffset.width, dy: st.shadowOffset.height).insetBy(dx: -grow, dy: -grow)
        return area(of: rect, transform: transform)
    }
}

/// The bitmaps of a threaded composite's bands, shared by the band threads: band `i` writes element `i`
/// only, and the buffer outlives them (the compositor waits for every band).
private struct BandTargets: @unchecked Sendable {
    let base: UnsafeMutablePointer<Bitmap>
}
