import XCTest
@testable import Raster

final class BlendingTests: XCTestCase {
    /// A seeded generator so failures reproduce.
    struct LCG { var s: UInt64; mutating func next() -> UInt32 { s = s &* 6364136223846793005 &+ 1442695040888963407; return UInt32(s >> 33) } }

    func randomPremultiplied(_ g: inout LCG) -> UInt32 {
        let a = g.next() % 256
        func ch() -> UInt32 { a == 0 ? 0 : g.next() % (a + 1) }
        return a << 24 | ch() << 16 | ch() << 8 | ch()
    }

    func channels(_ p: UInt32) -> [UInt32] { [p >> 24, (p >> 16) & 255, (p >> 8) & 255, p & 255] }

    func testScalePixelIsPerChannelDiv255() {
        var g = LCG(s: 1)
        for _ in 0..<20000 {
            let p = randomPremultiplied(&g), a = g.next() % 256
            let expected = channels(p).map { div255($0 * a) }
            XCTAssertEqual(channels(scalePixel(p, by: a)), expected)
        }
    }

    func testSourceOverIsPorterDuffRoundedPerChannel() {
        var g = LCG(s: 2)
        for _ in 0..<20000 {
            let s = randomPremultiplied(&g), d = randomPremultiplied(&g)
            let sa = s >> 24
            let expected = zip(channels(s), channels(d)).map { $0 + div255($1 * (255 - sa)) }
            XCTAssertEqual(channels(blendSourceOver(s, d)), expected)
        }
    }

    func testOpaqueAndClearSourcesAreExact() {
        XCTAssertEqual(PremultipliedColor.white.over(.black), .white)
        XCTAssertEqual(PremultipliedColor.clear.over(.black), .black)
        let half = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 128)
        XCTAssertEqual(half.over(.black), PremultipliedColor(argb: 0xFF80_0000))
        XCTAssertEqual(PremultipliedColor.white.scaled(by: 255), .white)
        XCTAssertEqual(PremultipliedColor.white.scaled(by: 0), .clear)
    }

    func testFillRectIsClippedToBitmapAndClip() {
        var b = Bitmap(width: 8, height: 6, fill: .black)
        b.fill(IntRect(x: -2, y: 2, width: 6, height: 10), with: .white, clip: IntRect(x: 0, y: 0, width: 3, height: 4))
        for y in 0..<6 { for x in 0..<8 {
            XCTAssertEqual(b[x, y], (x < 3 && y >= 2 && y < 4) ? .white : .black, "(\(x), \(y))")
        } }
    }

    func testFillRectCopyReplacesAndSourceOverBlends() {
        var b = Bitmap(width: 2, height: 1, fill: .white)
        let c = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 102)
        b.fill(IntRect(x: 0, y: 0, width: 1, height: 1), with: c, blendMode: .copy)
        b.fill(IntRect(x: 1, y: 0, width: 1, height: 1), with: c)
        XCTAssertEqual(b[0, 0], c)
        XCTAssertEqual(b[1, 0], c.over(.white))
    }

    /// A translucent fill, eight pixels at a time, gives `blendSourceOver` of each pixel, on random
    /// colours, backgrounds and rectangles (whole blocks of eight and the ends of rows).
    func testTranslucentFillIsSourceOverPerPixel() {
        var g = LCG(s: 17)
        for _ in 0..<40 {
            var background = Bitmap(width: 37, height: 9)
            for i in background.pixels.indices { background.pixels[i] = randomPremultiplied(&g) }
            var colour = randomPremultiplied(&g)
            if colour >> 24 == 255 || colour == 0 { colour = 0x8040_2010 }
            let rect = IntRect(x: Int(g.next() % 20) - 3, y: Int(g.next() % 6), width: Int(g.next() % 40), height: Int(g.next() % 6) + 1)
            var filled = background
            filled.fill(rect, with: PremultipliedColor(argb: colour))
            for y in 0..<9 {
                for x in 0..<37 {
                    let before = background.pixels[y * 37 + x]
                    let expected = rect.contains(x: x, y: y) ? blendSourceOver(colour, before) : before
                    XCTAssertEqual(filled.pixels[y * 37 + x], expected, "(\(x), \(y)) of \(rect), colour \(String(colour, radix: 16))")
                }
            }
        }
    }

    func testCompositeAtOffsetWithGroupOpacity() {
        var src = Bitmap(width: 3, height: 3, fill: .clear)
        src[1, 1] = .white
        src[0, 0] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        var dst = Bitmap(width: 5, height: 5, fill: .black)
        dst.composite(src, atX: 3, y: -1, opacity: 100)
        // Only src's column 0..1 and rows 1..2 land inside; (1,1) → (4,0).
        XCTAssertEqual(dst[4, 0], PremultipliedColor.white.scaled(by: 100).over(.black))
        XCTAssertEqual(dst[4, 0], PremultipliedColor(argb: 0xFF64_6464))
        XCTAssertEqual(dst[3, 0], .black) // src (0, 1) is clear
        var untouched = Bitmap(width: 5, height: 5, fill: .black)
        untouched[4, 0] = dst[4, 0]
        XCTAssertEqual(dst, untouched)
    }

    func testOpaqueCompositeFastPathMatchesSourceOverPerPixel() {
        // the whole-opacity, unmasked path skips clear pixels and copies opaque ones: the same bytes as
        // blending every pixel
        var src = Bitmap(width: 16, height: 16, fill: .clear)
        var dst = Bitmap(width: 20, height: 20, fill: .clear)
        var seed: UInt32 = 12345
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed }
        for y in 0..<16 { for x in 0..<16 {
            let a = [0, 255, next() % 256][Int(next() % 3)]
            src[x, y] = PremultipliedColor(red: UInt8(next() % (a + 1)), green: UInt8(next() % (a + 1)), blue: UInt8(next() % (a + 1)), alpha: UInt8(a))
        } }
        for y in 0..<20 { for x in 0..<20 { dst[x, y] = PremultipliedColor(argb: next() | 0xFF00_0000) } }
        var expected = dst
        for y in 0..<16 { for x in 0..<16 where x + 3 < 20 && y + 2 < 20 {
            expected[x + 3, y + 2] = PremultipliedColor(argb: blendSourceOver(src[x, y].argb, dst[x + 3, y + 2].argb))
        } }
        dst.composite(src, atX: 3, y: 2)
        XCTAssertEqual(dst, expected)
    }

    func testCompositeRespectsMask() {
        let src = Bitmap(width: 4, height: 1, fill: .white)
        var dst = Bitmap(width: 4, height: 1, fill: .black)
        var mask = CoverageMask(bounds: IntRect(x: 1, y: 0, width: 2, height: 1), fill: 255)
        mask = mask.intersection(CoverageMask(bounds: IntRect(x: 2, y: 0, width: 2, height: 1), fill: 128))
        dst.composite(src, atX: 0, y: 0, mask: mask)
        XCTAssertEqual(dst.pixels, [0xFF00_0000, 0xFF00_0000, 0xFF80_8080, 0xFF00_0000])
    }
}
