/// A region of the plane that Raster fills with anti-aliased edges: a rounded rectangle, an ellipse,
/// or a ring (one shape with another cut out: borders and strokes).
///
/// Coverage comes from the signed distance to the edge, converted to target pixels through the local
/// derivative of the mapping, so it is right under any affine or projective transform: a pixel whose
/// centre lies on the edge is half covered. For axis-aligned edges and square corners it equals the
/// exact area coverage; elsewhere it is the usual linear-ramp approximation.
public indirect enum Shape: Equatable, Sendable {
    case roundedRect(RoundedRect)
    case ellipse(Rect)
    case ring(outer: Shape, hole: Shape)

    /// A rectangle containing the shape, in local coordinates.
    public var localBounds: Rect {
        switch self {
        case .roundedRect(let r): return r.rect
        case .ellipse(let r): return r
        case .ring(let outer, _): return outer.localBounds
        }
    }

    /// The fraction (0...1) of the target pixel whose centre maps to local (`x`, `y`) that the shape
    /// covers; `j` is the mapping's derivative there (local units per target pixel).
    @inlinable @inline(__always)
    public func coverage(x: Double, y: Double, _ j: Jacobian) -> Double {
        switch self {
        case .roundedRect(let r): return Shape.coverage(of: r, x: x, y: y, j)
        case .ellipse(let e): return Shape.coverage(ofEllipse: e, x: x, y: y, j)
        case .ring(let outer, let hole):
            let o = outer.coverage(x: x, y: y, j)
            return o == 0 ? 0 : max(0, o - hole.coverage(x: x, y: y, j))
        }
    }

    @inlinable @inline(__always)
    static func coverage(of r: RoundedRect, x: Double, y: Double, _ j: Jacobian) -> Double {
        let hw = r.rect.width / 2, hh = r.rect.height / 2
        guard hw > 0, hh > 0 else { return 0 }
        let px = x - (r.rect.x + hw), py = y - (r.rect.y + hh)
        let qx = abs(px) - hw + r.radius, qy = abs(py) - hh + r.radius
        if qx > 0 && qy > 0 && r.radius > 0 {
            let len = (qx * qx + qy * qy).squareRoot()
            return edgeCoverage(len - r.radius, px < 0 ? -qx / len : qx / len, py < 0 ? -qy / len : qy / len, j)
        }
        // Straight edges: each axis is a slab between two parallel edges, its coverage the sum of the two
        // half-plane coverages minus one (right for slabs thinner than a pixel, such as hairlines), and
        // the two axes multiply (exact at an axis-aligned square corner).
        let nx = abs(j.xX) + abs(j.xY), ny = abs(j.yX) + abs(j.yY)
        let cx = slabCoverage(abs(px), hw, nx), cy = slabCoverage(abs(py), hh, ny)
        return cx * cy
    }

    /// Coverage of the slab |t| ≤ h for a pixel centred at |t| = `t`, the pixel spanning `n` local units.
    @inlinable @inline(__always)
    static func slabCoverage(_ t: Double, _ h: Double, _ n: Double) -> Double {
        guard n > 0 else { return t <= h ? 1 : 0 }
        let near = 0.5 + (h - t) / n, far = 0.5 + (h + t) / n
        let c = (near <= 0 ? 0 : (near >= 1 ? 1 : near)) + (far >= 1 ? 1 : far) - 1
        return c <= 0 ? 0 : c
    }

    @inlinable @inline(__always)
    static func coverage(ofEllipse e: Rect, x: Double, y: Double, _ j: Jacobian) -> Double {
        let a = e.width / 2, b = e.height / 2
        guard a > 0, b > 0 else { return 0 }
        let u = (x - e.x - a) / a, v = (y - e.y - b) / b
        // f = u² + v² − 1 with its (unnormalised) gradient: f/|∇f| is the distance near the edge.
        return edgeCoverage(u * u + v * v - 1, 2 * u / a, 2 * v / b, j)
    }

    /// Coverage from an implicit function value `f` and its local gradient (gx, gy).
    @inlinable @inline(__always)
    static func edgeCoverage(_ f: Double, _ gx: Double, _ gy: Double, _ j: Jacobian) -> Double {
        let gX = gx * j.xX + gy * j.yX, gY = gx * j.xY + gy * j.yY
        // The L1 norm: a pixel's extent across an edge of normal (nx, ny) is |nx| + |ny|, so slanted
        // thin strokes keep their true area.
        let n = abs(gX) + abs(gY)
        guard n > 0 else { return f <= 0 ? 1 : 0 }
        let c = 0.5 - f / n
        return c <= 0 ? 0 : (c >= 1 ? 1 : c)
    }
}

/// The derivative of a target-to-local mapping at a point: local x and y per target pixel in X and Y.
public struct Jacobian: Sendable {
    public var xX: Double, xY: Double, yX: Double, yY: Double
    @inlinable public init(xX: Double, xY: Double, yX: Double, yY: Double) {
        self.xX = xX; self.xY = xY; self.yX = yX; self.yY = yY
    }
}
