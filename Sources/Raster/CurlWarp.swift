import Foundation
import RasterKernels

/// A page curling away over the page beneath it: the picture of a curl transition at one instant.
///
/// The page (drawn 1:1 with its top-left at `originX, originY` when flat) rolls around a cylinder of
/// radius R whose axis lies in the page plane through `axisPoint` (page coordinates). `n` =
/// (cos `axisAngle`, sin `axisAngle`) is the axis's in-plane normal, pointing at the part that lifts
/// (angle measured from +x toward +y, i.e. clockwise on screen). For a page point p with s = (p − P)·n:
/// - s ≤ 0 stays flat (z = 0);
/// - 0 < s ≤ πR wraps onto the cylinder: s′ = R·sin(s/R), z = R(1 − cos(s/R));
/// - beyond, the page lies folded back: s′ = −(s − πR), z = 2R;
/// each point moves by (s′ − s)·n and is then seen in perspective from `eyeDistance` in front of the page
/// centre (scale d/(d − z) about it). Nearer layers cover farther ones. The page beneath (`under`, same
/// size and place) shows where the page has lifted.
///
/// With `shaded`, the cylinder's brightness is 0.55 + 0.45·|cos φ| (φ = s/R), the back of the paper
/// (where cos φ < 0, and the folded-back part at 0.85) shows the print faintly, lightened toward white
/// like paper, and the page beneath gets a soft shadow beside the curl.
///
/// `curlUp(progress:…)` and `curlDown(progress:…)` give the geometry UIKit's curl transitions pass
/// through; rendering is bilinear, perspective-correct, anti-aliased at the page's edges and the curl's
/// silhouette, premultiplied "over" the target.
public struct CurlWarp: Sendable, Equatable {
    public var radius: Double
    /// Direction of the axis normal n in radians (0: the right part lifts; π/2: the bottom part lifts).
    public var axisAngle: Double
    /// A point on the cylinder's axis, in page coordinates.
    public var axisPointX: Double
    public var axisPointY: Double
    /// Eye distance in pixels (kept above 2R so the fold stays in front of the eye).
    public var eyeDistance: Double
    public var shaded: Bool
    public var originX: Int
    public var originY: Int

    public init(radius: Double, axisAngle: Double, axisPointX: Double, axisPointY: Double, eyeDistance: Double,
                shaded: Bool = false, originX: Int = 0, originY: Int = 0) {
        self.radius = radius
        self.axisAngle = axisAngle
        self.axisPointX = axisPointX
        self.axisPointY = axisPointY
        self.eyeDistance = eyeDistance
        self.shaded = shaded
        self.originX = originX
        self.originY = originY
    }

    /// Brightness of the folded-back layer and how much of its colour turns to paper white.
    static let backBrightness = 0.85
    static let paperWhite = 0.6
    /// Shadow beside the curl: darkening at the silhouette and its width in radii.
    static let shadowStrength = 0.4
    static let shadowWidth = 0.6

    /// The transition's default curl radius for a page: a tenth of its shorter side (at least 4 px).
    public static func defaultRadius(width: Int, height: Int) -> Double { max(4, Double(min(width, height)) / 10) }

    /// UIKit's `.transitionCurlUp` at `progress` (0...1, already eased): the outgoing page lifts from its
    /// bottom edge (the bottom-right corner first, the axis tilted 15°) and rolls up until, at 1, it has
    /// left the page rectangle and the page beneath is fully revealed. Render it with `page:` the old view
    /// and `under:` the new one. Eye distance: twice the page's longer side.
    public static func curlUp(progress: Double, width: Int, height: Int, originX: Int = 0, originY: Int = 0,
                              shaded: Bool = true) -> CurlWarp {
        let r = defaultRadius(width: width, height: height)
        let angle = (90.0 - 15.0) * Double.pi / 180
        let n = (cos(angle), sin(angle))
        let w = Double(width), h = Double(height)
        let along = [0.0, w].flatMap { x in [0.0, h].map { y in x * n.0 + y * n.1 } }
        // start: the axis touches the corner that lifts first; end: the cylinder (R past the axis, a little
        // more in perspective) and its shadow are beyond the page
        let start = along.max()!, end = along.min()! - r * (1.1 + shadowWidth) - 4
        let p = min(max(progress.isFinite ? progress : 0, 0), 1)
        let s = start + (end - start) * p
        return CurlWarp(radius: r, axisAngle: angle, axisPointX: s * n.0, axisPointY: s * n.1,
                        eyeDistance: 2 * Double(max(width, height)), shaded: shaded, originX: originX, originY: originY)
    }

    /// UIKit's `.transitionCurlDown` at `progress`: the incoming page unrolls from the top over the old
    /// one. This is the curl up of the new page played backwards, so render it with `page:` the NEW view
    /// and `under:` the old one.
    public static func curlDown(progress: Double, width: Int, height: Int, originX: Int = 0, originY: Int = 0,
                                shaded: Bool = true) -> CurlWarp {
        curlUp(progress: 1 - progress, width: width, height: height, originX: originX, originY: originY, shaded: shaded)
    }

    var eye: Double { eyeDistance.isFinite ? max(eyeDistance, 2 * radius + 1) : 1e12 }

    /// The forward model in double precision: where page point (u, v) of a `width`×`height` page lands
    /// in the target, and its depth toward the eye.
    public func project(u: Double, v: Double, width: Int, height: Int) -> (x: Double, y: Double, z: Double) {
        let nx = cos(axisAngle), ny = sin(axisAngle), r = max(radius, 1e-6), d = eye
        let s = (u - axisPointX) * nx + (v - axisPointY) * ny
        var sp = s, z = 0.0
        if s > 0 {
            let phi = s / r
            if phi <= .pi { sp = r * sin(phi); z = r * (1 - cos(phi)) } else { sp = -(s - .pi * r); z = 2 * r }
        }
        let qx = u + (sp - s) * nx, qy = v + (sp - s) * ny
        let k = d / (d - z), cx = Double(width) / 2, cy = Double(height) / 2
        return (Double(originX) + cx + (qx - cx) * k, Double(originY) + cy + (qy - cy) * k, z)
    }

    /// Draws the curl into `target` within `clip`: `under` (if any) flat, with the shadow, then the page's
    /// flat part, the cylinder's far and near halves and the folded-back part, each over the last.
    /// With `under` nil the target's own pixels are the page beneath.
    ///
    /// `pageIsOpaque` (the page's `isOpaque`, found once for all the frames of a transition) lets the
    /// layers beneath go unwritten where the cylinder or the folded-back part will replace them whole
    /// (`CurlOcclusion`). The same bytes either way.
    public func render(page: Bitmap, under: Bitmap?, into target: inout Bitmap, clip: IntRect, threads: Int = 1,
                       pageIsOpaque: Bool = false) {
        if let under, under.width != page.width || under.height != page.height { return }
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty, page.width > 0, page.height > 0 else { return }
        let g = CurlGeometry(self, width: page.width, height: page.height)
        let reach = g.outline()
        let rows = clip.intersection(reach)
        guard !rows.isEmpty else { return }
        let targetWidth = target.width
        let kernels = KernelSet.chosen(cpu)
        page.pixels.withUnsafeBufferPointer { src in
            withOptionalPointer(under) { below in
                target.pixels.withUnsafeMutableBufferPointer { dst in
                    let base = dst.baseAddress!
                    let sampler = BilinearSampler(base: src.baseAddress!, width: page.width, height: page.height)
                    var back = g.backLayerRenderer(sampler)
                    back.renderer.forceGeneralPath = forceGeneralPath
                    g.cylinder.withTables { tables in
                        let cylinder = g.cylinderRenderer(sampler, tables)
                        let occlusion = pageIsOpaque && !forceGeneralPath ? CurlOcclusion(g, back: back, near: tables.near) : nil
                        RowBands.run(rows: rows.minY..<rows.maxY, height: CurlWarp.bandHeight, threads: threads) { band in
                            let hidden = occlusion?.hidden(rows: band, clip: rows) ?? 0..<0
                            for y in band {
                                g.renderBase(row: base + y * targetWidth, y: y, clip: rows, page: src.baseAddress!, under: below,
                                             hidden: hidden, kernels: kernels)
                            }
                            for y in band {
                                g.renderCylinder(row: base + y * targetWidth, y: y, clip: rows, renderer: cylinder, kernels: kernels,
                                                 separately: forceGeneralPath)
                            }
                            if back.exists {
                                for y in band {
                                    guard let span = g.columns(y: y, of: back, clip: rows) else { continue }
                                    kernels.projectiveSpan(back.renderer, base + y * targetWidth, y, span.lowerBound, span.upperBound)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Rows drawn a layer at a time: the page beneath and the flat page over a band of rows, then the
    /// cylinder over them, then the folded-back layer. Drawing all three on each row in turn, the copies
    /// and each layer's reads evicted the others' page lines and tables from L1 on every row: curl_frame
    /// took 5–10% longer (bands of 16 to 800 rows measured alike; 8 a little slower). Each pixel still
    /// gets its layers in the same order, so the bytes are the same.
    static let bandHeight = 32

    /// Tests set this to run the kernels of one CPU level (nil: the active ones).
    var cpu: CPULevel? = nil
    /// Tests set this to draw the folded-back layer testing every block for the page's edges, and the
    /// cylinder's far half whole before its near half, clamping every sample.
    var forceGeneralPath = false
}
