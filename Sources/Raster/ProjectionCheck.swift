import Foundation

/// Checks a warp's pixels against its double-precision forward model, as the reference harness does
/// (the reference harness's `geom_check`).
///
/// The warp renders a texture whose pixels encode their own (u, v) (`ReferencePages.exactCoordinates`,
/// or `smoothCoordinates` when sampling is bilinear) over a background of `sentinel`. Every covered pixel
/// is decoded and sent through the forward model: the distance from its centre is the position error.
/// Every texel is also splatted (2×2 sub-samples) into a z-buffer, which finds pixels that are missing or
/// extra away from edges and pixels showing a surface that another surface should cover.
public struct ProjectionCheck: Sendable, CustomStringConvertible {
    public static let sentinel: UInt32 = 0xFFFF_FFFF

    public var covered = 0, missing = 0, extra = 0, occluded = 0
    /// Covered pixels beside an occlusion boundary, left out of the position statistics.
    public var layerEdges = 0
    public var p50 = 0.0, p99 = 0.0, maxError = 0.0
    public var ok = false
    /// The pixel with the largest position error (for diagnosis).
    public var worstPixel = (x: 0, y: 0)

    public var description: String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        return "check=\(ok ? "ok" : "FAIL") cov=\(covered) miss=\(missing) extra=\(extra) occl=\(occluded) "
            + "layer_edge=\(layerEdges) pos_p50=\(f(p50)) pos_p99=\(f(p99)) pos_max=\(f(maxError))"
    }

    /// - Parameters:
    ///   - frame: the rendered frame (same size as the texture).
    ///   - smooth: the frame was rendered from the smooth ramp (coverage = blue 0x80) instead of exact ids.
    ///   - limit: the p99 position error allowed, in pixels (max may exceed it by 2).
    ///   - forward: page point → target point and depth (toward the eye positive).
    public init(frame: Bitmap, smooth: Bool, limit: Double,
                forward: (Double, Double) -> (x: Double, y: Double, z: Double)) {
        let w = frame.width, h = frame.height
        var zr = [Float](repeating: -1e30, count: w * h)
        for v in 0..<h {
            for u in 0..<w {
                for sv in 0..<2 {
                    for su in 0..<2 {
                        let p = forward(Double(u) + 0.25 + 0.5 * Double(su), Double(v) + 0.25 + 0.5 * Double(sv))
                        guard p.x.isFinite, p.y.isFinite else { continue }
                        let ix = Int(p.x.rounded(.down)), iy = Int(p.y.rounded(.down))
                        if ix < 0 || iy < 0 || ix >= w || iy >= h { continue }
                        if Float(p.z) > zr[iy * w + ix] { zr[iy * w + ix] = Float(p.z) }
                    }
                }
            }
        }
        var errors: [Double] = []
        errors.reserveCapacity(w * h)
        func refCovered(_ x: Int, _ y: Int) -> Bool { zr[y * w + x] > -1e29 }
        for y in 0..<h {
            for x in 0..<w {
                let p = frame.pixels[y * w + x]
                let oc = smooth ? (p & 0xFF) == 0x80 : p != ProjectionCheck.sentinel
                let rc = refCovered(x, y)
                if oc != rc {
                    var edge = false
                    for dy in -1...1 where !edge {
                        for dx in -1...1 {
                            let xx = x + dx, yy = y + dy
                            let nrc = (xx < 0 || yy < 0 || xx >= w || yy >= h) ? rc : refCovered(xx, yy)
                            if nrc != rc { edge = true; break }
                        }
                    }
                    if !edge { if rc { missing += 1 } else { extra += 1 } }
                    continue
                }
                if !oc { continue }
                let uc, vc: Double
                if smooth {
                    uc = Double((p >> 16) & 255) * Double(w - 1) / 255 + 0.5
                    vc = Double((p >> 8) & 255) * Double(h - 1) / 255 + 0.5
                } else {
                    uc = Double((p >> 10) & 0x3FFF) + 0.5
                    vc = Double(p & 0x3FF) + 0.5
                }
                let q = forward(uc, vc)
                // where one surface's edge lies over another, anti-aliasing blends their coordinates,
                // which decode to neither: a pixel off by more than the limit there counts as covered,
                // not as a position error
                let e0 = ((q.x - (Double(x) + 0.5)) * (q.x - (Double(x) + 0.5)) + (q.y - (Double(y) + 0.5)) * (q.y - (Double(y) + 0.5))).squareRoot()
                if e0 > limit {
                    var layerEdge = false
                    for dy in -2...2 where !layerEdge {
                        for dx in -2...2 {
                            let xx = x + dx, yy = y + dy
                            guard xx >= 0, yy >= 0, xx < w, yy < h, refCovered(xx, yy) else { continue }
                            if abs(zr[yy * w + xx] - zr[y * w + x]) > 3 { layerEdge = true; break }
                        }
                    }
                    if layerEdge { layerEdges += 1; continue }
                }
                let e = ((q.x - (Double(x) + 0.5)) * (q.x - (Double(x) + 0.5)) + (q.y - (Double(y) + 0.5)) * (q.y - (Double(y) + 0.5))).squareRoot()
                errors.append(e)
                if e > maxError { maxError = e; worstPixel = (x, y) }
                var hidden = Double(zr[y * w + x]) - q.z > 3
                for dy in -1...1 where hidden {
                    for dx in -1...1 {
                        let xx = x + dx, yy = y + dy
                        if xx < 0 || yy < 0 || xx >= w || yy >= h || !(Double(zr[yy * w + xx]) - q.z > 3) { hidden = false; break }
                    }
                }
                if hidden { occluded += 1 }
            }
        }
        errors.sort()
        covered = errors.count
        if covered > 0 {
            p50 = errors[covered / 2]; p99 = errors[Int(Double(covered) * 0.99)]
        }
        ok = covered > 0 && p99 <= limit && maxError <= limit + 2 && occluded <= covered / 1000
            && missing <= covered / 500 && extra <= 8
    }
}
