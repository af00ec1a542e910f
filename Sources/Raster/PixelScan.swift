/// Visits every pixel of `area` with its centre mapped back through `inverse` (target → local), and
/// the mapping's derivative there. Pixels whose preimage is behind the eye are skipped.
///
/// This is the general path every transformed primitive shares; faster paths must match it. An affine
/// map's positions along a row are taken from column `rowStart` (the area's own first column unless
/// given), so a part of an area scanned on its own lands on the positions the whole area's scan gives.
@inlinable @inline(__always)
func scanPixels(_ area: IntRect, inverse m: ProjectiveTransform, rowStart: Int? = nil,
                _ body: (_ x: Int, _ y: Int, _ lx: Double, _ ly: Double, _ j: Jacobian) -> Void) {
    guard !area.isEmpty else { return }
    if m.isAffine, let a = m.affine {
        let j = Jacobian(xX: a.a, xY: a.c, yX: a.b, yY: a.d)
        for y in area.minY..<area.maxY {
            let cy = Double(y) + 0.5
            let start = rowStart ?? area.minX
            let lx0 = a.a * (Double(start) + 0.5) + a.c * cy + a.tx
            let ly0 = a.b * (Double(start) + 0.5) + a.d * cy + a.ty
            for x in area.minX..<area.maxX {
                // from the row's start, not by adding a step per pixel: fast paths can skip pixels and
                // still land on the same positions (`Bitmap.fillRoundedRect`)
                let k = Double(x - start)
                body(x, y, lx0 + a.a * k, ly0 + a.b * k, j)
            }
        }
        return
    }
    for y in area.minY..<area.maxY {
        let cy = Double(y) + 0.5
        for x in area.minX..<area.maxX {
            let cx = Double(x) + 0.5
            let w = cx * m.m13 + cy * m.m23 + m.m33
            guard w > 1e-12 else { continue }
            let iw = 1 / w
            let lx = (cx * m.m11 + cy * m.m21 + m.m31) * iw
            let ly = (cx * m.m12 + cy * m.m22 + m.m32) * iw
            let j = Jacobian(xX: (m.m11 - lx * m.m13) * iw, xY: (m.m21 - lx * m.m23) * iw,
                             yX: (m.m12 - ly * m.m13) * iw, yY: (m.m22 - ly * m.m23) * iw)
            body(x, y, lx, ly, j)
        }
    }
}

/// The 8-bit alpha a pixel is drawn with: coverage × opacity (`op` in 0...255), times the mask there.
@inlinable @inline(__always)
func drawAlpha(coverage: Double, opacity op: Double, mask: CoverageMask?, x: Int, y: Int) -> UInt32 {
    guard coverage > 0 else { return 0 }
    let a = UInt32(coverage * op + 0.5)
    guard let mask else { return a }
    return div255(a * UInt32(mask.value(x: x, y: y)))
}

/// The target pixels a primitive may touch: the image of its local bounds (one pixel of margin for
/// anti-aliasing) within the target, the clip and the mask.
@inlinable
func drawingArea(local: Rect, transform: ProjectiveTransform, target: IntRect, clip: IntRect?, mask: CoverageMask?) -> IntRect {
    var area = target
    if let clip { area = area.intersection(clip) }
    if let mask { area = area.intersection(mask.bounds) }
    if let box = transform.boundingBox(of: local) { area = area.intersection(box) }
    return area
}
