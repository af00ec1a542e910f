import Foundation
import Raster
import SDLPlatform
import XCTest

/// Compares a rendered bitmap with a golden PNG checked in beside the test file, under `Goldens/`.
///
/// - The comparison is made on what a PNG holds (straight alpha), channel by channel; `tolerance` is the
///   largest per-channel difference allowed (0 = exact, for images whose maths is exact).
/// - On a mismatch it writes `<name>.actual.png` and `<name>.diff.png` beside the golden (both ignored by
///   git): the diff shows differing pixels in red over a faded copy of the golden.
/// - A missing golden fails the test and writes the actual image; with `RECORD_GOLDENS=1` in the
///   environment it writes the golden instead (look at it before committing).
public func assertGolden(_ bitmap: Bitmap, named name: String, tolerance: Int = 0,
                         file: StaticString = #filePath, line: UInt = #line) {
    let dir = ((("\(file)") as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Goldens")
    let golden = (dir as NSString).appendingPathComponent("\(name).png")
    let actualPath = (dir as NSString).appendingPathComponent("\(name).actual.png")
    let diffPath = (dir as NSString).appendingPathComponent("\(name).diff.png")
    let actual = StraightImage(bitmap)

    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
        do { try PNGFile.write(actual, to: golden) } catch { XCTFail("cannot write golden: \(error)", file: file, line: line) }
        return
    }
    guard FileManager.default.fileExists(atPath: golden) else {
        try? PNGFile.write(actual, to: actualPath)
        XCTFail("no golden \(golden); the actual image is at \(actualPath) (RECORD_GOLDENS=1 writes goldens)", file: file, line: line)
        return
    }
    let expected: StraightImage
    do { expected = try PNGFile.readStraight(golden) } catch {
        XCTFail("cannot read golden: \(error)", file: file, line: line)
        return
    }
    guard expected.width == actual.width, expected.height == actual.height else {
        try? PNGFile.write(actual, to: actualPath)
        XCTFail("\(name): size \(actual.width)×\(actual.height) differs from golden \(expected.width)×\(expected.height)", file: file, line: line)
        return
    }
    let diff = ImageDiff(expected: expected, actual: actual, tolerance: tolerance)
    if diff.differingPixels == 0 {
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)
        return
    }
    try? PNGFile.write(actual, to: actualPath)
    try? PNGFile.write(diff.image, to: diffPath)
    XCTFail("\(name): \(diff.differingPixels) pixels differ by more than \(tolerance) (max \(diff.maxChannelDifference)); see \(actualPath) and \(diffPath)", file: file, line: line)
}

/// Per-pixel comparison of two straight-alpha images of the same size.
public struct ImageDiff {
    public let differingPixels: Int
    public let maxChannelDifference: Int
    public let image: StraightImage

    public init(expected: StraightImage, actual: StraightImage, tolerance: Int) {
        var count = 0, maxDiff = 0
        var out = [UInt32](repeating: 0, count: expected.argb.count)
        for i in expected.argb.indices {
            let e = expected.argb[i], a = actual.argb[i]
            var d = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                d = max(d, abs(Int(e >> UInt32(shift) & 0xFF) - Int(a >> UInt32(shift) & 0xFF)))
            }
            maxDiff = max(maxDiff, d)
            if d > tolerance {
                count += 1
                out[i] = 0xFFFF_0000
            } else {
                // Faded grey of the golden, so the red stands out and the layout stays recognisable.
                let l = ((e >> 16 & 0xFF) + (e >> 8 & 0xFF) + (e & 0xFF)) / 3
                let g = 160 + l * 95 / 255
                out[i] = 0xFF00_0000 | g << 16 | g << 8 | g
            }
        }
        differingPixels = count
        maxChannelDifference = maxDiff
        image = StraightImage(width: expected.width, height: expected.height, argb: out)
    }
}
