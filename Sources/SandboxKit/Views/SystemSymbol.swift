import Foundation
import Raster

/// The SF Symbols that `UIImage(systemName:)` knows: the common names screens use, each drawn simply with
/// lines, arcs and ovals in a 24×24-point box (black on clear, so a tint colours the shape). SF Symbols
/// themselves are Apple's and not shipped here; the names and what each one looks like follow Apple's
/// SF Symbols app. A name not in the table makes no image (`UIImage(systemName:)` is nil), as on iOS for
/// a name that does not exist.
enum SystemSymbol {
    /// The box every symbol is drawn in, in points (about the size of a symbol next to 17-point text).
    static let size = CGSize(width: 24, height: 24)

    /// The drawing of each known name.
    static let table: [String: @Sendable (SymbolPen) -> Void] = {
        var t: [String: @Sendable (SymbolPen) -> Void] = [:]
        t["plus"] = { p in p.line(12, 4, 12, 20); p.line(4, 12, 20, 12) }
        t["minus"] = { p in p.line(4, 12, 20, 12) }
        t["ellipsis"] = { p in p.disc(5, 12, 1.8); p.disc(12, 12, 1.8); p.disc(19, 12, 1.8) }
        t["xmark"] = { p in p.line(5, 5, 19, 19); p.line(19, 5, 5, 19) }
        t["checkmark"] = { p in p.polyline([(4, 13), (9.5, 18.5), (20, 6)]) }
        t["chevron.right"] = { p in p.polyline([(9, 4), (17, 12), (9, 20)]) }
        t["chevron.left"] = { p in p.polyline([(15, 4), (7, 12), (15, 20)]) }
        t["chevron.up"] = { p in p.polyline([(4, 16), (12, 8), (20, 16)]) }
        t["chevron.down"] = { p in p.polyline([(4, 8), (12, 16), (20, 8)]) }
        t["arrow.left"] = { p in p.line(4, 12, 20, 12); p.polyline([(11, 5), (4, 12), (11, 19)]) }
        t["arrow.right"] = { p in p.line(4, 12, 20, 12); p.polyline([(13, 5), (20, 12), (13, 19)]) }
        t["arrow.up"] = { p in p.line(12, 4, 12, 20); p.polyline([(5, 11), (12, 4), (19, 11)]) }
        t["arrow.down"] = { p in p.line(12, 4, 12, 20); p.polyline([(5, 13), (12, 20), (19, 13)]) }
        t["arrow.clockwise"] = { p in p.arc(12, 13, 7, from: -60, to: 240); p.polyline([(12.5, 2.5), (16, 6.5), (11.5, 9)]) }
        t["magnifyingglass"] = { p in p.circle(10, 10, 6); p.line(14.5, 14.5, 20.5, 20.5, width: 2.6) }
        t["house"] = { p in house(p, filled: false) }
        t["house.fill"] = { p in house(p, filled: true) }
        t["person"] = { p in person(p, filled: false) }
        t["person.fill"] = { p in person(p, filled: true) }
        t["person.circle"] = { p in p.circle(12, 12, 10); p.circle(12, 9.5, 3.2); p.arc(12, 21, 6.5, from: 230, to: 310) }
        t["person.2"] = { p in
            p.circle(9, 8, 3.2); p.arc(9, 20, 6.5, from: 200, to: 340)
            p.circle(17, 8.5, 2.6); p.arc(17, 19, 5, from: 250, to: 340)
        }
        t["star"] = { p in p.polygon(star(), filled: false) }
        t["star.fill"] = { p in p.polygon(star(), filled: true) }
        t["heart"] = { p in p.polygon(heart(), filled: false) }
        t["heart.fill"] = { p in p.polygon(heart(), filled: true) }
        t["gear"] = { p in gear(p) }
        t["gearshape"] = { p in gear(p) }
        t["gearshape.fill"] = { p in gear(p) }
        t["trash"] = { p in trash(p, filled: false) }
        t["trash.fill"] = { p in trash(p, filled: true) }
        t["square.and.arrow.up"] = { p in
            p.polyline([(8, 9), (5, 9), (5, 21), (19, 21), (19, 9), (16, 9)])
            p.line(12, 3, 12, 15); p.polyline([(8, 7), (12, 3), (16, 7)])
        }
        t["square.and.pencil"] = { p in
            p.polyline([(12, 5), (4, 5), (4, 20), (19, 20), (19, 12)])
            p.polygon([(18, 3), (21, 6), (12, 15), (8.5, 15.5), (9, 12)], filled: false)
        }
        t["pencil"] = { p in p.polygon([(16, 4), (20, 8), (8, 20), (4, 20), (4, 16)], filled: false); p.line(13.5, 6.5, 17.5, 10.5) }
        t["info.circle"] = { p in p.circle(12, 12, 10); p.line(12, 10.5, 12, 17.5); p.dot(12, 7, 1.4) }
        t["info.circle.fill"] = { p in p.disc(12, 12, 10); p.clearLine(12, 10.5, 12, 17.5); p.clearDot(12, 7, 1.4) }
        t["questionmark.circle"] = { p in
            p.circle(12, 12, 10); p.arc(12, 9.5, 3.2, from: 180, to: 400); p.line(12, 12.5, 12, 14.5); p.dot(12, 17.5, 1.3)
        }
        t["exclamationmark.triangle"] = { p in
            p.polygon([(12, 3), (22, 20.5), (2, 20.5)], filled: false); p.line(12, 9, 12, 14.5); p.dot(12, 17.5, 1.3)
        }
        t["plus.circle"] = { p in p.circle(12, 12, 10); p.line(12, 7, 12, 17); p.line(7, 12, 17, 12) }
        t["plus.circle.fill"] = { p in p.disc(12, 12, 10); p.clearLine(12, 7, 12, 17); p.clearLine(7, 12, 17, 12) }
        t["xmark.circle"] = { p in p.circle(12, 12, 10); p.line(8.5, 8.5, 15.5, 15.5); p.line(15.5, 8.5, 8.5, 15.5) }
        t["xmark.circle.fill"] = { p in p.disc(12, 12, 10); p.clearLine(8.5, 8.5, 15.5, 15.5); p.clearLine(15.5, 8.5, 8.5, 15.5) }
        t["checkmark.circle"] = { p in p.circle(12, 12, 10); p.polyline([(7.5, 12.5), (10.5, 15.5), (16.5, 8.5)]) }
        t["checkmark.circle.fill"] = { p in p.disc(12, 12, 10); p.clearPolyline([(7.5, 12.5), (10.5, 15.5), (16.5, 8.5)]) }
        t["circle"] = { p in p.circle(12, 12, 10) }
        t["circle.fill"] = { p in p.disc(12, 12, 10) }
        t["bell"] = { p in bell(p, filled: false) }
        t["bell.fill"] = { p in bell(p, filled: true) }
        t["list.bullet"] = { p in
            for y in [6.0, 12, 18] { p.dot(5, y, 1.6); p.line(9, y, 20, y) }
        }
        t["line.3.horizontal"] = { p in for y in [6.0, 12, 18] { p.line(4, y, 20, y) } }
        t["ellipsis"] = { p in for x in [5.0, 12, 19] { p.dot(x, 12, 1.8) } }
        t["ellipsis.circle"] = { p in p.circle(12, 12, 10); for x in [7.5, 12, 16.5] { p.dot(x, 12, 1.4) } }
        t["slider.horizontal.3"] = { p in
            for (y, x) in [(6.0, 15.0), (12, 8), (18, 13)] { p.line(3, y, 21, y, width: 1.6); p.disc(x, y, 2.4) }
        }
        t["envelope"] = { p in p.rect(3, 6, 18, 13); p.polyline([(3, 6), (12, 13), (21, 6)]) }
        t["folder"] = { p in p.polygon([(3, 6), (9, 6), (11, 8), (21, 8), (21, 19), (3, 19)], filled: false) }
        t["doc"] = { p in p.polygon([(5, 3), (14, 3), (19, 8), (19, 21), (5, 21)], filled: false); p.polyline([(14, 3), (14, 8), (19, 8)]) }
        t["tray"] = { p in p.polygon([(3, 13), (6, 5), (18, 5), (21, 13), (21, 20), (3, 20)], filled: false)
            p.polyline([(3, 13), (8, 13), (9.5, 16), (14.5, 16), (16, 13), (21, 13)]) }
        t["calendar"] = { p in p.rect(3, 5, 18, 16); p.line(3, 10, 21, 10); p.line(8, 3, 8, 7); p.line(16, 3, 16, 7) }
        t["clock"] = { p in p.circle(12, 12, 10); p.polyline([(12, 6), (12, 12), (16, 14)]) }
        t["camera"] = { p in p.polygon([(3, 8), (8, 8), (9.5, 5), (14.5, 5), (16, 8), (21, 8), (21, 19), (3, 19)], filled: false)
            p.circle(12, 13, 3.5) }
        t["photo"] = { p in p.rect(3, 5, 18, 14); p.polyline([(3, 17), (9, 11), (14, 16), (16.5, 13.5), (21, 18)]); p.dot(16, 9, 1.5) }
        t["play.fill"] = { p in p.polygon([(7, 4), (20, 12), (7, 20)], filled: true) }
        t["pause.fill"] = { p in p.fillRect(6, 4, 4, 16); p.fillRect(14, 4, 4, 16) }
        t["stop.fill"] = { p in p.fillRect(5, 5, 14, 14) }
        t["bookmark"] = { p in p.polygon([(6, 3), (18, 3), (18, 21), (12, 16), (6, 21)], filled: false) }
        t["bookmark.fill"] = { p in p.polygon([(6, 3), (18, 3), (18, 21), (12, 16), (6, 21)], filled: true) }
        t["paperplane"] = { p in p.polygon([(3, 11), (21, 3), (14, 21), (11, 13)], filled: false); p.line(11, 13, 21, 3) }
        t["globe"] = { p in p.circle(12, 12, 10); p.oval(8, 2, 8, 20); p.line(2, 12, 22, 12) }
        t["lock"] = { p in p.fillRect(5, 11, 14, 10); p.arc(12, 10, 4.5, from: 180, to: 360); p.line(7.5, 10, 7.5, 11); p.line(16.5, 10, 16.5, 11) }
        t["cart"] = { p in p.polyline([(2, 4), (5, 4), (8, 16), (19, 16), (21, 8), (6, 8)]); p.dot(9, 20, 1.5); p.dot(18, 20, 1.5) }
        t["map"] = { p in p.polygon([(3, 6), (9, 4), (15, 6), (21, 4), (21, 18), (15, 20), (9, 18), (3, 20)], filled: false)
            p.line(9, 4, 9, 18); p.line(15, 6, 15, 20) }
        t["mic"] = { p in p.roundedRect(9, 3, 6, 11, radius: 3); p.arc(12, 11, 6, from: 0, to: 180); p.line(12, 17, 12, 21) }
        t["phone"] = { p in p.polygon([(6, 3), (10, 7), (8, 10), (14, 16), (17, 14), (21, 18), (18, 21), (3, 6)], filled: false) }
        t["link"] = { p in p.roundedRect(3, 9, 10, 6, radius: 3); p.roundedRect(11, 9, 10, 6, radius: 3) }
        t["sidebar.left"] = { p in p.roundedRect(3, 4, 18, 16, radius: 3); p.line(9, 4, 9, 20); p.line(5, 8, 7, 8); p.line(5, 11, 7, 11) }
        t["square"] = { p in p.roundedRect(4, 4, 16, 16, radius: 3) }
        t["square.grid.2x2"] = { p in for (x, y) in [(3.0, 3.0), (13, 3), (3, 13), (13, 13)] { p.roundedRect(x, y, 8, 8, radius: 1.5) } }
        t["arrow.up.arrow.down"] = { p in p.line(8, 4, 8, 20); p.polyline([(4, 8), (8, 4), (12, 8)])
            p.line(16, 4, 16, 20); p.polyline([(12, 16), (16, 20), (20, 16)]) }
        t["line.3.horizontal.decrease.circle"] = { p in p.circle(12, 12, 10); p.line(7, 9, 17, 9); p.line(9, 12.5, 15, 12.5); p.line(11, 16, 13, 16) }
        t["book"] = { p in p.polygon([(12, 6), (16, 4), (21, 4), (21, 18), (16, 18), (12, 20), (8, 18), (3, 18), (3, 4), (8, 4)], filled: false)
            p.line(12, 6, 12, 20) }
        t["arrowshape.turn.up.left"] = { p in p.polygon([(10, 4), (2, 11), (10, 18), (10, 14), (16, 14), (21, 20), (20, 12), (15, 8), (10, 8)], filled: false) }
        t["backward.fill"] = { p in p.polygon([(12, 6), (3, 12), (12, 18)], filled: true); p.polygon([(21, 6), (12, 12), (21, 18)], filled: true) }
        t["forward.fill"] = { p in p.polygon([(3, 6), (12, 12), (3, 18)], filled: true); p.polygon([(12, 6), (21, 12), (12, 18)], filled: true) }
        t["arrow.uturn.backward"] = { p in p.polyline([(8, 4), (3, 9), (8, 14)]); p.arc(14, 14.5, 5.5, from: 270, to: 450); p.line(3, 9, 14, 9); p.line(14, 20, 8, 20) }
        t["arrow.uturn.forward"] = { p in p.polyline([(16, 4), (21, 9), (16, 14)]); p.arc(10, 14.5, 5.5, from: 90, to: 270); p.line(21, 9, 10, 9); p.line(10, 20, 16, 20) }
        t["arrow.down.circle"] = { p in p.circle(12, 12, 10); p.line(12, 6.5, 12, 17); p.polyline([(7.5, 12.5), (12, 17), (16.5, 12.5)]) }
        return t
    }()

    static func house(_ p: SymbolPen, filled: Bool) {
        p.polygon([(12, 3), (21, 11), (18, 11), (18, 21), (6, 21), (6, 11), (3, 11)], filled: filled)
        if !filled { p.rect(10, 15, 4, 6) } else { p.clearRect(10, 15, 4, 6) }
    }

    static func person(_ p: SymbolPen, filled: Bool) {
        if filled { p.disc(12, 8, 4.5) } else { p.circle(12, 8, 4.5) }
        p.polygon([(4, 21), (4.5, 18), (8, 15), (16, 15), (19.5, 18), (20, 21)], filled: filled)
    }

    static func star() -> [(Double, Double)] {
        (0..<10).map { i in
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? 10.0 : 4.8
            return (12 + r * cos(a), 12.8 + r * sin(a))
        }
    }

    static func heart() -> [(Double, Double)] {
        // two lobes over the top (angles grow clockwise, y down) meeting at the tip
        var pts: [(Double, Double)] = []
        for i in 0...14 { let a = (150 + 210 * Double(i) / 14) * Double.pi / 180; pts.append((7.3 + 5 * cos(a), 8.8 + 5 * sin(a))) }
        for i in 0...14 { let a = (180 + 210 * Double(i) / 14) * Double.pi / 180; pts.append((16.7 + 5 * cos(a), 8.8 + 5 * sin(a))) }
        pts.append((12, 20.5))
        return pts
    }

    static func gear(_ p: SymbolPen) {
        var pts: [(Double, Double)] = []
        for tooth in 0..<8 {
            let base = Double(tooth) * Double.pi / 4
            for (da, r) in [(-0.28, 7.0), (-0.16, 10.0), (0.16, 10.0), (0.28, 7.0)] {
                pts.append((12 + r * cos(base + da), 12 + r * sin(base + da)))
            }
        }
        p.polygon(pts, filled: true)
        p.clearDisc(12, 12, 3)
    }

    static func trash(_ p: SymbolPen, filled: Bool) {
        p.line(3.5, 6, 20.5, 6)
        p.polyline([(9, 6), (9, 3.5), (15, 3.5), (15, 6)])
        p.polygon([(5.5, 6), (18.5, 6), (17.5, 21), (6.5, 21)], filled: filled)
        if !filled { p.line(10, 10, 10, 17); p.line(14, 10, 14, 17) }
    }

    static func bell(_ p: SymbolPen, filled: Bool) {
        var pts: [(Double, Double)] = [(4, 18), (6, 15)]
        for i in 0...12 { let a = Double.pi * (1 + Double(i) / 12); pts.append((12 + 6 * cos(a), 10 + 6 * sin(a))) }
        pts += [(18, 15), (20, 18)]
        p.polygon(pts, filled: filled)
        p.disc(12, 20.5, 2)
    }

    /// The image for `name`, drawn at `scale` pixels per point, or nil for a name not in the table.
    static func image(named name: String, scale: CGFloat) -> UIImage? {
        guard let draw = table[name] else { return nil }
        let context = CGContext(size: size, origin: .zero, scale: scale)
        let cuts = CGContext(size: size, origin: .zero, scale: scale)
        draw(SymbolPen(context, cuts))
        var bitmap = context.bitmapIfDrawn ?? Bitmap(width: context.pixelWidth, height: context.pixelHeight)
        if let cut = cuts.bitmapIfDrawn {
            // premultiplied: every channel scales by what the cut leaves
            bitmap.pixels = zip(bitmap.pixels, cut.pixels).map { p, c in
                let keep = 255 - (c >> 24)
                let scale = { (shift: UInt32) in div255(((p >> shift) & 0xFF) * keep) << shift }
                return scale(24) | scale(16) | scale(8) | scale(0)
            }
        }
        return UIImage(bitmap: bitmap, scale: scale, renderingMode: .alwaysTemplate, isSymbolImage: true)
    }
}

/// Draws a symbol's strokes and shapes in black (clear for the cut-outs of the filled variants), with
/// round joins and a 2-point line, SF Symbols' regular weight at this size.
struct SymbolPen {
    let context: CGContext
    let cutContext: CGContext

    init(_ context: CGContext, _ cutContext: CGContext) {
        self.context = context
        self.cutContext = cutContext
        context.setFillColor(UIColor.black.cgColor)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        context.setLineJoin(.round)
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double = 2) {
        context.setLineWidth(CGFloat(width))
        polyline([(x0, y0), (x1, y1)])
        context.setLineWidth(2)
    }

    func polyline(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        context.beginPath()
        context.move(to: CGPoint(x: first.0, y: first.1))
        for pt in points.dropFirst() { context.addLine(to: CGPoint(x: pt.0, y: pt.1)) }
        context.strokePath()
    }

    func polygon(_ points: [(Double, Double)], filled: Bool) {
        guard let first = points.first else { return }
        context.beginPath()
        context.move(to: CGPoint(x: first.0, y: first.1))
        for pt in points.dropFirst() { context.addLine(to: CGPoint(x: pt.0, y: pt.1)) }
        context.closePath()
        if filled { context.fillPath() } else { context.strokePath() }
    }

    func arc(_ x: Double, _ y: Double, _ r: Double, from start: Double, to end: Double) {
        context.beginPath()
        let a0 = CGFloat(start * Double.pi / 180), a1 = CGFloat(end * Double.pi / 180)
        context.move(to: CGPoint(x: x + r * cos(Double(a0)), y: y + r * sin(Double(a0))))
        context.addArc(center: CGPoint(x: x, y: y), radius: CGFloat(r), startAngle: a0, endAngle: a1, clockwise: true)
        context.strokePath()
    }

    func circle(_ x: Double, _ y: Double, _ r: Double) {
        context.strokeEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    func oval(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        context.strokeEllipse(in: CGRect(x: x, y: y, width: w, height: h))
    }

    func disc(_ x: Double, _ y: Double, _ r: Double) {
        context.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    func dot(_ x: Double, _ y: Double, _ r: Double) { disc(x, y, r) }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        context.stroke(CGRect(x: x, y: y, width: w, height: h))
    }

    func fillRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        context.fill(CGRect(x: x, y: y, width: w, height: h))
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double) {
        context.beginPath()
        context.addRoundedRect(CGRect(x: x, y: y, width: w, height: h), radius: CGFloat(radius))
        context.strokePath()
    }

    // The cut-outs of filled symbols: drawn with a pen on a second context whose coverage is then taken
    // out of the shape (`SystemSymbol.image` does the subtraction).

    private var cut: SymbolPen { SymbolPen(cutContext, cutContext) }

    func clearLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) { cut.line(x0, y0, x1, y1) }
    func clearPolyline(_ points: [(Double, Double)]) { cut.polyline(points) }
    func clearDot(_ x: Double, _ y: Double, _ r: Double) { cut.disc(x, y, r) }
    func clearDisc(_ x: Double, _ y: Double, _ r: Double) { cut.disc(x, y, r) }
    func clearRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { cut.fillRect(x, y, w, h) }
}
