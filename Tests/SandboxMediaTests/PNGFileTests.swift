import Foundation
import Raster
import SandboxKit
import SandboxMedia
import XCTest

@MainActor
final class PNGFileTests: XCTestCase {
    private var dir: String { NSTemporaryDirectory() + "pngfile-\(ProcessInfo.processInfo.processIdentifier)" }

    func testOpaquePixelsRoundTripExactly() async throws {
        var b = Bitmap(width: 3, height: 2, fill: .black)
        b[0, 0] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        b[2, 1] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255)
        let path = dir + "/opaque.png"
        try PNGFile.write(b, to: path)
        XCTAssertEqual(try PNGFile.read(path), b)
    }

    func testTranslucentPixelsAreStoredStraight() async throws {
        var b = Bitmap(width: 1, height: 1)
        b[0, 0] = PremultipliedColor(red: 200, green: 100, blue: 0, alpha: 128)
        let path = dir + "/translucent.png"
        try PNGFile.write(b, to: path)
        let stored = try PNGFile.readStraight(path)
        XCTAssertEqual(stored.argb[0] >> 24, 128)
        XCTAssertEqual(Int(stored.argb[0] >> 16 & 0xFF), 200, accuracy: 1)
        XCTAssertEqual(Int(stored.argb[0] >> 8 & 0xFF), 100, accuracy: 1)
    }

    func testMissingFileNamesPathAndReason() async {
        XCTAssertThrowsError(try PNGFile.read("/nonexistent/x.png")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/x.png: no such file")
        }
    }

    func testNonImageFileIsAnErrorNotACrash() async throws {
        let path = dir + "/garbage.png"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PNGFile.read(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": "), "\(error)")
        }
    }
}
