import Foundation

/// Gradients drawn as bands a device pixel wide (or less), filled within the current clip: a linear
/// gradient's bands run across its axis, a radial one's are rings drawn outside in. With neither option
/// nothing is drawn before the start or after the end, as in Core Graphics.
extension CGContext {
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        let ux = dx / length, uy = dy / length          // along the axis
        let px = -uy, py = ux                            // across it
        let far: CGFloat = 100_000
        let bands = min(2048, max(1, Int((length * scale).rounded(.up))))
        func band(from a: CGFloat, to b: CGFloat, color: CGColor) {
            let p0 = CGPoint(x: startPoint.x + ux * a, y: startPoint.y + uy * a)
            let p1 = CGPoint(x: startPoint.x + ux * b, y: startPoint.y + uy * b)
            saveGState()
            setFillColor(color)
            beginPath()
            move(to: CGPoint(x: p0.x + px * far, y: p0.y + py * far))
            addLine(to: CGPoint(x: p1.x + px * far, y: p1.y + py * far))
            addLine(to: CGPoint(x: p1.x - px * far, y: p1.y - py * far))
            addLine(to: CGPoint(x: p0.x - px * far, y: p0.y - py * far))
            closePath()
            fillPath()
            restoreGState()
        }
        if options.contains(.drawsBeforeStartLocation) { band(from: -far, to: 0, color: gradient.color(at: 0)) }
        if options.contains(.drawsAfterEndLocation) { band(from: length, to: far, color: gradient.color(at: 1)) }
        let step = length / CGFloat(bands)
        for i in 0..<bands {
            // each band overlaps the next by a little so no seam shows between them
            let a = CGFloat(i) * step
            band(from: a, to: min(length, a + step * 1.5), color: gradient.color(at: (CGFloat(i) + 0.5) / CGFloat(bands)))
        }
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0 else { return }
        let span = max(abs(endRadius - startRadius), (endCenter.x - startCenter.x).magnitude + (endCenter.y - startCenter.y).magnitude)
        let rings = min(1024, max(1, Int((span * scale).rounded(.up))))
        func circle(_ t: CGFloat) -> CGRect {
            let c = CGPoint(x: startCenter.x + (endCenter.x - startCenter.x) * t, y: startCenter.y + (endCenter.y - startCenter.y) * t)
            let r = startRadius + (endRadius - startRadius) * t
            return CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        }
        saveGState()
        if options.contains(.drawsAfterEndLocation) {
            setFillColor(gradient.color(at: 1))
            fill(CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000))
        }
        // larger circles first, so each smaller one is painted over the larger
        let order = endRadius >= startRadius ? Array((0...rings).reversed()) : Array(0...rings)
        for i in order {
            let t = CGFloat(i) / CGFloat(rings)
            setFillColor(gradient.color(at: t))
            fillEllipse(in: circle(t))
        }
        if options.contains(.drawsBeforeStartLocation), startRadius > 0 {
            setFillColor(gradient.color(at: 0))
            fillEllipse(in: circle(0))
        }
        restoreGState()
    }
}
